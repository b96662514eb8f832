// The hot reads run as named prepared statements on the pool, answer what em.execute answers, are seen by
// the ORM's query log as every statement is, and inside a transaction read on the transaction's connection.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { User } from './entities/user.ts';
import { preparedRows } from './prepared-query.ts';

const t = setupTestApp();

describe('preparedRows', () => {
  it('runs a statement prepared under its name, with its values as parameters', async () => {
    const sql = `select name, statement from pg_prepared_statements
      where statement like '%pg_prepared_statements%' and ? = ?`;
    const rows = await preparedRows<{ name: string; statement: string }>(t.em, sql, ['a', 'a']);
    // The statement finds itself among its connection's prepared statements, under a name and with the
    // placeholders PostgreSQL numbers.
    expect(rows).toEqual([
      { name: expect.stringMatching(/^r_[0-9a-f]{20}$/), statement: expect.any(String) },
    ]);
    expect(rows[0]!.statement).toContain('$1 = $2');
  });

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
