// The HTTP app: /trpc for the web client, /api for integrations (the REST adapter), the health check, and the
// built web app with a history fallback so that a direct visit to any client route loads.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerBlogPages } from './blog-pages.ts';
import { httpErrorToApi } from './errors.ts';
import { restAdapter } from './rest-adapter.ts';
import { type AppRouter, appRouter } from './routers/_app.ts';
import { contextFactory, SESSION_COOKIE, type Services, type Settings } from './trpc/context.ts';

export interface AppOptions {
  orm: MikroORM;
  production: boolean;
  sessionSecret: string;
  settings: Settings;
  services: Services;
  trustedOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  webRoot?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

// DECISIONS.md "Accounts": a cookie-carrying mutation from another site is refused. A request with neither
// Origin nor Sec-Fetch-Site (an integration calling from its own server) passes.
export function isCrossSite(request: FastifyRequest, trustedOrigins: string[]): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (trustedOrigins.includes(origin)) return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: { level: options.logLevel },
    trustProxy: options.trustProxy,
    // Large enough that an oversized field reaches validation and gets a message naming the field.
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    jsonParser(request, body as string, done);
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const { status, body } = httpErrorToApi(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).type('application/json').send(body);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes and a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Blog posts' featured and inline images are https addresses on other hosts.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  // While stopping, a response to a request already in flight closes its connection, so that a kept-alive
  // socket does not hold the stop open until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSite(request, options.trustedOrigins)) {
      return reply
        .status(403)
        .send({ message: 'Cross-site requests are not allowed', code: 'CROSS_SITE_REQUEST' });
    }
  });

  const createContext = contextFactory({
    em: options.orm.em,
    settings: options.settings,
    services: options.services,
    sessionOptions: {
      cookieName: SESSION_COOKIE,
      password: options.sessionSecret,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: options.production, path: '/' },
    },
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await options.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', message: 'The database is unreachable', code: 'UNAVAILABLE' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(restAdapter, { createContext });

  await registerBlogPages(app, { orm: options.orm, webRoot: options.webRoot });
  await registerWebApp(app, options.webRoot);
  return app;
}

async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? await readFile(indexFile, 'utf8') : undefined;

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Built assets carry a content hash in their names, so they never change under the same URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/trpc');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
