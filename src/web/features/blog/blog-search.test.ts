import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../shared/schemas/blog.ts';
import { filterPosts, validateBlogSearch } from './blog-search.ts';

function post(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    slug: `post-${id}`,
    content: 'Plain content',
    excerpt: null,
    featuredImage: null,
    categoryId: null,
    category: null,
    published: true,
    publishedAt: '2026-11-21T10:00:00.000Z',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

const seo = { id: 1, name: 'SEO', slug: 'seo' };
const tech = { id: 2, name: 'Technology', slug: 'technology' };
const POSTS = [
  post(1, { title: 'Ranking after the update', categoryId: 1, category: seo }),
  post(2, { title: 'Writing for humans', excerpt: 'Why readers leave', categoryId: 2, category: tech }),
  post(3, { title: 'No category', content: 'Hallucinations and how to spot them' }),
];

describe('filterPosts', () => {
  it('keeps everything without a search or category', () => {
    expect(filterPosts(POSTS, {})).toHaveLength(3);
  });

  it('matches every word in title, excerpt, content or category, ignoring case', () => {
    expect(filterPosts(POSTS, { q: 'RANKING' }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(POSTS, { q: 'readers leave' }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(POSTS, { q: 'hallucinations spot' }).map((p) => p.id)).toEqual([3]);
    expect(filterPosts(POSTS, { q: 'technology' }).map((p) => p.id)).toEqual([2]);
    expect(filterPosts(POSTS, { q: 'ranking humans' })).toEqual([]);
  });

  it('keeps the chosen category only, also together with a search', () => {
    expect(filterPosts(POSTS, { category: 'seo' }).map((p) => p.id)).toEqual([1]);
    expect(filterPosts(POSTS, { category: 'seo', q: 'humans' })).toEqual([]);
    expect(filterPosts(POSTS, { category: 'unknown' })).toEqual([]);
  });
});

describe('validateBlogSearch', () => {
  it('keeps text values and drops the rest', () => {
    expect(validateBlogSearch({ q: 'seo tips', category: 'seo' })).toEqual({
      q: 'seo tips',
      category: 'seo',
    });
    expect(validateBlogSearch({ q: 42, category: ['a'] })).toEqual({});
    expect(validateBlogSearch({ q: '' })).toEqual({});
    expect(filterPosts(POSTS, validateBlogSearch({ q: '   ' }))).toHaveLength(3);
    expect(validateBlogSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});
