// Over 300 lines: the blog's rules (posts, slugs, categories, images) are one capability's.
// The blog's rules: posts are drafts or published, slugs are unique, a category that posts use stays, and
// readers only ever see published posts, whose Markdown is rendered to sanitised HTML here.
// Long on purpose: posts and categories share these rules (a post's category must exist, one in use stays),
// and callers use the blog as one module (`import * as blog`).
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_RELATED_POSTS } from '../../shared/constants.ts';
import { renderMarkdown } from '../../shared/domain/markdown.ts';
import type { AuditAction } from '../../shared/schemas/audit.ts';
import type {
  BlogCategory as BlogCategoryDto,
  BlogCategoryInput,
  BlogPost as BlogPostDto,
  BlogPostInput,
  BlogPostPage,
} from '../../shared/schemas/blog.ts';
import { BlogCategory } from '../db/entities/blog-category.ts';
import { BlogPost } from '../db/entities/blog-post.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from './audit-log.ts';
import {
  decodeTextCursor,
  fitPage,
  type Page,
  type PageQuery,
  pageLimit,
  textCursor,
} from './read-models/page.ts';
import { postListPage } from './read-models/post-lists.ts';

interface Scope {
  em: EntityManager;
}

// A change of a post is audited (docs/decisions/0038): the admin who made it, or null for a script's.
interface ChangeScope extends Scope {
  actor: User | null;
}

function auditPost(em: EntityManager, actor: User | null, action: AuditAction, post: BlogPost, detail = '') {
  recordAudit(em, { action, actor, target: { type: 'post', id: post.id }, detail: detail || post.title });
}

const POST_NOT_FOUND = 'Blog post not found';
const CATEGORY_NOT_FOUND = 'Blog category not found';

// Takes a managed entity or a plain row of a list query alike.
export function toPostDto(post: BlogPost | PostRow): BlogPostDto {
  const category = post.category;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt ?? null,
    featuredImage: post.featuredImage ?? null,
    categoryId: category?.id ?? null,
    category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
    published: post.published,
    publishedAt: post.publishedAt ? post.publishedAt.toISOString() : null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export function toCategoryDto(category: BlogCategory): BlogCategoryDto {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description ?? null,
  };
}

// --- Reading ---------------------------------------------------------------------------------------------

// Lists are read-only: one query that joins each post's category (no query per post), answered as plain rows
// rather than managed entities. Hydrating 100 posts into the identity map cost about three times the query
// itself (bench/blog-published.ts), for change tracking that a list never uses.
interface PostRow {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt?: string | null;
  featuredImage?: string | null;
  category?: { id: number; name: string; slug: string } | null;
  published: boolean;
  publishedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

async function listPostRows(
  em: EntityManager,
  where: { published?: true; category?: number; id?: { $ne: number } },
  options: { orderByPublished: boolean; limit?: number },
): Promise<BlogPostDto[]> {
  const query = em
    .createQueryBuilder(BlogPost, 'post')
    .leftJoinAndSelect('post.category', 'category')
    .where(where)
    .orderBy(
      options.orderByPublished ? { publishedAt: 'desc', id: 'desc' } : { createdAt: 'desc', id: 'desc' },
    );
  if (options.limit !== undefined) query.limit(options.limit);
  const rows = await query.execute<PostRow[]>('all', true);
  return rows.map(toPostDto);
}

export async function listAllPosts({ em }: Scope): Promise<BlogPostDto[]> {
  return listPostRows(em, {}, { orderByPublished: false });
}

export async function listPublishedPosts({ em, limit }: Scope & { limit?: number }): Promise<BlogPostDto[]> {
  return listPostRows(em, { published: true }, { orderByPublished: true, limit });
}

export async function findPublishedPost({ em, slug }: Scope & { slug: string }): Promise<BlogPost | null> {
  return em.findOne(BlogPost, { slug, published: true }, { populate: ['category'] });
}

// The post page: a slug that is not published is not found, whether it never existed or is a draft.
export async function getPublishedPostPage({ em, slug }: Scope & { slug: string }): Promise<BlogPostPage> {
  const post = await findPublishedPost({ em, slug });
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  const related = post.category
    ? await listPostRows(
        em,
        { published: true, category: post.category.id, id: { $ne: post.id } },
        { orderByPublished: true, limit: MAX_RELATED_POSTS },
      )
    : [];
  return { post: { ...toPostDto(post), contentHtml: renderMarkdown(post.content) }, related };
}

export async function listCategories({ em }: Scope): Promise<BlogCategoryDto[]> {
  const categories = await em.find(BlogCategory, {}, { orderBy: { name: 'asc', id: 'asc' } });
  return categories.map(toCategoryDto);
}

// --- Lists, a page at a time (docs/product.md "Limits") ----------------------------------------

// GET /api/blog/posts/published: the readers' list, whose posts carry the opening of their content.
export function publishedPostsPage({ em, query }: Scope & { query: PageQuery }): Promise<Page<BlogPostDto>> {
  return postListPage(em, 'published', query);
}

// GET /api/blog/posts: every post for the admin, drafts included, newest first.
export function allPostsPage({ em, query }: Scope & { query: PageQuery }): Promise<Page<BlogPostDto>> {
  return postListPage(em, 'all', query);
}

// GET /api/blog/categories, by name.
export async function categoriesPage({
  em,
  query,
}: Scope & { query: PageQuery }): Promise<Page<BlogCategoryDto>> {
  const limit = pageLimit(query);
  const after = decodeTextCursor(query.cursor);
  const categories = await em.find(
    BlogCategory,
    after ? { $or: [{ name: { $gt: after.text } }, { name: after.text, id: { $gt: after.id } }] } : {},
    { orderBy: { name: 'asc', id: 'asc' }, limit: limit + 1 },
  );
  return fitPage(categories, limit, toCategoryDto, (category) => textCursor(category.name, category.id));
}

// --- Posts -----------------------------------------------------------------------------------------------

async function findPostOrFail(em: EntityManager, id: number): Promise<BlogPost> {
  const post = await em.findOne(BlogPost, { id }, { populate: ['category'] });
  if (!post) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  return post;
}

async function categoryFor(em: EntityManager, categoryId: number | null): Promise<BlogCategory | null> {
  if (categoryId === null) return null;
  const category = await em.findOne(BlogCategory, { id: categoryId });
  if (!category) throw new AppError('VALIDATION_ERROR', 'The chosen category does not exist');
  return category;
}

// Publishing stamps the moment; going back to draft clears it, so a draft never shows a publish date.
function applyPublished(post: BlogPost, published: boolean): void {
  if (published && !post.published) post.publishedAt = new Date();
  if (!published) post.publishedAt = null;
  post.published = published;
}

async function flushPost(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('SLUG_TAKEN', 'A blog post with this slug already exists');
    }
    // The category was deleted between the check and the write.
    if (error instanceof ForeignKeyConstraintViolationException) {
      throw new AppError('VALIDATION_ERROR', 'The chosen category does not exist');
    }
    throw error;
  }
}

export async function createPost({
  em,
  actor,
  input,
}: ChangeScope & { input: BlogPostInput }): Promise<BlogPostDto> {
  return em.transactional(async (tx) => createPostIn(tx, actor, input));
}

async function createPostIn(
  em: EntityManager,
  actor: User | null,
  input: BlogPostInput,
): Promise<BlogPostDto> {
  const category = await categoryFor(em, input.categoryId);
  const post = em.create(BlogPost, {
    title: input.title,
    slug: input.slug,
    content: input.content,
    excerpt: input.excerpt,
    featuredImage: input.featuredImage,
    category,
    published: false,
    publishedAt: null,
  });
  applyPublished(post, input.published);
  // The new post's id, which its audit entry names, comes with this flush.
  await flushPost(em);
  auditPost(em, actor, 'post.created', post);
  await em.flush();
  return toPostDto(post);
}

export async function updatePost({
  em,
  actor,
  id,
  input,
}: ChangeScope & { id: number; input: BlogPostInput }): Promise<BlogPostDto> {
  const post = await findPostOrFail(em, id);
  const category = await categoryFor(em, input.categoryId);
  post.title = input.title;
  post.slug = input.slug;
  post.content = input.content;
  post.excerpt = input.excerpt;
  post.featuredImage = input.featuredImage;
  post.category = category;
  applyPublished(post, input.published);
  auditPost(em, actor, 'post.updated', post);
  await flushPost(em);
  return toPostDto(post);
}

export async function setPostPublished({
  em,
  actor,
  id,
  published,
}: ChangeScope & { id: number; published: boolean }): Promise<BlogPostDto> {
  const post = await findPostOrFail(em, id);
  applyPublished(post, published);
  auditPost(em, actor, 'post.updated', post, `${published ? 'Published' : 'Unpublished'}: ${post.title}`);
  await em.flush();
  return toPostDto(post);
}

export async function deletePost({ em, actor, id }: ChangeScope & { id: number }): Promise<void> {
  const post = await findPostOrFail(em, id);
  auditPost(em, actor, 'post.deleted', post);
  em.remove(post);
  await em.flush();
}

// --- Categories ------------------------------------------------------------------------------------------

async function findCategoryOrFail(em: EntityManager, id: number): Promise<BlogCategory> {
  const category = await em.findOne(BlogCategory, { id });
  if (!category) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  return category;
}

async function flushCategory(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('SLUG_TAKEN', 'A category with this slug already exists');
    }
    throw error;
  }
}

export async function createCategory({
  em,
  input,
}: Scope & { input: BlogCategoryInput }): Promise<BlogCategoryDto> {
  const category = em.create(BlogCategory, {
    name: input.name,
    slug: input.slug,
    description: input.description,
  });
  await flushCategory(em);
  return toCategoryDto(category);
}

export async function updateCategory({
  em,
  id,
  input,
}: Scope & { id: number; input: BlogCategoryInput }): Promise<BlogCategoryDto> {
  const category = await findCategoryOrFail(em, id);
  category.name = input.name;
  category.slug = input.slug;
  category.description = input.description;
  await flushCategory(em);
  return toCategoryDto(category);
}

function categoryInUse(count: number): AppError {
  return new AppError('CATEGORY_IN_USE', `This category is used by ${count} post${count === 1 ? '' : 's'}`);
}

export async function deleteCategory({ em, id }: Scope & { id: number }): Promise<void> {
  const category = await findCategoryOrFail(em, id);
  const used = await em.count(BlogPost, { category: id });
  if (used > 0) throw categoryInUse(used);
  em.remove(category);
  try {
    await em.flush();
  } catch (error) {
    // A post took the category between the count and the delete: the foreign key refused, say why.
    if (error instanceof ForeignKeyConstraintViolationException) {
      throw categoryInUse(await em.fork().count(BlogPost, { category: id }));
    }
    throw error;
  }
}
