// The blog's lists as one SQL statement each, built into the DTOs of src/shared/schemas/blog.ts.
// Readers' lists show a post's excerpt (the public list's is 120 characters of it, docs/product.md "Blog"),
// so they carry the opening of its content and the post page the whole; the admin's list keeps the content
// whole, since its edit dialog starts from it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { excerpt } from '../../../shared/domain/text.ts';
import type { BlogPost } from '../../../shared/schemas/blog.ts';
import { LIST_PREVIEW_CHARS } from '../../../shared/schemas/paging.ts';
import { preparedRows } from '../../db/prepared-query.ts';
import { isoSql, type NewestFirst, newestFirst, type Page, type PageQuery } from './page.ts';

interface PostRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  featured_image: string | null;
  published: boolean;
  // ISO 8601 strings, written by isoSql.
  published_at: string | null;
  created_at: string;
  updated_at: string;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  position: string;
}

export type PostList = 'published' | 'all';

/** The statement of one page of a list, with its parameters (exported for the benchmark's baseline). */
export function postListStatement(
  list: PostList,
  query: PageQuery,
): { sql: string; params: unknown[]; limit: number; page: NewestFirst['page'] } {
  // Published posts newest published first (every one has its date; the fallback keeps the order total).
  const time = list === 'published' ? 'coalesce(p.published_at, p.created_at)' : 'p.created_at';
  const keyset = newestFirst(query, time, 'p.id');
  const content = list === 'published' ? `left(p.content, ${LIST_PREVIEW_CHARS + 1})` : 'p.content';
  const sql = `select p.id, p.title, p.slug, ${content} as content, p.excerpt, p.featured_image, p.published,
       ${isoSql('p.published_at')} as published_at, ${isoSql('p.created_at')} as created_at,
       ${isoSql('p.updated_at')} as updated_at, c.id as category_id, c.name as category_name,
       c.slug as category_slug, ${keyset.position} as position
  from blog_posts p
  left join blog_categories c on c.id = p.category_id
 where ${list === 'published' ? 'p.published' : 'true'} and ${keyset.after.sql}
 order by ${keyset.orderBy}
 limit ?`;
  return { sql, params: [...keyset.after.params, keyset.limit + 1], limit: keyset.limit, page: keyset.page };
}

function toPostItem(row: PostRow, list: PostList): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: list === 'published' ? excerpt(row.content, LIST_PREVIEW_CHARS) : row.content,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    categoryId: row.category_id,
    category:
      row.category_id === null
        ? null
        : { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' },
    published: row.published,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function postListPage(
  em: EntityManager,
  list: PostList,
  query: PageQuery,
): Promise<Page<BlogPost>> {
  const statement = postListStatement(list, query);
  const rows = await preparedRows<PostRow>(em, statement.sql, statement.params);
  return statement.page(rows, (row) => toPostItem(row, list));
}
