// Integration tests run against a real PostgreSQL: a throwaway embedded cluster by default, or the server that
// TEST_DATABASE_URL names. Either way a migrated template database is made once; each test file clones it.
// TEST_POOLER_URL names a transaction-mode pooler in front of that server (PgBouncer, passing any database
// name through): the apps under test then reach their database through it, and the rest directly
// (test/helpers/test-database.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openOrm } from '../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { installQueueSchema } from '../src/server/queue/task-queue.ts';
import { TEMPLATE_DATABASE, withDatabase } from './helpers/database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    // '' when the tests run without a pooler.
    poolerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let dataDir: string | undefined;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-test-'));
    embedded = await startEmbeddedPostgres({
      dataDir,
      database: 'postgres',
      persistent: false,
      durable: false,
    });
    serverUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const orm = await openOrm(withDatabase(serverUrl, TEMPLATE_DATABASE));
  await orm.close();
  // The queue's own schema too, so that each test database cloned from the template starts with it.
  await installQueueSchema(withDatabase(serverUrl, TEMPLATE_DATABASE));

  const poolerUrl = process.env.TEST_POOLER_URL ?? '';
  if (poolerUrl) {
    // A pooler that cannot reach the server fails here, once, rather than in every test file. Not through the
    // template: a pooled connection to it would keep the test files from cloning it.
    const probe = new pg.Client({ connectionString: withDatabase(poolerUrl, 'postgres') });
    await probe.connect();
    await probe.query('select 1');
    await probe.end();
  }

  project.provide('serverUrl', serverUrl);
  project.provide('poolerUrl', poolerUrl);

  return async () => {
    const cleanup = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await cleanup.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
