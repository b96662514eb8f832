import { defineEntity, p } from '@mikro-orm/core';

export const BlogCategorySchema = defineEntity({
  name: 'BlogCategory',
  tableName: 'blog_categories',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    slug: p.string().length(200).unique(),
    description: p.string().length(1000).nullable(),
  },
});

export class BlogCategory extends BlogCategorySchema.class {}
BlogCategorySchema.setClass(BlogCategory);
