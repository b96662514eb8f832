// What the blog looks like to a visitor who is not a browser running our JavaScript: a shared link's preview
// and a search engine read the <title>, the meta description and the Open Graph tags of the HTML the server
// answers, so a direct visit to /blog/{slug} gets the page (rendered with the post where the web app's
// renderer is built, docs/decisions/0009) with the post's own. Also the RSS feed of published posts and the
// sitemap of the public pages.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markdownToPlainText } from '../shared/domain/markdown.ts';
import { excerpt } from '../shared/domain/text.ts';
import type { BlogPost } from '../shared/schemas/blog.ts';
import { findPublishedPost, listPublishedPosts, toPostDto } from './services/blog-service.ts';
import { type PageRenderer, sendHtml, sendRendered } from './web-pages.ts';

const SITE_NAME = 'Humanise AI';
const BLOG_DESCRIPTION =
  'Articles from Humanise AI on making AI-generated content accurate, original and unmistakably human.';
const FEED_SIZE = 50;
// The public pages a search engine may list, besides the posts.
const PUBLIC_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/copywriters',
  '/humanise',
  '/terms',
  '/privacy',
  '/contact',
];

// XML 1.0 cannot carry most control characters at all, escaped or not: they are dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

/** Escapes text for an HTML or XML text node or a double- or single-quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text
    .replace(INVALID_XML_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'article';
  image?: string;
  publishedTime?: string;
}

/**
 * The built index.html with the page's title, description, canonical link and Open Graph tags. Every value
 * is escaped, so a post title such as `</title><script>` stays text.
 */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const title = escapeMarkup(meta.title);
  const description = escapeMarkup(meta.description);
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(meta.url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(`${SITE_NAME} Blog`)}" href="/blog/rss.xml" />`,
    `<meta property="og:site_name" content="${escapeMarkup(SITE_NAME)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeMarkup(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeMarkup(meta.image)}" />`] : []),
    ...(meta.publishedTime
      ? [`<meta property="article:published_time" content="${escapeMarkup(meta.publishedTime)}" />`]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  // Replacement functions, not strings: a "$&" in a title must not be read as a pattern.
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

function absolute(origin: string, url: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

export function postDescription(post: Pick<BlogPost, 'excerpt' | 'content'>): string {
  return post.excerpt?.trim() || excerpt(markdownToPlainText(post.content));
}

export function rssFeed(origin: string, posts: BlogPost[]): string {
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      ...(post.publishedAt ? [`      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`] : []),
      ...(post.category ? [`      <category>${escapeMarkup(post.category.name)}</category>`] : []),
      `      <description>${escapeMarkup(postDescription(post))}</description>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = posts[0]?.publishedAt ? new Date(posts[0].publishedAt).toUTCString() : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeMarkup(`${SITE_NAME} Blog`)}</title>`,
    `    <link>${escapeMarkup(`${origin}/blog`)}</link>`,
    `    <description>${escapeMarkup(BLOG_DESCRIPTION)}</description>`,
    '    <language>en-gb</language>',
    `    <atom:link href="${escapeMarkup(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(lastBuild ? [`    <lastBuildDate>${lastBuild}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function sitemap(origin: string, posts: BlogPost[]): string {
  const entry = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((pathname) => entry(`${origin}${pathname}`)),
    ...posts.map((post) => entry(`${origin}/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export async function registerBlogPages(
  app: FastifyInstance,
  options: { orm: MikroORM; webRoot?: string; publicUrl: string; renderer?: PageRenderer },
) {
  const em = () => options.orm.em.fork();
  // Canonical, Open Graph and feed links are absolute, as crawlers want them, on PUBLIC_URL: never on the Host
  // header, which the caller writes (a forged one would have the pages name another site as their own).
  const origin = new URL(options.publicUrl).origin;

  app.get('/blog/rss.xml', async (_request, reply) => {
    const posts = await listPublishedPosts({ em: em(), limit: FEED_SIZE });
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(rssFeed(origin, posts));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const posts = await listPublishedPosts({ em: em() });
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(sitemap(origin, posts));
  });

  const indexFile = options.webRoot ? path.join(options.webRoot, 'index.html') : undefined;
  // Without a built web app there is no page to put the tags into; the app's not-found handler answers.
  if (!indexFile || !existsSync(indexFile)) return;
  const indexHtml = await readFile(indexFile, 'utf8');
  const notIndexed = indexHtml.replace(
    /<\/head>/i,
    () => '    <meta name="robots" content="noindex" />\n  </head>',
  );

  // docs/decisions/0009: the page comes rendered with its posts when the web app's renderer is built; the
  // plain app shell (which then asks the API itself) otherwise, or when rendering fails. Either way with the
  // page's own tags.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, meta: PageMeta) => {
    const page = await options.renderer?.render(request);
    if (page?.kind === 'redirect') return sendRendered(request, reply, page);
    return sendHtml(request, reply, injectPageMeta(page?.html ?? indexHtml, meta), page?.status);
  };

  app.get('/blog', async (request, reply) =>
    sendPage(request, reply, {
      title: `Blog | ${SITE_NAME}`,
      description: BLOG_DESCRIPTION,
      url: `${origin}/blog`,
      type: 'website',
    }),
  );

  app.get<{ Params: { slug: string } }>('/blog/:slug', async (request, reply) => {
    const { slug } = request.params;
    let post: BlogPost | undefined;
    try {
      const found = slug.length <= 200 ? await findPublishedPost({ em: em(), slug }) : null;
      post = found ? toPostDto(found) : undefined;
    } catch (error) {
      // The page still loads without its tags; the web app then asks the API itself.
      request.log.error({ err: error }, 'could not read the post for its meta tags');
      return sendHtml(request, reply, indexHtml);
    }
    // A slug that is not published leads to the blog (docs/product.md "Blog"). The web app makes that move,
    // as it does for every client route; search engines are told not to keep the address.
    if (!post) return sendHtml(request, reply, notIndexed);
    return sendPage(request, reply, {
      title: `${post.title} | ${SITE_NAME}`,
      description: postDescription(post),
      url: `${origin}/blog/${encodeURIComponent(post.slug)}`,
      type: 'article',
      image: post.featuredImage ? absolute(origin, post.featuredImage) : undefined,
      publishedTime: post.publishedAt ?? undefined,
    });
  });
}
