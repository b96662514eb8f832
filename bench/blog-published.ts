// GET /api/blog/posts/published with 100 published posts in 5 categories, at 32 connections, beside the
// bare node:http + pg baseline running the same SQL (bench/api-throughput.ts).
import { apiThroughput } from './api-throughput.ts';
import { seedPosts, withOrm } from './list-seeds.ts';

const POSTS = 100;

export const blogPublishedThroughput = apiThroughput({
  name: 'blog-published',
  path: '/api/blog/posts/published',
  label: `GET /api/blog/posts/published, ${POSTS} posts`,
  seed: ({ databaseUrl }) => withOrm(databaseUrl, (em) => seedPosts(em, POSTS)),
});
