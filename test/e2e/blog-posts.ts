// A published post in its own category, made straight in the e2e database, for specs that need one to read.
import type { MikroORM } from '@mikro-orm/postgresql';
import { createCategory, createPost } from '../../src/server/services/blog-service.ts';

/** Publishes a post with this title and answers its slug. */
export async function publishPost(orm: MikroORM, title: string): Promise<string> {
  const slug = `post-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const category = await createCategory({
    em: orm.em.fork(),
    input: { name: `Category ${slug}`, slug: `category-${slug}`, description: null },
  });
  await createPost({
    em: orm.em.fork(),
    actor: null,
    input: {
      title,
      slug,
      content: 'Readers **can tell** when nobody checked the text.',
      excerpt: null,
      featuredImage: null,
      categoryId: category.id,
      published: true,
    },
  });
  return slug;
}
