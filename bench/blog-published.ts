// GET /api/blog/posts/published with 100 published posts in 5 categories, at 32 connections, beside the
// bare node:http + pg baseline running the same SQL (bench/api-throughput.ts).
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../mikro-orm.config.ts';
import { createCategory, createPost } from '../src/server/services/blog-service.ts';
import { apiThroughput, type SeedContext } from './api-throughput.ts';

const POSTS = 100;
const CATEGORIES = ['SEO', 'Writing Craft', 'AI Tools', 'Case Studies', 'Company News'];

// About 1.5 KB of Markdown, the length of a short article's opening.
function content(index: number): string {
  return [
    `## Part ${index}: why it matters`,
    'AI tools produce fluent text quickly, but **fluency is not accuracy**. In our reviews we regularly find:',
    '- invented statistics\n- quotes nobody said\n- links to pages that do not exist',
    '> A human editor reads for meaning, not just for grammar.',
    'Our copywriters check every claim, restore the brand voice and rewrite what needs it. '.repeat(8),
    `See [our pricing](/pricing) for how quotes work, or read post ${index + 1} next.`,
  ].join('\n\n');
}

// Through the app's own services, so that the rows are exactly what the admin screens would have written.
async function seed({ databaseUrl }: SeedContext): Promise<void> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    const categories = [];
    for (const name of CATEGORIES) {
      const slug = name.toLowerCase().replace(/\s+/g, '-');
      categories.push(await createCategory({ em: orm.em.fork(), input: { name, slug, description: null } }));
    }
    for (let index = 1; index <= POSTS; index++) {
      await createPost({
        em: orm.em.fork(),
        input: {
          title: `Bench post ${index}: making AI drafts sound human`,
          slug: `bench-post-${index}`,
          content: content(index),
          excerpt:
            index % 2 === 0 ? 'What a human editor adds to an AI draft, and why readers notice.' : null,
          featuredImage: index % 3 === 0 ? `https://images.example.com/post-${index}.jpg` : null,
          categoryId: categories[index % categories.length]!.id,
          published: true,
        },
      });
    }
  } finally {
    await orm.close();
  }
}

export const blogPublishedThroughput = apiThroughput({
  name: 'blog-published',
  path: '/api/blog/posts/published',
  label: `GET /api/blog/posts/published, ${POSTS} posts`,
  seed,
});
