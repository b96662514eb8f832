// The HTTP app: /trpc for the web client, /api for integrations (the REST adapter), the health check, and the
// built web app with a history fallback so that a direct visit to any client route loads (web-app-routes.ts).
import type { MikroORM } from '@mikro-orm/postgresql';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import Fastify from 'fastify';
import helmet from 'helmet';
import { CHAT_LIMITS } from '../shared/schemas/chat.ts';
import { registerBlogPages } from './blog-pages.ts';
import { type ChatBus, createChatBus } from './chat/message-bus.ts';
import { databaseHealth } from './db/database-health.ts';
import { createMailer, type MailSettings } from './email/mailer.ts';
import { registerUnsubscribeRoute } from './email/unsubscribe-route.ts';
import { causeToLog, responseMetaOf } from './errors.ts';
import { registerAdmission } from './http/admission.ts';
import { isCrossSite } from './http/cross-site.ts';
import { errorReplies } from './http/error-replies.ts';
import { nestsDeeperThan } from './http/json-depth.ts';
import { type HttpTimeouts, serverOptions } from './http/server-options.ts';
import { SESSION_COOKIE } from './http/session.ts';
import { registerMetrics } from './metrics/metrics.ts';
import { registerPaymentWebhook } from './payments/webhook-route.ts';
import { type JobQueue, startJobQueue } from './queue/job-queue.ts';
import { restAdapter } from './rest-adapter.ts';
import { type AppRouter, appRouter } from './routers/_app.ts';
import { type Delivery, loadDeliveries, messageIdsAfter, newestMessageId } from './services/chat-stream.ts';
import { contextFactory, type Services, type Settings } from './trpc/context.ts';
import { subscriptionPaths } from './trpc/subscription-paths.ts';
import { readWebTemplate, registerWebApp } from './web-app-routes.ts';
import { createPageRenderer } from './web-pages.ts';

export interface AppOptions {
  orm: MikroORM;
  production: boolean;
  sessionSecret: string;
  settings: Settings;
  // The app starts its own chat bus.
  services: Omit<Services, 'chatBus'>;
  trustedOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  // Where the log lines go; standard output unless given (a test reads them).
  logStream?: { write(line: string): void };
  webRoot?: string;
  mail: MailSettings & { retryDelaySeconds: number };
  // The session-mode URL for LISTEN and the queue, when the ORM's goes through a transaction-mode pooler.
  directDatabaseUrl?: string;
  // METRICS_TOKEN: lets a scraper on another machine read /metrics.
  metricsToken?: string;
  // The HTTP server's timeouts, when not http/server-options.ts's (a test shortens them).
  timeouts?: Partial<HttpTimeouts>;
}

const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

// The pool's size when the configuration leaves it to the driver (node-postgres's default).
const DEFAULT_POOL_MAX = 10;
// More than a browser's worth of requests for each of hundreds of visitors at once.
const MAX_WAITING_REQUESTS = 2000;

const API_PATH = /^\/(api|trpc)(\/|\?|$)/;

export async function buildApp(options: AppOptions) {
  // Stripe Elements runs Stripe.js from Stripe's servers in frames of its own (docs/decisions/0005).
  const stripe = options.services.gateway.name === 'stripe';
  const app = Fastify(
    serverOptions({
      logLevel: options.logLevel,
      logStream: options.logStream,
      trustProxy: options.trustProxy,
      timeouts: options.timeouts,
    }),
  );
  await app.register(errorReplies);

  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    if (nestsDeeperThan(body as string)) {
      return done(
        Object.assign(new Error('The request body is nested too deeply'), { statusCode: 400 }),
        undefined,
      );
    }
    jsonParser(request, body as string, done);
  });

  // Built once: @fastify/helmet built these headers, the policy parsed again, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and the Payment Element's frames, which Stripe also serves from js.stripe.com's subdomains.
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
        // Mantine writes style attributes and a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Blog posts' featured and inline images are https addresses on other hosts.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: stripe
          ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
          : ["'self'"],
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  // While stopping, a response to a request already in flight closes its connection, so that a kept-alive
  // socket does not hold the stop open until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  // One LISTEN connection per app, opened when the first chat stream does. Its streams end first when the app
  // stops: an open stream is a request that never finishes, and would hold the stop open.
  const directUrl = options.directDatabaseUrl ?? options.orm.config.get('clientUrl')!;
  const chatBus = createChatBus<Delivery>({
    databaseUrl: directUrl,
    maxStreamsPerUser: CHAT_LIMITS.streamsPerUser,
    load: (ids) => loadDeliveries(options.orm.em.fork(), ids),
    newestMessageId: () => newestMessageId(options.orm.em.fork()),
    messageIdsAfter: (id, limit) => messageIdsAfter(options.orm.em.fork(), id, limit),
    log: app.log,
  });
  app.decorate('chatBus', chatBus);
  app.addHook('preClose', async () => {
    await chatBus.close();
  });

  // The queue starts with the app and stops after the last request, letting the emails being sent finish.
  const queue = await startJobQueue({
    databaseUrl: directUrl,
    orm: options.orm,
    mailer: createMailer(options.mail, new URL(options.settings.publicUrl).hostname),
    publicUrl: options.settings.publicUrl,
    linkSecret: options.settings.linkSecret,
    retryDelaySeconds: options.mail.retryDelaySeconds,
    log: app.log,
  });
  app.decorate('queue', queue);
  app.addHook('onClose', async () => {
    await queue.stop();
  });
  // As many API requests under way as the database pool has connections; a request's recorded time includes
  // its wait.
  const admission = registerAdmission(app, {
    concurrency: options.orm.config.get('pool')?.max ?? DEFAULT_POOL_MAX,
    maxWaiting: MAX_WAITING_REQUESTS,
    streamPaths: subscriptionPaths(appRouter, '/trpc'),
  });
  // Before any route, so that each is labelled as it is registered.
  registerMetrics(app, {
    orm: options.orm,
    token: options.metricsToken,
    liveStreams: () => chatBus.subscriberCount,
    apiRequests: () => admission,
  });

  app.addHook('onRequest', async (request, reply) => {
    // What the API answers is one caller's (their account, their jobs, their errors): no cache may keep it.
    if (API_PATH.test(request.url)) reply.header('Cache-Control', 'no-store');
    if (isCrossSite(request, options.trustedOrigins, options.settings.publicUrl)) {
      return reply
        .status(403)
        .send({ message: 'Cross-site requests are not allowed', code: 'CROSS_SITE_REQUEST' });
    }
  });

  const createContext = contextFactory({
    em: options.orm.em,
    settings: options.settings,
    services: { ...options.services, chatBus },
    sessionOptions: {
      cookieName: SESSION_COOKIE,
      password: options.sessionSecret,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: options.production, path: '/' },
    },
  });

  const health = databaseHealth(options.orm.config.get('clientUrl')!);
  app.addHook('onClose', () => health.close());
  app.get('/api/health', async (_request, reply) => {
    if (await health.check()) return { status: 'ok' };
    return reply
      .status(503)
      .send({ status: 'unavailable', message: 'The database is unreachable', code: 'UNAVAILABLE' });
  });

  // No procedure takes a form: tRPC would hand its body on unread, and the request would take its turn while
  // the body still arrives (http/admission.ts waits for the body, which a JSON one has by then).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/trpc/') && request.headers['content-type']?.startsWith('multipart/')) {
      throw Object.assign(new Error('Send the request body as application/json'), {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      });
    }
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      responseMeta: ({ errors }) => responseMetaOf(errors),
      onError({ error, path, req }) {
        if (getHTTPStatusCodeFromError(error) >= 500) {
          req.log.error({ err: causeToLog(error), path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // Before the REST adapter: the webhook reads its body raw, to check Stripe's signature over the exact bytes.
  await registerPaymentWebhook(app, { orm: options.orm, gateway: options.services.gateway });
  await registerUnsubscribeRoute(app, { orm: options.orm, linkSecret: options.settings.linkSecret });
  await app.register(restAdapter, { createContext });

  const template = await readWebTemplate(options.webRoot);
  const renderer =
    options.webRoot && template
      ? createPageRenderer(app, {
          webRoot: options.webRoot,
          template,
          publicUrl: options.settings.publicUrl,
        })
      : undefined;
  await registerBlogPages(app, {
    orm: options.orm,
    webRoot: options.webRoot,
    publicUrl: options.settings.publicUrl,
    renderer,
  });
  await registerWebApp(app, options.webRoot, renderer);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatBus: ChatBus<Delivery>;
    queue: JobQueue;
  }
}
