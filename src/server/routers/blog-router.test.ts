// Over 300 lines: the blog's endpoints as docs/product.md "Blog" lists them, on one world of posts.
// The blog's endpoints (docs/product.md "Blog"): who may call each, writing, publishing and deleting posts, the
// readers' lists and pages, and categories. Long on purpose: one authorisation table and the router's cases
// share the database and app this file starts once; a split would scatter the table.
import { describe, expect, it, vi } from 'vitest';
import { expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { Role } from '../../shared/constants.ts';
import type { BlogPost as BlogPostDto, BlogPostForm, BlogPostPage } from '../../shared/schemas/blog.ts';
import { BlogPost } from '../db/entities/blog-post.ts';
import * as blog from '../services/blog-service.ts';

const t = setupTestApp();

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'client', 'copywriter', 'admin'];

let sequence = 0;

function postInput(overrides: Partial<BlogPostForm> = {}) {
  sequence += 1;
  return {
    title: `Post ${sequence}`,
    slug: `post-${sequence}`,
    content: `# Post ${sequence}\n\nSome **Markdown** content.`,
    excerpt: null,
    featuredImage: null,
    categoryId: null,
    published: false,
    ...overrides,
  };
}

async function createCategory(name = 'Marketing', slug = name.toLowerCase().replace(/\s+/g, '-')) {
  return blog.createCategory({ em: t.em, input: { name, slug, description: null } });
}

async function createPost(overrides: Partial<BlogPostForm> = {}) {
  const input = postInput(overrides);
  return blog.createPost({
    em: t.em,
    actor: null,
    input: {
      ...input,
      excerpt: input.excerpt ?? null,
      featuredImage: input.featuredImage ?? null,
      categoryId: input.categoryId ?? null,
      published: input.published ?? false,
    },
  });
}

async function cookieFor(as: Caller): Promise<string | undefined> {
  return as === 'anonymous' ? undefined : (await t.restLogin(as)).cookie;
}

// --- Who may call what -----------------------------------------------------------------------------------

interface Fixture {
  post: BlogPostDto;
  usedCategoryId: number;
  unusedCategoryId: number;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (fixture: Fixture) => string;
  body?: (fixture: Fixture) => Record<string, unknown>;
  // Public endpoints answer everyone; the others are for admins only.
  public?: true;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: () => '/api/blog/posts' },
  { method: 'GET', url: () => '/api/blog/posts/published', public: true },
  { method: 'GET', url: ({ post }) => `/api/blog/posts/slug/${post.slug}`, public: true },
  { method: 'POST', url: () => '/api/blog/posts', body: () => postInput() },
  {
    method: 'PUT',
    url: ({ post }) => `/api/blog/posts/${post.id}`,
    body: ({ usedCategoryId }) => postInput({ categoryId: usedCategoryId, published: true }),
  },
  { method: 'DELETE', url: ({ post }) => `/api/blog/posts/${post.id}` },
  { method: 'POST', url: ({ post }) => `/api/blog/posts/${post.id}/publish` },
  { method: 'POST', url: ({ post }) => `/api/blog/posts/${post.id}/unpublish` },
  { method: 'GET', url: () => '/api/blog/categories', public: true },
  { method: 'POST', url: () => '/api/blog/categories', body: () => ({ name: 'SEO', slug: 'seo' }) },
  {
    method: 'PUT',
    url: ({ usedCategoryId }) => `/api/blog/categories/${usedCategoryId}`,
    body: () => ({ name: 'Renamed', slug: 'renamed', description: 'A new description' }),
  },
  { method: 'DELETE', url: ({ unusedCategoryId }) => `/api/blog/categories/${unusedCategoryId}` },
];

function expectedStatus(endpoint: Endpoint, as: Caller): number {
  if (endpoint.public) return 200;
  if (as === 'anonymous') return 401;
  return as === 'admin' ? 200 : 403;
}

describe('authorisation of every blog endpoint', () => {
  for (const endpoint of ENDPOINTS) {
    const label = endpoint.url({
      post: { id: 1, slug: '{slug}' },
      usedCategoryId: 1,
      unusedCategoryId: 2,
    } as never);
    for (const as of CALLERS) {
      const expected = expectedStatus(endpoint, as);
      it(`${endpoint.method} ${label} as ${as}: ${expected}`, async () => {
        const used = await createCategory('Marketing');
        const unused = await createCategory('Unused');
        const post = await createPost({ categoryId: used.id, published: true });
        const fixture = { post, usedCategoryId: used.id, unusedCategoryId: unused.id };
        const before = await t.em.count(BlogPost, {});

        const response = await t.rest({
          method: endpoint.method,
          url: endpoint.url(fixture),
          payload: endpoint.body?.(fixture) as never,
          cookie: await cookieFor(as),
        });
        expect(response.status, JSON.stringify(response.body)).toBe(expected);
        expect(response.headers['content-type']).toContain('application/json');
        if (expected === 401) expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
        if (expected === 403) {
          expect(response.body).toEqual({ message: 'Only admins can do this', code: 'FORBIDDEN' });
          // A refused change changed nothing.
          expect(await t.em.count(BlogPost, {})).toBe(before);
        }
      });
    }
  }

  it('holds for the tRPC procedures the web client calls too', async () => {
    const post = await createPost();
    for (const as of ['anonymous', 'client', 'copywriter'] as const) {
      const { caller } = await t.createTestCaller({ as });
      const code = as === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
      await expect(caller.blog.listPosts()).rejects.toMatchObject({ code });
      await expect(caller.blog.createPost(postInput())).rejects.toMatchObject({ code });
      await expect(caller.blog.publishPost({ id: post.id })).rejects.toMatchObject({ code });
      await expect(caller.blog.deleteCategory({ id: 1 })).rejects.toMatchObject({ code });
      await expect(caller.blog.publishedPosts()).resolves.toEqual([]);
      await expect(caller.blog.categories()).resolves.toEqual([]);
    }
    const { caller } = await t.createTestCaller({ as: 'admin' });
    await expect(caller.blog.publishPost({ id: post.id })).resolves.toMatchObject({ published: true });
  });
});

// --- Posts -----------------------------------------------------------------------------------------------

describe('POST /api/blog/posts', () => {
  it('creates a draft by default and answers the post', async () => {
    const { cookie } = await t.restLogin('admin');
    const category = await createCategory('Marketing');
    const response = await t.rest({
      method: 'POST',
      url: '/api/blog/posts',
      cookie,
      payload: {
        title: '  Why AI drafts need a human touch  ',
        slug: 'why-ai-drafts-need-a-human-touch',
        content: 'Readers can tell.',
        excerpt: '',
        featuredImage: 'https://images.example.com/cover.jpg',
        categoryId: category.id,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      title: 'Why AI drafts need a human touch',
      slug: 'why-ai-drafts-need-a-human-touch',
      content: 'Readers can tell.',
      excerpt: null,
      featuredImage: 'https://images.example.com/cover.jpg',
      categoryId: category.id,
      category: { id: category.id, name: 'Marketing', slug: 'marketing' },
      published: false,
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('stamps publishedAt when created published', async () => {
    const { caller } = await t.createTestCaller({ as: 'admin' });
    const post = await caller.blog.createPost(postInput({ published: true }));
    expect(post.published).toBe(true);
    expect(Date.now() - Date.parse(post.publishedAt!)).toBeLessThan(60_000);
  });

  it('refuses a slug that is taken with 409', async () => {
    const { cookie } = await t.restLogin('admin');
    await createPost({ slug: 'taken' });
    const response = await t.rest({
      method: 'POST',
      url: '/api/blog/posts',
      cookie,
      payload: postInput({ slug: 'taken' }),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'A blog post with this slug already exists',
      code: 'SLUG_TAKEN',
    });
  });

  it('answers the messages of the form schema at the fields', async () => {
    const { cookie } = await t.restLogin('admin');
    const response = await t.rest({
      method: 'POST',
      url: '/api/blog/posts',
      cookie,
      payload: { title: '   ', slug: '', content: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [
        { path: 'title', message: 'Title is required' },
        { path: 'slug', message: 'Slug is required' },
        { path: 'content', message: 'Content is required' },
      ],
    });
    const badSlug = await t.rest({
      method: 'POST',
      url: '/api/blog/posts',
      cookie,
      payload: postInput({ slug: 'Not A Slug!' }),
    });
    expect(badSlug.body).toMatchObject({
      issues: [{ path: 'slug', message: 'Slug can only contain lowercase letters, numbers, and hyphens' }],
    });
  });

  it('takes published as a boolean only: the string "false" is not true', async () => {
    const { cookie } = await t.restLogin('admin');
    for (const published of ['false', 'true', 0, 1, {}]) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/blog/posts',
        cookie,
        payload: { ...postInput(), published },
      });
      expect(response.status, JSON.stringify(published)).toBe(400);
    }
    expect(await t.em.count(BlogPost, {})).toBe(0);
  });

  it('refuses a featured image that is not an http(s) or site address', async () => {
    const { caller } = await t.createTestCaller({ as: 'admin' });
    for (const featuredImage of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
    ]) {
      await expect(caller.blog.createPost(postInput({ featuredImage }))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    await expect(
      caller.blog.createPost(postInput({ featuredImage: '/images/a.png' })),
    ).resolves.toMatchObject({
      featuredImage: '/images/a.png',
    });
  });

  it('refuses a category that does not exist with 400', async () => {
    const { cookie } = await t.restLogin('admin');
    const response = await t.rest({
      method: 'POST',
      url: '/api/blog/posts',
      cookie,
      payload: postInput({ categoryId: 4242 }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'The chosen category does not exist',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers bad input with a 4xx JSON error', async () => {
    const { cookie } = await t.restLogin('admin');
    const category = await createCategory();
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/blog/posts',
      validBody: {
        ...postInput({ excerpt: 'An excerpt', featuredImage: 'https://example.com/a.png' }),
        categoryId: category.id,
      },
      optional: ['excerpt', 'featuredImage', 'categoryId', 'published'],
      cookie: () => cookie,
    });
  });
});

describe('PUT /api/blog/posts/{id}', () => {
  it('replaces the post, and moves publishedAt with the published flag', async () => {
    const { cookie } = await t.restLogin('admin');
    const post = await createPost();
    const category = await createCategory();
    const put = (published: boolean) =>
      t.rest({
        method: 'PUT',
        url: `/api/blog/posts/${post.id}`,
        cookie,
        payload: {
          ...postInput({ title: 'New title', slug: 'new-slug', categoryId: category.id }),
          published,
        },
      });
    const published = await put(true);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      id: post.id,
      title: 'New title',
      slug: 'new-slug',
      categoryId: category.id,
      published: true,
      publishedAt: expect.any(String),
    });
    const draft = await put(false);
    expect(draft.body).toMatchObject({ published: false, publishedAt: null });
  });

  it('answers 404 for a post that does not exist and 409 for a slug of another post', async () => {
    const { cookie } = await t.restLogin('admin');
    const missing = await t.rest({
      method: 'PUT',
      url: '/api/blog/posts/4242',
      cookie,
      payload: postInput(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Blog post not found', code: 'NOT_FOUND' });

    await createPost({ slug: 'first' });
    const second = await createPost({ slug: 'second' });
    const clash = await t.rest({
      method: 'PUT',
      url: `/api/blog/posts/${second.id}`,
      cookie,
      payload: postInput({ slug: 'first' }),
    });
    expect(clash.status).toBe(409);
    // Keeping its own slug is no clash.
    const same = await t.rest({
      method: 'PUT',
      url: `/api/blog/posts/${second.id}`,
      cookie,
      payload: postInput({ slug: 'second' }),
    });
    expect(same.status).toBe(200);
  });

  it('answers bad input with a 4xx JSON error', async () => {
    const { cookie } = await t.restLogin('admin');
    const post = await createPost();
    const category = await createCategory();
    await expectBadInputRejected(t, {
      method: 'PUT',
      url: `/api/blog/posts/${post.id}`,
      validBody: {
        ...postInput({ excerpt: 'An excerpt', featuredImage: 'https://example.com/a.png' }),
        categoryId: category.id,
      },
      optional: ['excerpt', 'featuredImage', 'categoryId', 'published'],
      cookie: () => cookie,
    });
  });
});

describe('publish, unpublish and delete', () => {
  it('toggles a post between draft and published, and is idempotent', async () => {
    const { cookie } = await t.restLogin('admin');
    const post = await createPost();
    const publish = () => t.rest({ method: 'POST', url: `/api/blog/posts/${post.id}/publish`, cookie });
    const first = await publish();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ published: true, publishedAt: expect.any(String) });
    const again = await publish();
    expect((again.body as BlogPostDto).publishedAt).toBe((first.body as BlogPostDto).publishedAt);

    const unpublished = await t.rest({ method: 'POST', url: `/api/blog/posts/${post.id}/unpublish`, cookie });
    expect(unpublished.body).toMatchObject({ published: false, publishedAt: null });
  });

  it('deletes a post, and answers 404 the second time', async () => {
    const { cookie } = await t.restLogin('admin');
    const post = await createPost();
    const remove = () => t.rest({ method: 'DELETE', url: `/api/blog/posts/${post.id}`, cookie });
    expect((await remove()).body).toEqual({ success: true });
    expect((await remove()).status).toBe(404);
    expect(await t.em.count(BlogPost, {})).toBe(0);
  });

  it('answers bad ids and bad bodies with a 4xx JSON error', async () => {
    const { cookie } = await t.restLogin('admin');
    const post = await createPost();
    for (const action of ['publish', 'unpublish']) {
      await expectBadInputRejected(t, {
        method: 'POST',
        url: `/api/blog/posts/${post.id}/${action}`,
        validBody: {},
        cookie: () => cookie,
      });
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', 'x'.repeat(5000)]) {
      for (const [method, url] of [
        ['DELETE', `/api/blog/posts/${id}`],
        ['POST', `/api/blog/posts/${id}/publish`],
        ['PUT', `/api/blog/posts/${id}`],
        ['DELETE', `/api/blog/categories/${id}`],
      ] as const) {
        const response = await t.rest({
          method,
          url,
          cookie,
          payload: method === 'PUT' ? postInput() : undefined,
        });
        expect(response.status, `${method} ${url.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${url.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });
});

// --- Reading ---------------------------------------------------------------------------------------------

describe('GET /api/blog/posts/published and GET /api/blog/posts', () => {
  it('lists published posts newest first for everyone, and every post for the admin', async () => {
    const older = await createPost({ published: true });
    await createPost({ published: false });
    const newer = await createPost({ published: true });
    // Published a moment later than `older`, whatever the clock's resolution.
    await t.em.nativeUpdate(BlogPost, { id: older.id }, { publishedAt: new Date(Date.now() - 60_000) });

    const published = await t.rest({ method: 'GET', url: '/api/blog/posts/published' });
    expect((published.body as BlogPostDto[]).map((post) => post.id)).toEqual([newer.id, older.id]);

    const { cookie } = await t.restLogin('admin');
    const all = await t.rest({ method: 'GET', url: '/api/blog/posts', cookie });
    expect(all.body).toHaveLength(3);
  });

  it('loads a list and its categories in one query, however many posts there are', async () => {
    const categories = await Promise.all(['A', 'B', 'C'].map((name) => createCategory(name)));
    for (let i = 0; i < 12; i += 1) {
      await createPost({ published: true, categoryId: categories[i % 3]!.id });
    }
    const em = t.em;
    const execute = vi.spyOn(em.getConnection(), 'execute');
    const posts = await blog.listPublishedPosts({ em });
    expect(posts).toHaveLength(12);
    expect(posts.every((post) => post.category?.name)).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);

    execute.mockClear();
    await blog.listAllPosts({ em: t.em.fork() });
    execute.mockRestore();
  });
});

describe('GET /api/blog/posts/slug/{slug}', () => {
  it('answers the post rendered to sanitised HTML, with up to 3 newer-first related posts', async () => {
    const seo = await createCategory('SEO');
    const other = await createCategory('Other');
    const post = await createPost({
      slug: 'the-post',
      categoryId: seo.id,
      published: true,
      content: '## Hello\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))',
    });
    const related = [];
    for (let i = 0; i < 4; i += 1) related.push(await createPost({ categoryId: seo.id, published: true }));
    await createPost({ categoryId: seo.id, published: false });
    await createPost({ categoryId: other.id, published: true });

    const response = await t.rest({ method: 'GET', url: '/api/blog/posts/slug/the-post' });
    expect(response.status).toBe(200);
    const page = response.body as BlogPostPage;
    expect(page.post).toMatchObject({ id: post.id, title: post.title, category: { name: 'SEO' } });
    expect(page.post.contentHtml).toContain('<h2>Hello</h2>');
    expect(page.post.contentHtml).toContain('&lt;script&gt;');
    expect(page.post.contentHtml).not.toMatch(/<script|href="javascript/i);
    expect(page.related).toHaveLength(3);
    expect(
      page.related.every((item) => item.categoryId === seo.id && item.published && item.id !== post.id),
    ).toBe(true);
  });

  it('answers 404 for a draft and for a slug that does not exist', async () => {
    await createPost({ slug: 'a-draft' });
    for (const slug of ['a-draft', 'no-such-post', 'x'.repeat(200)]) {
      const response = await t.rest({ method: 'GET', url: `/api/blog/posts/slug/${slug}` });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Blog post not found', code: 'NOT_FOUND' });
    }
    const tooLong = await t.rest({ method: 'GET', url: `/api/blog/posts/slug/${'x'.repeat(5000)}` });
    expect(tooLong.status).toBeGreaterThanOrEqual(400);
    expect(tooLong.status).toBeLessThan(500);
  });

  it('has no related posts for a post without a category', async () => {
    await createPost({ slug: 'lonely', published: true });
    await createPost({ published: true });
    const response = await t.rest({ method: 'GET', url: '/api/blog/posts/slug/lonely' });
    expect((response.body as BlogPostPage).related).toEqual([]);
  });
});

// --- Categories ------------------------------------------------------------------------------------------

describe('categories', () => {
  it('creates, lists by name, updates and deletes a category', async () => {
    const { cookie } = await t.restLogin('admin');
    const created = await t.rest({
      method: 'POST',
      url: '/api/blog/categories',
      cookie,
      payload: { name: 'Technology', slug: 'technology', description: 'Tech writing' },
    });
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Technology',
      slug: 'technology',
      description: 'Tech writing',
    });
    const id = (created.body as { id: number }).id;
    await createCategory('Apples');
    const list = await t.rest({ method: 'GET', url: '/api/blog/categories' });
    expect((list.body as { name: string }[]).map((category) => category.name)).toEqual([
      'Apples',
      'Technology',
    ]);

    const updated = await t.rest({
      method: 'PUT',
      url: `/api/blog/categories/${id}`,
      cookie,
      payload: { name: 'Tech', slug: 'tech', description: '' },
    });
    expect(updated.body).toEqual({ id, name: 'Tech', slug: 'tech', description: null });

    const removed = await t.rest({ method: 'DELETE', url: `/api/blog/categories/${id}`, cookie });
    expect(removed.body).toEqual({ success: true });
    const again = await t.rest({ method: 'DELETE', url: `/api/blog/categories/${id}`, cookie });
    expect(again.status).toBe(404);
  });

  it('refuses to delete a category that posts use, saying how many', async () => {
    const { cookie } = await t.restLogin('admin');
    const used = await createCategory('Used');
    for (let i = 0; i < 3; i += 1) await createPost({ categoryId: used.id, published: i === 0 });
    const response = await t.rest({ method: 'DELETE', url: `/api/blog/categories/${used.id}`, cookie });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'This category is used by 3 posts', code: 'CATEGORY_IN_USE' });

    const single = await createCategory('Single');
    await createPost({ categoryId: single.id });
    const one = await t.rest({ method: 'DELETE', url: `/api/blog/categories/${single.id}`, cookie });
    expect(one.body).toMatchObject({ message: 'This category is used by 1 post' });
  });

  it('refuses a slug that is taken and answers the messages of the form schema', async () => {
    const { cookie } = await t.restLogin('admin');
    await createCategory('Marketing', 'marketing');
    const clash = await t.rest({
      method: 'POST',
      url: '/api/blog/categories',
      cookie,
      payload: { name: 'Marketing again', slug: 'marketing' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ message: 'A category with this slug already exists', code: 'SLUG_TAKEN' });

    const invalid = await t.rest({
      method: 'POST',
      url: '/api/blog/categories',
      cookie,
      payload: { name: '', slug: 'Bad slug' },
    });
    expect(invalid.body).toMatchObject({
      issues: [
        { path: 'name', message: 'Category name is required' },
        { path: 'slug', message: 'Slug can only contain lowercase letters, numbers, and hyphens' },
      ],
    });
  });

  it('answers bad input with a 4xx JSON error', async () => {
    const { cookie } = await t.restLogin('admin');
    const category = await createCategory();
    const validBody = { name: 'Finance', slug: 'finance', description: 'Money matters' };
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/blog/categories',
      validBody,
      optional: ['description'],
      cookie: () => cookie,
    });
    await expectBadInputRejected(t, {
      method: 'PUT',
      url: `/api/blog/categories/${category.id}`,
      // Not the slug the POST above has just taken.
      validBody: { ...validBody, name: 'Finance news', slug: 'finance-news' },
      optional: ['description'],
      cookie: () => cookie,
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every blog call at its REST path', async () => {
    const { body } = await t.rest({ method: 'GET', url: '/api/openapi.json' });
    const paths = (body as { paths: Record<string, Record<string, unknown>> }).paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/blog/posts')).toEqual(['get', 'post']);
    expect(methods('/blog/posts/published')).toEqual(['get']);
    expect(methods('/blog/posts/slug/{slug}')).toEqual(['get']);
    expect(methods('/blog/posts/{id}')).toEqual(['delete', 'put']);
    expect(methods('/blog/posts/{id}/publish')).toEqual(['post']);
    expect(methods('/blog/posts/{id}/unpublish')).toEqual(['post']);
    expect(methods('/blog/categories')).toEqual(['get', 'post']);
    expect(methods('/blog/categories/{id}')).toEqual(['delete', 'put']);
  });
});
