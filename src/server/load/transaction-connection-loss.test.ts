// A transaction whose connection dies at BEGIN, COMMIT or ROLLBACK (the database stopped or restarted under it)
// must give its pooled connection back. Kysely up to 0.29.6, under MikroORM, kept it checked out for ever: a
// few such losses during a PostgreSQL restart left every connection of the pool held, and the server answered
// nothing again, even after the database was back (kysely-org/kysely#1990; package.json pins kysely 0.29.9 through
// "overrides"). With a pool of one connection, one leak is enough to make the next transaction wait for ever.
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../../mikro-orm.config.ts';
import { type PostgresRelay, startPostgresRelay } from '../../../test/helpers/load/postgres-relay.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

let db: TestDatabase;
let relay: PostgresRelay;
let orm: MikroORM;

beforeAll(async () => {
  db = await createTestDatabase();
  relay = await startPostgresRelay(db.url);
  orm = await MikroORM.init({ ...ormConfig(relay.url), pool: { min: 0, max: 1 } });
});

afterAll(async () => {
  await orm?.close();
  await relay?.close();
  await db?.drop();
});

// A leaked connection shows as a transaction that never starts; the limit turns that into a failure with a name.
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no pooled connection within ${ms} ms: one was leaked`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const aTransaction = () =>
  within(
    10_000,
    orm.em.fork().transactional((em) => em.execute('select 1 as one')),
  );

describe('a transaction whose connection is lost', () => {
  it.each([
    ['begin', async () => {}],
    ['commit', async () => {}],
    [
      'rollback',
      async () => {
        throw new Error('the work failed');
      },
    ],
  ])('gives the connection back when %s fails', async (statement, work) => {
    relay.cutAt(statement);
    await expect(within(10_000, orm.em.fork().transactional(work))).rejects.toThrow();
    relay.cutAt(undefined);
    expect(await aTransaction()).toEqual([{ one: 1 }]);
  });
});
