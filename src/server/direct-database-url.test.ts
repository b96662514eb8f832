// Behind a transaction-mode pooler, the ORM's queries go through DATABASE_URL while what needs a session of its
// own (the queue, the chat's LISTEN) goes through DATABASE_DIRECT_URL. The queue starts with the app, so an
// app whose direct URL leads nowhere does not start, although its ORM's URL works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppOptions } from '../../test/helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database.ts';
import { buildApp } from './app.ts';
import { freePort } from './db/embedded-postgres.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

function appWith(directDatabaseUrl: string | undefined) {
  return buildApp(
    testAppOptions(db, {
      mail: { smtpUrl: undefined, from: undefined, retryDelaySeconds: 1 },
      directDatabaseUrl,
    }),
  );
}

describe('DATABASE_DIRECT_URL', () => {
  it('carries the queue: an app whose direct URL leads nowhere does not start', async () => {
    const nowhere = `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`;
    await expect(appWith(nowhere)).rejects.toThrow();
  });

  it('is the ORM URL when unset', async () => {
    const app = await appWith(undefined);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
