// The blog's lists as one SQL statement each, built into the DTOs of src/shared/schemas/blog.ts.
// Readers' lists show a post's excerpt (the public list's is 120 characters of it, docs/product.md "Blog"),
// so they carry the opening of its content and the post page the whole; the admin's list keeps the content
// whole, since its edit dialog starts from it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { excerpt } from '../../../shared/domain/text.ts';
import type { BlogPost } from '../../../shared/schemas/blog.ts';
import { LIST_PREVIEW_CHARS } from '../../../shared/schemas/paging.ts';
import {
  afterTime,
  decodeTimeCursor,
  fitPage,
  isoSql,
  type Page,
  type PageQuery,
  pageLimit,
  positionOf,
  timeCursor,
} from './page.ts';

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
): { sql: string; params: unknown[]; limit: number } {
  const limit = pageLimit(query);
  // Published posts newest published first (every one has its date; the fallback keeps the order total).
  const time = list === 'published' ? 'coalesce(p.published_at, p.created_at)' : 'p.created_at';
  const after = afterTime(time, 'p.id', 'desc', decodeTimeCursor(query.cursor));
  const content = list === 'published' ? `left(p.content, ${LIST_PREVIEW_CHARS + 1})` : 'p.content';
  const sql = `select p.id, p.title, p.slug, ${content} as content, p.excerpt, p.featured_image, p.published,
       ${isoSql('p.published_at')} as published_at, ${isoSql('p.created_at')} as created_at,
       ${isoSql('p.updated_at')} as updated_at, c.id as category_id, c.name as category_name,
       c.slug as category_slug, ${positionOf(time)} as position
  from blog_posts p
  left join blog_categories c on c.id = p.category_id
 where ${list === 'published' ? 'p.published' : 'true'} and ${after.sql}
 order by ${time} desc, p.id desc
 limit ?`;
  return { sql, params: [...after.params, limit + 1], limit };
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
  const { sql, params, limit } = postListStatement(list, query);
  const rows = await em.execute<PostRow[]>(sql, params);
  return fitPage(
    rows,
    limit,
    (row) => toPostItem(row, list),
    (row) => timeCursor(row.position, row.id),
  );
}
