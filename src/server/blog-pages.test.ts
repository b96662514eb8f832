import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PUBLIC_URL } from '../../test/helpers/test-app.ts';
import type { BlogPostInput } from '../shared/schemas/blog.ts';
import { escapeMarkup, injectPageMeta } from './blog-pages.ts';
import * as blog from './services/blog-service.ts';

// The page the server answers is the built index.html; its source has the same head.
const webRoot = mkdtempSync(path.join(tmpdir(), 'humanise-blog-pages-'));
copyFileSync(path.resolve(import.meta.dirname, '../web/index.html'), path.join(webRoot, 'index.html'));

const t = setupTestApp({ webRoot });

const HOSTILE_TITLE = `</title><script>alert("x")</script> & 'friends' $& $1`;

async function createPost(overrides: { slug: string; published: boolean } & Partial<BlogPostInput>) {
  const category = await blog.createCategory({
    em: t.em,
    input: { name: 'News & <Views>', slug: `news-${overrides.slug}`, description: null },
  });
  return blog.createPost({
    em: t.em,
    actor: null,
    input: {
      title: 'Why AI drafts need a human touch',
      content: '# Heading\n\nReaders **can tell** when nobody checked the text.',
      excerpt: null,
      featuredImage: null,
      categoryId: category.id,
      ...overrides,
    },
  });
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('GET /blog/{slug} as the server answers it', () => {
  it('carries the post’s title, description and Open Graph tags', async () => {
    await createPost({
      slug: 'human-touch',
      published: true,
      featuredImage: '/images/cover.png',
    });
    const response = await t.rest({
      method: 'GET',
      url: '/blog/human-touch',
      headers: { host: 'example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const head = headOf(String(response.body));
    expect(head).toContain('<title>Why AI drafts need a human touch | Humanise AI</title>');
    expect(head).toContain(
      '<meta name="description" content="Heading Readers can tell when nobody checked the text." />',
    );
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain(
      '<meta property="og:title" content="Why AI drafts need a human touch | Humanise AI" />',
    );
    expect(head).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}/blog/human-touch" />`);
    expect(head).toContain(`<meta property="og:image" content="${TEST_PUBLIC_URL}/images/cover.png" />`);
    expect(head).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/blog/human-touch" />`);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    // The page is still the web app.
    expect(String(response.body)).toContain('<div id="root"></div>');
  });

  it('prefers the excerpt as the description', async () => {
    await createPost({ slug: 'with-excerpt', published: true, excerpt: 'The short version.' });
    const response = await t.rest({ method: 'GET', url: '/blog/with-excerpt' });
    expect(String(response.body)).toContain('<meta name="description" content="The short version." />');
  });

  // Fastify's router refused a path parameter over 100 characters, and with it every post whose slug is longer
  // (slugs may have 200); app.ts raises the limit. (The helper's category slug adds a prefix, so not 200 here.)
  it('serves a post whose slug is longer than 100 characters', async () => {
    const slug = `a-${'long-'.repeat(37)}slug`;
    await createPost({ slug, published: true, title: 'A post with the longest slug' });
    const response = await t.rest({ method: 'GET', url: `/blog/${slug}` });
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('A post with the longest slug');
    const rest = await t.rest({ method: 'GET', url: `/api/blog/posts/slug/${slug}` });
    expect(rest.status).toBe(200);
  });

  it('escapes everything it injects', async () => {
    await createPost({
      slug: 'hostile',
      published: true,
      title: HOSTILE_TITLE,
      excerpt: '"><img src=x onerror=alert(1)>',
    });
    const head = headOf(String((await t.rest({ method: 'GET', url: '/blog/hostile' })).body));
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<img');
    expect(head).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39; $&amp; $1 | Humanise AI</title>',
    );
    expect(head).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('answers the plain web app, not to be indexed, for a slug that is not published', async () => {
    await createPost({ slug: 'a-draft', published: false, title: 'Secret draft' });
    for (const slug of ['a-draft', 'no-such-post', 'x'.repeat(100)]) {
      const response = await t.rest({ method: 'GET', url: `/blog/${slug}` });
      // The web app sends the visitor on to /blog.
      expect(response.status).toBe(200);
      const head = headOf(String(response.body));
      expect(head).toContain('<meta name="robots" content="noindex" />');
      expect(head).toContain('<title>Humanise AI</title>');
      expect(head).not.toContain('Secret draft');
    }
  });

  it('gives /blog its own title', async () => {
    const response = await t.rest({ method: 'GET', url: '/blog' });
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('<title>Blog | Humanise AI</title>');
    expect(String(response.body)).toContain('href="/blog/rss.xml"');
  });
});

describe('GET /blog/rss.xml', () => {
  it('lists published posts only, escaped', async () => {
    await createPost({ slug: 'published-one', published: true, title: 'Fish & <Chips>\u0001' });
    await createPost({ slug: 'draft-one', published: false });
    const response = await t.rest({ method: 'GET', url: '/blog/rss.xml', headers: { host: 'example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const xml = String(response.body);
    expect(xml).toContain('<title>Fish &amp; &lt;Chips&gt;</title>');
    expect(xml).toContain(`<link>${TEST_PUBLIC_URL}/blog/published-one</link>`);
    expect(xml).toContain('<category>News &amp; &lt;Views&gt;</category>');
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} [\d:]{8} GMT<\/pubDate>/);
    expect(xml).not.toContain('draft-one');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and the published posts', async () => {
    await createPost({ slug: 'in-the-map', published: true });
    await createPost({ slug: 'not-in-the-map', published: false });
    const response = await t.rest({ method: 'GET', url: '/sitemap.xml', headers: { host: 'example.com' } });
    expect(response.status).toBe(200);
    const xml = String(response.body);
    for (const pathname of [
      '/',
      '/pricing',
      '/blog',
      '/copywriters',
      '/humanise',
      '/terms',
      '/privacy',
      '/contact',
      '/blog/in-the-map',
    ]) {
      expect(xml).toContain(`<loc>${TEST_PUBLIC_URL}${pathname}</loc>`);
    }
    expect(xml).not.toContain('not-in-the-map');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });
});

describe('injectPageMeta', () => {
  it('replaces the title and description once and adds the tags to the head', () => {
    const html =
      '<html><head><meta name="description" content="old" /><title>Old</title></head><body></body></html>';
    const result = injectPageMeta(html, {
      title: 'New $& title',
      description: 'New description',
      url: 'https://example.com/blog/x',
      type: 'article',
    });
    expect(result).toContain('<title>New $&amp; title</title>');
    expect(result).toContain('<meta name="description" content="New description" />');
    expect(result).toMatch(
      /<meta property="og:url" content="https:\/\/example.com\/blog\/x" \/>\s*.*<\/head>/s,
    );
    expect(result).not.toContain('og:image');
  });

  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>\u0000\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
