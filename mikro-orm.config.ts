// The ORM's configuration, shared by the server, the tests, the migration scripts and MikroORM's CLI. The
// connection URL comes from whoever starts the ORM: the embedded PostgreSQL, DATABASE_URL, or a test database.
import { DefaultLogger, type LoggerOptions } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { entities } from './src/server/db/entities/index-list.ts';
import { migrationsList } from './src/server/db/migrations/list.ts';
import { POOL_MAX } from './src/server/db/pool-size.ts';

// Sees every SQL statement the ORM sends: tests count them, the bench captures them for its baseline.
function queryListenerLogger(onQuery: (sql: string) => void) {
  return (options: LoggerOptions) =>
    new (class extends DefaultLogger {
      override logQuery(context: { query: string }) {
        onQuery(context.query);
      }
    })(options);
}

export function ormConfig(
  clientUrl: string,
  options: { debug?: boolean; onQuery?: (sql: string) => void } = {},
) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug: options.debug ?? false,
    ...(options.onQuery ? { loggerFactory: queryListenerLogger(options.onQuery) } : {}),
    // Measured on GET /api/jobs (50 jobs with quotes): loading relations by `where id in (...)` took a
    // third of the time of joining them, and keeps the statement count fixed all the same.
    loadStrategy: 'select-in',
    // The pool is shared by every request of this process, sized by the machine's cores (pool-size.ts).
    pool: { min: 0, max: POOL_MAX },
    migrations: {
      path: 'src/server/db/migrations',
      migrationsList,
      emit: 'ts',
      snapshot: false,
      silent: true,
    },
    // The metadata is defined in code, so there is nothing to discover from files or cache.
    discovery: { warnWhenNoEntities: true },
    metadataCache: { enabled: false },
  });
}

// For the CLI (`npm run migration:check`, `migration:up`, `migration:down`): the database that DATABASE_URL
// names, or else, as for `npm start`, the embedded PostgreSQL of DATA_DIR, which is started here and stopped
// when the CLI closes the ORM (so not while the server holds it). Both are read as the server reads them,
// .env included.
export default async function cliConfig() {
  const { loadEnvFile } = await import('./src/server/env.ts');
  loadEnvFile();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return ormConfig(databaseUrl);

  const { startEmbeddedPostgres } = await import('./src/server/db/embedded-postgres.ts');
  const embedded = await startEmbeddedPostgres({
    dataDir: process.env.DATA_DIR || '.data',
    database: 'humanise',
  });
  class EmbeddedPostgreSqlDriver extends PostgreSqlDriver {
    override async close(force?: boolean) {
      await super.close(force);
      await embedded.stop();
    }
  }
  return { ...ormConfig(embedded.url), driver: EmbeddedPostgreSqlDriver };
}
