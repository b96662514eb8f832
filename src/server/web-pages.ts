// The web app's pages as the server answers them (docs/decisions/0009). The public pages arrive with their
// content in the HTML: those without data as rendered at build time (scripts/prerender.ts), one file per
// spelling, and the home page (its writers), the blog and the copywriters' directory rendered here, per
// request, with their data, by the renderer `vite build --ssr` makes of the web app. The client's dashboard
// is rendered here too, for the account of the request (docs/decisions/0013). Every other address gets the
// plain app shell.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../shared/constants.ts';

type Renderer = typeof import('../web/entry-server.tsx');
type RouteAssets = import('../web/entry-server.tsx').RouteAssets;
export type RenderedPage = Awaited<ReturnType<Renderer['renderPage']>>;

/** The public pages that show no data, rendered at build time for each spelling. */
export const PRERENDERED_PATHS = ['/pricing', '/humanise', '/login', '/signup'] as const;

/**
 * The public pages (besides the blog's) rendered per request with their data: the home page shows the real
 * top-rated writers once there are three (docs/product.md "The home page"), the directory its listings, a
 * writer's profile its record and reviews (an unknown writer's page answers 404), and the terms, privacy and
 * contact pages the text an admin saved (docs/product.md "Site pages").
 */
export const SERVER_RENDERED_PATHS = [
  '/',
  '/copywriters',
  '/copywriters/:id',
  '/terms',
  '/privacy',
  '/contact',
] as const;

/**
 * The signed-in screens, rendered per request for the account whose session cookie the request carries
 * (docs/decisions/0013, 0043): every screen where people work paints its content from the first HTML.
 */
export const ACCOUNT_RENDERED_PATHS = [
  '/dashboard',
  '/jobs/:id',
  '/chat',
  '/chat/:id',
  '/account',
  '/apply-as-copywriter',
  '/payments',
  '/payments/:id',
  '/checkout',
  '/copywriter-dashboard',
  '/admin',
  '/admin/users/:id',
  '/blog-management',
] as const;

/**
 * The pattern of ACCOUNT_RENDERED_PATHS an address is served by (/chat/7 -> /chat/:id), or undefined for an
 * address outside them or on another origin.
 */
export function accountRenderedPattern(address: string): string | undefined {
  if (!address.startsWith('/') || address.startsWith('//')) return undefined;
  const segments = new URL(address, 'http://address.invalid').pathname.split('/');
  return ACCOUNT_RENDERED_PATHS.find((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
}

/** Where a prerendered page lies in the web root, e.g. pages/us/pricing.html. */
export function prerenderedFile(pathname: string, language: Language): string {
  const name = pathname === '/' ? 'index' : pathname.slice(1);
  return `pages/${language}/${name}.html`;
}

/** The server's renderer sits beside the web root: dist/ssr for dist/web. */
export function rendererFile(webRoot: string): string {
  return path.join(webRoot, '..', 'ssr', 'entry-server.js');
}

/** The spelling the reader chose, which the web app mirrors from browser storage into a cookie of the same name. */
export function languageOf(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_STORAGE_KEY}=([^;]*)`).exec(cookie);
  const value = match?.[1]?.trim();
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** Each route's style sheets in the browser's build, which scripts/prerender.ts lists beside the renderer. */
export function routeAssetsFile(webRoot: string): string {
  return path.join(webRoot, '..', 'ssr', 'route-assets.json');
}

export interface RenderOptions {
  /**
   * Render for the account of the request's session cookie, whose reads then carry that cookie; otherwise
   * for nobody in particular, with no cookie passed on.
   */
  asAccount?: boolean;
  /** The document the page goes into, when not the plain template (a shell that preloads the route's code). */
  template?: string;
  /** The route's code, which the page asks for once it is painted (docs/decisions/0043). */
  codeAfterPaint?: readonly string[];
  /**
   * The address to render, when not the request's: the one the router's redirect led to, which the page then
   * tells the browser to show (docs/decisions/0043).
   */
  url?: string;
}

export interface PageRenderer {
  /** The page at the request's address, or undefined when it could not be rendered (the shell then serves). */
  render(request: FastifyRequest, options?: RenderOptions): Promise<RenderedPage | undefined>;
}

// The cookie a render's reads carry: set around a render for an account only. Renders run concurrently, and
// the renderer's fetch is one for the process, so each render's cookie travels with its own async context.
const readsAs = new AsyncLocalStorage<{ cookie: string }>();

/**
 * The renderer of the built web app, loaded the first time a page needs it, or undefined without a build of
 * it. The loaders of the pages it renders read through this app's own request handler, as a visitor, with no
 * cookie passed on, unless the page is rendered for the request's account (RenderOptions.asAccount).
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: { webRoot: string; template: string; publicUrl: string },
): PageRenderer | undefined {
  // Pages are rendered for PUBLIC_URL's origin, never the Host header's, which the caller writes.
  const origin = new URL(options.publicUrl).origin;
  const file = rendererFile(options.webRoot);
  if (!existsSync(file)) return undefined;
  const assetsFile = routeAssetsFile(options.webRoot);
  const assets = existsSync(assetsFile)
    ? (JSON.parse(readFileSync(assetsFile, 'utf8')) as RouteAssets)
    : undefined;
  let loading: Promise<Renderer> | undefined;
  const load = () => {
    loading ??= (import(pathToFileURL(file).href) as Promise<Renderer>).then((renderer) => {
      renderer.sendReadsThrough(answerInside(app));
      return renderer;
    });
    return loading;
  };
  return {
    async render(request, { asAccount = false, template = options.template, codeAfterPaint, url } = {}) {
      try {
        const renderer = await load();
        const page = {
          url: url ?? request.url,
          ...(url !== undefined && url !== request.url ? { address: url } : {}),
          language: languageOf(request),
          origin,
          template,
          assets,
          asAccount,
          ...(codeAfterPaint?.length ? { codeAfterPaint: [...codeAfterPaint] } : {}),
        };
        const cookie = request.headers.cookie;
        return asAccount && cookie
          ? await readsAs.run({ cookie }, () => renderer.renderPage(page))
          : await renderer.renderPage({ ...page, asAccount: false });
      } catch (error) {
        // A read the server refused (a job or a conversation that is not there, or not this reader's) is the
        // page's own to show, in the browser: only a failure of ours is an error.
        const status = (error as { data?: { httpStatus?: unknown } } | undefined)?.data?.httpStatus;
        const refused = typeof status === 'number' && status >= 400 && status < 500;
        request.log[refused ? 'info' : 'error'](
          { err: error },
          'could not render the page; the app shell is sent instead',
        );
        return undefined;
      }
    },
  };
}

// fetch() for the renderer's reads, answered by app.inject: the same procedures, validation and errors as over
// HTTP, without a socket. Only the cookie of a render for an account is passed on, never one of the renderer's.
function answerInside(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://renderer.invalid');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      if (name !== 'cookie') headers[name] = value;
    });
    const account = readsAs.getStore();
    if (account) headers.cookie = account.cookie;
    const method = (init?.method ?? 'GET') as 'GET' | 'POST';
    const answer = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in: br where the client takes it, else gzip, else none. A q=0 refuses an encoding;
 * "*" stands for any not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses HTML made per request. Quality 5 brotli: most of the gain of 11 at a small part of its time. */
function compressHtml(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(html, { level: 6 });
}

// The compressed copies of the pages sent alike to many requests (the shells of the signed-in screens), made
// once each: compressing the copywriter's shell again on every visit was about 2 % of the server's time under
// `npm run bench -- copywriter-dashboards`. The shells are a fixed set of strings, so this stays small.
const sharedCopies = new Map<string, Partial<Record<Encoding, Promise<Buffer>>>>();

function sharedCopy(html: string, encoding: Encoding): Promise<Buffer> {
  let copies = sharedCopies.get(html);
  if (!copies) {
    copies = {};
    sharedCopies.set(html, copies);
  }
  const kept = copies;
  kept[encoding] ??= compressHtml(html, encoding).catch((error: unknown) => {
    delete kept[encoding];
    throw error;
  });
  return kept[encoding];
}

/**
 * An HTML page, compressed as the client accepts: one made for this request, or, `shared`, one of the fixed
 * pages sent alike to many requests, whose compressed copies are kept.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status = 200,
  { forAccount = false, shared = false } = {},
) {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // A page holding an account's data is for that browser alone, never for a shared cache.
    .header('Cache-Control', forAccount ? 'private, no-cache' : 'no-cache')
    // The page is in the reader's spelling (their cookie) and encoded as they accept.
    .header('Vary', 'Accept-Encoding, Cookie');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const body = await (shared ? sharedCopy(html, encoding) : compressHtml(html, encoding));
  return reply.header('Content-Encoding', encoding).send(body);
}

/** What the renderer answered, sent: a page, a redirect (an address the router writes another way), or nothing. */
export async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage | undefined,
  { forAccount = false } = {},
): Promise<boolean> {
  if (!page) return false;
  if (page.kind === 'redirect') {
    await reply.redirect(page.location, page.status);
    return true;
  }
  await sendHtml(request, reply, page.html, page.status, { forAccount });
  return true;
}
