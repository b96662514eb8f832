import {
  blogCategoryInputSchema,
  blogCategorySchema,
  blogPostInputSchema,
  blogPostPageSchema,
  blogPostSchema,
  byIdSchema,
  bySlugSchema,
  idSchema,
} from '../../shared/schemas/blog.ts';
import { successSchema } from '../../shared/schemas/common.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import { listOutput } from '../http/list-output.ts';
import * as blog from '../services/blog-service.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { adminProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['blog'];

// Reading published posts and categories is public; every change is an admin's.
export const blogRouter = router({
  listPosts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/blog/posts',
        tags,
        summary: 'Every post, drafts included, newest first (paged: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(blogPostSchema))
    .query(async ({ ctx, input }) =>
      linked(ctx, await blog.allPostsPage({ em: ctx.em, query: input ?? {} })),
    ),

  publishedPosts: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/blog/posts/published',
        tags,
        summary: 'Published posts, newest first (paged: Link rel="next")',
        description:
          'Each post carries the first 300 characters of its content, ending in "..." when cut; ' +
          'GET /api/blog/posts/slug/{slug} has the whole post.',
        protect: false,
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(blogPostSchema))
    .query(async ({ ctx, input }) =>
      linked(ctx, await blog.publishedPostsPage({ em: ctx.em, query: input ?? {} })),
    ),

  postPage: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/blog/posts/slug/{slug}',
        tags,
        summary: 'A published post with its content as sanitised HTML, and up to 3 related posts',
        description: 'Answers 404 for a slug that is not published.',
        protect: false,
      },
    })
    .input(bySlugSchema)
    .output(blogPostPageSchema)
    .query(({ ctx, input }) => blog.getPublishedPostPage({ em: ctx.em, slug: input.slug })),

  createPost: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/blog/posts', tags, summary: 'Create a post' } })
    .input(blogPostInputSchema)
    .output(blogPostSchema)
    .mutation(({ ctx, input }) => blog.createPost({ em: ctx.em, actor: ctx.user, input })),

  updatePost: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/blog/posts/{id}', tags, summary: 'Update a post' } })
    .input(blogPostInputSchema.extend({ id: idSchema }))
    .output(blogPostSchema)
    .mutation(({ ctx, input: { id, ...input } }) =>
      blog.updatePost({ em: ctx.em, actor: ctx.user, id, input }),
    ),

  deletePost: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/blog/posts/{id}', tags, summary: 'Delete a post' } })
    .input(byIdSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await blog.deletePost({ em: ctx.em, actor: ctx.user, id: input.id });
      return { success: true as const };
    }),

  publishPost: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/blog/posts/{id}/publish', tags, summary: 'Publish a post' } })
    .input(byIdSchema)
    .output(blogPostSchema)
    .mutation(({ ctx, input }) =>
      blog.setPostPublished({ em: ctx.em, actor: ctx.user, id: input.id, published: true }),
    ),

  unpublishPost: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/blog/posts/{id}/unpublish', tags, summary: 'Make a post a draft' },
    })
    .input(byIdSchema)
    .output(blogPostSchema)
    .mutation(({ ctx, input }) =>
      blog.setPostPublished({ em: ctx.em, actor: ctx.user, id: input.id, published: false }),
    ),

  categories: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/blog/categories',
        tags,
        summary: 'Every category, by name (paged: Link rel="next")',
        protect: false,
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(blogCategorySchema))
    .query(async ({ ctx, input }) =>
      linked(ctx, await blog.categoriesPage({ em: ctx.em, query: input ?? {} })),
    ),

  createCategory: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/blog/categories', tags, summary: 'Create a category' } })
    .input(blogCategoryInputSchema)
    .output(blogCategorySchema)
    .mutation(({ ctx, input }) => blog.createCategory({ em: ctx.em, input })),

  updateCategory: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/blog/categories/{id}', tags, summary: 'Update a category' } })
    .input(blogCategoryInputSchema.extend({ id: idSchema }))
    .output(blogCategorySchema)
    .mutation(({ ctx, input: { id, ...input } }) => blog.updateCategory({ em: ctx.em, id, input })),

  deleteCategory: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/blog/categories/{id}',
        tags,
        summary: 'Delete a category',
        description: 'Answers 409 while posts use the category, saying how many.',
      },
    })
    .input(byIdSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await blog.deleteCategory({ em: ctx.em, id: input.id });
      return { success: true as const };
    }),
});
