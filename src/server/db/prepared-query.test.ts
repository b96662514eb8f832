// The hot reads run as named prepared statements on a pool known to reach PostgreSQL itself, and unnamed where
// DATABASE_URL may be a transaction-mode pooler (docs/decisions/0024). Either way they answer what em.execute
// answers, are seen by the ORM's query log as every statement is, and inside a transaction read on the
// transaction's connection.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { withDatabase } from '../../../test/helpers/database-url.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { type Database, openDatabase } from './database.ts';
import { User } from './entities/user.ts';
import { preparedRows } from './prepared-query.ts';

const t = setupTestApp();

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

// The test database, opened as the server opens DATABASE_URL (and DATABASE_DIRECT_URL, if given).
async function openAsServer(databaseUrl: string, directDatabaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, directDatabaseUrl, dataDir: 'unused', log: () => {} });
  opened.push(database);
  return database.orm.em.fork();
}

// The statement finds itself among its connection's named prepared statements, if it is one.
const FINDS_ITSELF = `select name, statement from pg_prepared_statements
  where statement like '%pg_prepared_statements%' and ? = ?`;

describe('preparedRows', () => {
  it('runs a statement prepared under its name, with its values as parameters, on the database itself', async () => {
    const em = await openAsServer(t.databaseUrl, undefined);
    const rows = await preparedRows<{ name: string; statement: string }>(em, FINDS_ITSELF, ['a', 'a']);
    // Under a name, and with the placeholders PostgreSQL numbers.
    expect(rows).toEqual([
      { name: expect.stringMatching(/^r_[0-9a-f]{20}$/), statement: expect.any(String) },
    ]);
    expect(rows[0]!.statement).toContain('$1 = $2');
  });

  it('names no statement when DATABASE_DIRECT_URL is set, since DATABASE_URL may then be a pooler', async () => {
    const em = await openAsServer(t.databaseUrl, t.databaseUrl);
    const rows = await preparedRows<{ name: string }>(em, FINDS_ITSELF, ['a', 'a']);
    expect(rows).toEqual([]);
    // Its values are parameters all the same.
    expect(await preparedRows(em, 'select ?::int + ?::int as sum', [2, 3])).toEqual([{ sum: 5 }]);
  });

  // Debian's PgBouncer (1.18) hands each transaction whichever server connection is free: a statement named on
  // one was missing ("does not exist") or there twice ("already exists") on the next.
  it.skipIf(!inject('poolerUrl'))(
    'answers through a transaction-mode pooler, many statements at once',
    async () => {
      const pooled = withDatabase(inject('poolerUrl'), new URL(t.databaseUrl).pathname.slice(1));
      const em = await openAsServer(pooled, t.databaseUrl);
      const sums = Array.from({ length: 12 }, (_, n) => `select ?::int + ${n} as sum`);
      for (let round = 0; round < 5; round += 1) {
        const answers = await Promise.all(
          sums.flatMap((sql) => [1, 2, 3].map((value) => preparedRows<{ sum: number }>(em, sql, [value]))),
        );
        expect(answers.flat()).toHaveLength(36);
      }
    },
  );

  it('answers the rows em.execute answers, and is logged as the ORM logs a statement', async () => {
    const user = await createUser(t.em, { name: 'Ada Prepared', role: 'client' });
    const sql = 'select id, name, created_at from users where id = ? and name like ?';
    const params = [user.id, 'Ada%'];
    const viaOrm = await t.em.execute(sql, params);
    let prepared: object[] = [];
    const logged = await t.statementsDuring(async () => {
      prepared = await preparedRows(t.em, sql, params);
    });
    expect(prepared).toEqual(viaOrm);
    expect(prepared).toHaveLength(1);
    expect(logged).toEqual([sql]);
    // Once prepared, the same statement answers again on every connection, for other values.
    const again = await Promise.all(
      Array.from({ length: 12 }, () => preparedRows(t.em, sql, [user.id, 'Nobody%'])),
    );
    expect(again.every((rows) => rows.length === 0)).toBe(true);
  });

  it('reads inside a transaction on its connection, seeing what the transaction wrote', async () => {
    const seen = await t.em.transactional(async (em) => {
      const user = em.create(User, {
        name: 'Uncommitted',
        email: 'uncommitted@example.com',
        passwordHash: 'x',
        role: 'client',
      });
      await em.flush();
      return preparedRows<{ name: string }>(em, 'select name from users where id = ?', [user.id]);
    });
    expect(seen).toEqual([{ name: 'Uncommitted' }]);
  });

  it('rejects a statement PostgreSQL refuses, as em.execute does', async () => {
    await expect(preparedRows(t.em, 'select nothing from nowhere where id = ?', [1])).rejects.toThrow(
      /nowhere/,
    );
  });
});
