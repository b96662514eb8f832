// The built web app (dist/web) as the server answers it: its assets with their precompressed copies, the public
// pages prerendered or rendered per request (docs/decisions/0009), the shells of the signed-in screens, and a
// history fallback so that a direct visit to any client route loads.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES } from '../shared/constants.ts';
import { registerBlogPages } from './blog-pages.ts';
import { AppError } from './errors.ts';
import { SESSION_COOKIE } from './http/session.ts';
import { readShellsWithPreloads } from './route-preloads.ts';
import {
  ACCOUNT_RENDERED_PATHS,
  accountRenderedPattern,
  createPageRenderer,
  languageOf,
  type PageRenderer,
  PRERENDERED_PATHS,
  prerenderedFile,
  SERVER_RENDERED_PATHS,
  sendHtml,
  sendRendered,
} from './web-pages.ts';

async function readWebTemplate(webRoot: string | undefined): Promise<string | undefined> {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  return indexFile && existsSync(indexFile) ? await readFile(indexFile, 'utf8') : undefined;
}

async function registerWebApp(app: FastifyInstance, webRoot: string | undefined, renderer?: PageRenderer) {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasApp = indexFile !== undefined && existsSync(indexFile);

  if (webRoot && hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // Every text file has a brotli and a gzip copy beside it (scripts/precompress.ts): the one the browser
      // accepts is sent, with Vary: Accept-Encoding, and the copies are no addresses of their own. The
      // prerendered pages are answered at their own addresses below.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'pages/**'],
      setHeaders(res, filePath) {
        // Built assets carry a content hash in their names, so they never change under the same URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (/\.html(\.br|\.gz)?$/.test(filePath)) {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });

    // docs/decisions/0009: the public pages without data as rendered at build time, in the reader's spelling.
    // An address with a query (/login?returnTo=...) may render differently, so it is rendered now instead.
    const prerendered = new Set(
      PRERENDERED_PATHS.flatMap((pathname) =>
        LANGUAGES.map((language) => prerenderedFile(pathname, language)),
      ),
    );
    for (const file of prerendered) if (!existsSync(path.join(webRoot, file))) prerendered.delete(file);
    for (const pathname of PRERENDERED_PATHS) {
      app.get(pathname, async (request, reply) => {
        const file = prerenderedFile(pathname, languageOf(request));
        if (!request.url.includes('?') && prerendered.has(file)) {
          return reply.header('Vary', 'Cookie').sendFile(file);
        }
        if (await sendRendered(request, reply, await renderer?.render(request))) return reply;
        return reply.sendFile('index.html');
      });
    }
    for (const pathname of SERVER_RENDERED_PATHS) {
      app.get(pathname, async (request, reply) => {
        if (await sendRendered(request, reply, await renderer?.render(request))) return reply;
        return reply.sendFile('index.html');
      });
    }
  }

  // The shell of a signed-in screen names its route's code, fetched beside the entry (src/server/route-preloads.ts).
  const template = hasApp ? await readWebTemplate(webRoot) : undefined;
  const shells = webRoot && template ? readShellsWithPreloads(webRoot, template) : undefined;
  const hasSessionCookie = (request: FastifyRequest) =>
    (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

  // docs/decisions/0013, 0043: with a session cookie, the screen comes rendered for its account, and asks for
  // its code once painted; without one, or when rendering fails, the shell that preloads that code, whose
  // guard then leads to login. A session the guard refuses (expired) is answered with the guard's redirect.
  if (template) {
    for (const pathname of ACCOUNT_RENDERED_PATHS) {
      app.get(pathname, async (request, reply) => {
        const signedIn = hasSessionCookie(request);
        const shell = shells?.get(pathname, signedIn) ?? template;
        if (signedIn && renderer) {
          let page = await renderer.render(request, {
            asAccount: true,
            codeAfterPaint: shells?.signedInFiles(pathname),
          });
          // The router leads on to another signed-in screen (/chat to its first conversation): that screen is
          // rendered and sent at once, and tells the browser its address, rather than a redirect costing a
          // round trip before anything paints; followed once only (docs/decisions/0043).
          const next = page?.kind === 'redirect' ? page.location : undefined;
          const nextPattern = next === undefined ? undefined : accountRenderedPattern(next);
          if (next !== undefined && nextPattern !== undefined) {
            const codeAfterPaint = shells?.signedInFiles(nextPattern);
            page = await renderer.render(request, { asAccount: true, codeAfterPaint, url: next });
          }
          if (await sendRendered(request, reply, page, { forAccount: true })) return reply;
        }
        return sendHtml(request, reply, shell, 200, { shared: true });
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/trpc');
    if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      const pathname = request.url.split('?')[0]!.replace(/(.)\/$/, '$1');
      const shell = shells?.get(pathname, hasSessionCookie(request));
      if (shell) return sendHtml(request, reply, shell, 200, { shared: true });
      return reply.sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });
}

/**
 * The web app and the blog's pages, with the renderer their pages share. Not encapsulated: its not-found handler
 * answers every address no route takes.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: { orm: MikroORM; webRoot?: string; publicUrl: string }) => {
    const template = await readWebTemplate(options.webRoot);
    const renderer =
      options.webRoot && template
        ? createPageRenderer(app, { webRoot: options.webRoot, template, publicUrl: options.publicUrl })
        : undefined;
    await registerBlogPages(app, { ...options, renderer });
    await registerWebApp(app, options.webRoot, renderer);
  },
  { name: 'web-app' },
);
