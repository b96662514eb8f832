import { defineEntity, p } from '@mikro-orm/core';
import { BlogCategory } from './blog-category.ts';

export const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  // The public list and the feeds read published posts newest first.
  indexes: [{ properties: ['published', 'publishedAt'] }],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    slug: p.string().length(200).unique(),
    content: p.text(),
    excerpt: p.string().length(500).nullable(),
    featuredImage: p.string().length(2048).nullable(),
    // A category that posts use cannot be deleted (docs/product.md "Blog"): the foreign key refuses it too.
    category: () => p.manyToOne(BlogCategory).nullable().index().deleteRule('no action'),
    published: p.boolean().default(false),
    // When the post was last published; null while it is a draft.
    publishedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);
