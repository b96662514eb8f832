// One schema per form: the post and category dialogs of /blog-management validate with these, and the blog
// procedures take them as input. The DTOs below are what the blog procedures answer.
import { z } from 'zod';
import './zod-setup.ts';
import { singleLineText, strictBoolean, text } from './common.ts';

// Upper bounds keep a hostile payload out of the database: a 1 MB field is a 400 that names the field.
export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  content: 100_000,
  excerpt: 500,
  url: 2048,
  categoryName: 100,
  categoryDescription: 1000,
} as const;

// PostgreSQL's int4: a larger id would make the database, not validation, refuse it.
const MAX_ID = 2_147_483_647;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export const idSchema = z.number().int().positive().max(MAX_ID);

// One message per field: an empty slug is "required", not also "can only contain".
const slug = singleLineText()
  .trim()
  .min(1, 'Slug is required')
  .max(BLOG_LIMITS.slug, `Slug must be at most ${BLOG_LIMITS.slug} characters`)
  .refine(
    (value) => value === '' || SLUG_PATTERN.test(value),
    'Slug can only contain lowercase letters, numbers, and hyphens',
  );

// Blank optional text is stored as null, so that "no excerpt" has one representation.
function optionalText(max: number, message: string) {
  return text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
}

// An image the page shows: an http(s) address or a path on this site. Anything else (javascript:, data:,
// a protocol-relative //host) is refused.
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const featuredImage = singleLineText()
  .trim()
  .max(BLOG_LIMITS.url, 'Please enter a valid URL')
  .refine((value) => value === '' || isImageUrl(value), 'Please enter a valid URL')
  .nullish()
  .transform((value) => (value ? value : null));

export const blogPostInputSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1, 'Title is required')
    .max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`),
  slug,
  content: text()
    .max(
      BLOG_LIMITS.content,
      `Content must be at most ${BLOG_LIMITS.content.toLocaleString('en-GB')} characters`,
    )
    .refine((value) => value.trim() !== '', 'Content is required'),
  excerpt: optionalText(BLOG_LIMITS.excerpt, `Excerpt must be at most ${BLOG_LIMITS.excerpt} characters`),
  featuredImage,
  categoryId: idSchema.nullish().transform((value) => value ?? null),
  published: strictBoolean.default(false),
});
export type BlogPostForm = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const blogCategoryInputSchema = z.object({
  name: singleLineText()
    .trim()
    .min(1, 'Category name is required')
    .max(BLOG_LIMITS.categoryName, `Category name must be at most ${BLOG_LIMITS.categoryName} characters`),
  slug,
  description: optionalText(
    BLOG_LIMITS.categoryDescription,
    `Description must be at most ${BLOG_LIMITS.categoryDescription} characters`,
  ),
});
export type BlogCategoryForm = z.input<typeof blogCategoryInputSchema>;
export type BlogCategoryInput = z.output<typeof blogCategoryInputSchema>;

export const byIdSchema = z.object({ id: idSchema });
// GET /api/blog/posts/slug/{slug} hands the slug over decoded (%00 is a NUL): the slug's own alphabet is what
// refuses a NUL or anything else no post can be named.
export const bySlugSchema = z.object({ slug });

// What the blog procedures answer. Dates are ISO 8601 strings, as JSON carries them.
const isoDate = z.iso.datetime({ offset: true });

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  featuredImage: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  category: blogCategorySchema.pick({ id: true, name: true, slug: true }).nullable(),
  published: z.boolean(),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

// The post page: the post with its content rendered to sanitised HTML, and up to 3 posts of its category.
export const blogPostPageSchema = z.object({
  post: blogPostSchema.extend({ contentHtml: z.string() }),
  related: z.array(blogPostSchema),
});
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;
