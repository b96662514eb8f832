// The HTTP app: /trpc for the web client, /api for integrations (the REST adapter), the health check, and the
// built web app with a history fallback so that a direct visit to any client route loads (web-app-routes.ts).
// Each concern is a Fastify plugin; the order below is the order requests meet them.
import type { MikroORM } from '@mikro-orm/postgresql';
import Fastify from 'fastify';
import { liveBusPlugin, taskQueuePlugin } from './app-services.ts';
import type { MailSettings } from './email/mailer.ts';
import { unsubscribeRoute } from './email/unsubscribe-route.ts';
import { accountExportRoute } from './http/account-export-route.ts';
import { apiAdmission } from './http/admission.ts';
import { closing } from './http/closing.ts';
import { crossSiteGuard } from './http/cross-site.ts';
import { earningsCsvRoute } from './http/earnings-csv-route.ts';
import { errorReplies } from './http/error-replies.ts';
import { healthRoute } from './http/health-route.ts';
import { jsonBody } from './http/json-depth.ts';
import { servicesOffTurn } from './http/off-turn-services.ts';
import { securityHeaders } from './http/security-headers.ts';
import { type HttpTimeouts, serverOptions } from './http/server-options.ts';
import { SESSION_COOKIE } from './http/session.ts';
import { trpcRoute } from './http/trpc-route.ts';
import { metrics } from './metrics/metrics.ts';
import { paymentWebhook } from './payments/webhook-route.ts';
import { restAdapter } from './rest-adapter.ts';
import { appRouter } from './routers/_app.ts';
import { contextFactory, type Services, type Settings } from './trpc/context.ts';
import { subscriptionPaths } from './trpc/subscription-paths.ts';
import { webApp } from './web-app-routes.ts';

export interface AppOptions {
  orm: MikroORM;
  production: boolean;
  sessionSecret: string;
  settings: Settings;
  // The app starts its own live bus.
  services: Omit<Services, 'liveBus'>;
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

export async function buildApp(options: AppOptions) {
  const { orm, settings } = options;
  const app = Fastify(serverOptions(options));
  const directUrl = options.directDatabaseUrl ?? orm.config.get('clientUrl')!;

  // Every refusal below, and every route's, is answered by the one error handler.
  await app.register(errorReplies);
  await app.register(jsonBody);
  await app.register(securityHeaders, {
    production: options.production,
    stripe: options.services.gateway.name === 'stripe',
  });
  await app.register(closing);
  await app.register(liveBusPlugin, { orm, databaseUrl: directUrl });
  await app.register(taskQueuePlugin, {
    orm,
    databaseUrl: directUrl,
    settings,
    mail: options.mail,
    gateway: options.services.gateway,
  });
  // As many API requests under way as the database pool has connections; a request's recorded time includes
  // its wait.
  await app.register(apiAdmission, {
    concurrency: orm.config.get('pool')?.max ?? DEFAULT_POOL_MAX,
    maxWaiting: MAX_WAITING_REQUESTS,
    streamPaths: subscriptionPaths(appRouter, '/trpc'),
  });
  // Before any route, so that each is labelled as it is registered.
  await app.register(metrics, {
    orm,
    token: options.metricsToken,
    liveStreams: () => app.liveBus.subscriberCount,
    apiRequests: () => app.admission,
  });
  await app.register(crossSiteGuard, {
    trustedOrigins: options.trustedOrigins,
    publicUrl: settings.publicUrl,
  });

  const createContext = contextFactory({
    em: orm.em,
    settings,
    servicesOf: servicesOffTurn({ ...options.services, liveBus: app.liveBus }),
    sessionOptions: {
      cookieName: SESSION_COOKIE,
      password: options.sessionSecret,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: { httpOnly: true, sameSite: 'lax', secure: options.production, path: '/' },
    },
  });
  await app.register(healthRoute, { databaseUrl: orm.config.get('clientUrl')! });
  await app.register(trpcRoute, { createContext });
  // Before the REST adapter: the webhook reads its body raw, to check Stripe's signature over the exact bytes.
  await app.register(paymentWebhook, { orm, gateway: options.services.gateway });
  await app.register(unsubscribeRoute, { orm, linkSecret: settings.linkSecret });
  await app.register(accountExportRoute, { createContext });
  await app.register(earningsCsvRoute, { createContext });
  await app.register(restAdapter, { createContext });
  await app.register(webApp, { orm, webRoot: options.webRoot, publicUrl: settings.publicUrl });
  return app;
}
