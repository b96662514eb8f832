// Idempotency-Key on the POSTs under /api (docs/decisions/0050), against a real PostgreSQL. Two apps on one
// database stand for two instances: the key and its answer are kept in the database, not in a process.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { checkAnswersAgainstContract } from '../../../test/helpers/openapi-contract-check.ts';
import { testAppOptions } from '../../../test/helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { buildApp } from '../app.ts';
import { deleteExpiredIdempotencyKeys } from '../db/idempotency-keys.ts';

let db: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  first = await buildApp(testAppOptions(db));
  second = await buildApp(testAppOptions(db));
  await Promise.all([first.ready(), second.ready()]);
  // Every answer, the kept ones given again included, is checked against the OpenAPI document.
  checkAnswersAgainstContract(first);
  checkAnswersAgainstContract(second);
});
beforeEach(async () => db.reset());
afterAll(async () => {
  await first?.close();
  await second?.close();
  await db?.drop();
});

const SUBMISSION = {
  contentTopic: 'Remote work',
  aiContent: 'An AI draft about remote work, long enough to be checked by a person.',
  serviceType: 'rewrite',
  writingStyle: 'Professional',
};

async function loginAs(role: 'client' | 'copywriter' = 'client'): Promise<{ id: number; cookie: string }> {
  const user = await createUser(db.orm.em.fork(), { role });
  const response = await first.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: DEFAULT_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = response.headers['set-cookie'];
  return { id: user.id, cookie: String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]! };
}

function submit(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: object = SUBMISSION,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/jobs', headers, payload });
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.orm.em.fork().execute(`select count(*)::int as n from ${sql}`, params);
  return row?.n as number;
}

describe('Idempotency-Key', () => {
  it('answers the first answer again through another instance, and makes one job', async () => {
    const client = await loginAs();
    const headers = { cookie: client.cookie, 'idempotency-key': 'order-7f3a' };
    const once = await submit(first, headers);
    const again = await submit(second, headers);
    expect(once.statusCode).toBe(200);
    expect(again.statusCode).toBe(once.statusCode);
    expect(again.body).toBe(once.body);
    expect(once.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await count('jobs where client_id = ?', [client.id])).toBe(1);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(SUBMISSION).reverse());
    const third = await submit(first, headers, reordered);
    expect(third.body).toBe(once.body);
    expect(await count('jobs where client_id = ?', [client.id])).toBe(1);
  });

  it('refuses the key with another body (422) or on another path, and keeps the first answer', async () => {
    const client = await loginAs();
    const headers = { cookie: client.cookie, 'idempotency-key': 'k-1' };
    const once = await submit(first, headers);
    const other = await submit(second, headers, { ...SUBMISSION, contentTopic: 'Office work' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was used with another request: use a new key for a new request',
    });
    const elsewhere = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect((await submit(first, headers)).body).toBe(once.body);
    expect(await count('jobs where client_id = ?', [client.id])).toBe(1);
  });

  it('answers 409 while the first request with the key is still running, and runs it once', async () => {
    const client = await loginAs();
    const headers = { cookie: client.cookie, 'idempotency-key': 'slow-one' };
    // A lock that lets the first request read but not insert its job until the test lets go.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table jobs in share mode');
      const slow = submit(first, headers);
      // The first has taken the key once its row is there.
      for (let i = 0; i < 200 && (await count("idempotency_keys where state = 'running'")) === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const meanwhile = await submit(second, headers);
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json().code).toBe('IDEMPOTENCY_KEY_IN_USE');
      await holder.query('commit');
      const done = await slow;
      expect(done.statusCode).toBe(200);
      const after = await submit(second, headers);
      expect(after.body).toBe(done.body);
    } finally {
      await holder.end();
    }
    expect(await count('jobs where client_id = ?', [client.id])).toBe(1);
  });

  it('keeps the same key of two callers apart, and one owner’s key across the session and an API key', async () => {
    const one = await loginAs();
    const two = await loginAs();
    const a = await submit(first, { cookie: one.cookie, 'idempotency-key': 'shared' });
    const b = await submit(second, { cookie: two.cookie, 'idempotency-key': 'shared' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().id).not.toBe(b.json().id);
    expect(await count('jobs')).toBe(2);

    const made = await first.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { cookie: one.cookie },
      payload: { name: 'CI', scopes: ['jobs:write'] },
    });
    const bearer = `Bearer ${made.json().key}`;
    const byKey = await submit(second, { authorization: bearer, 'idempotency-key': 'shared' });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.body).toBe(a.body);
    expect(byKey.headers['idempotent-replayed']).toBe('true');
    expect(await count('jobs')).toBe(2);
  });

  it('does not show a key’s kept answer to an API key without the scope of the call', async () => {
    const client = await loginAs();
    await submit(first, { cookie: client.cookie, 'idempotency-key': 'scoped' });
    const made = await first.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { cookie: client.cookie },
      payload: { name: 'Reader', scopes: ['jobs:read'] },
    });
    const response = await submit(second, {
      authorization: `Bearer ${made.json().key}`,
      'idempotency-key': 'scoped',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('INSUFFICIENT_SCOPE');
  });

  it('is ignored on a GET, malformed or not', async () => {
    const client = await loginAs();
    for (const key of ['list-1', 'list-1', 'not valid']) {
      const response = await first.inject({
        method: 'GET',
        url: '/api/jobs',
        headers: { cookie: client.cookie, 'idempotency-key': key },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await count('idempotency_keys')).toBe(0);
  });

  it('refuses a malformed key with 400, and a key without a caller', async () => {
    const client = await loginAs();
    for (const key of ['', 'has space', 'x'.repeat(256), 'tab\tinside']) {
      const response = await submit(first, { cookie: client.cookie, 'idempotency-key': key });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toEqual({
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
      });
    }
    const longest = await submit(first, { cookie: client.cookie, 'idempotency-key': '~'.repeat(255) });
    expect(longest.statusCode).toBe(200);
    const anonymous = await submit(first, { 'idempotency-key': 'visitor-1' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().code).toBe('IDEMPOTENCY_KEY_WITHOUT_CALLER');
    expect(await count('jobs')).toBe(1);
  });

  it('keeps a refusal the caller would get again (a 400), and gives it again', async () => {
    const client = await loginAs();
    const headers = { cookie: client.cookie, 'idempotency-key': 'bad-input' };
    const refused = await submit(first, headers, { ...SUBMISSION, serviceType: 'juggle' });
    expect(refused.statusCode).toBe(400);
    const again = await submit(second, headers, { ...SUBMISSION, serviceType: 'juggle' });
    expect(again.body).toBe(refused.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count("idempotency_keys where state = 'done' and status = 400")).toBe(1);
  });

  it('lets a retry take over a running row whose instance stopped refreshing it a minute ago', async () => {
    const client = await loginAs();
    await db.orm.em.fork().execute(
      `insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at)
         values (?, 'crashed', ?, 'running', now() - interval '2 minutes', now() - interval '61 seconds')`,
      [client.id, 'f'.repeat(64)],
    );
    // An abandoned row of another request is still that request's key.
    expect((await submit(first, { cookie: client.cookie, 'idempotency-key': 'crashed' })).statusCode).toBe(
      422,
    );

    const headers = { cookie: client.cookie, 'idempotency-key': 'crashed-2' };
    const taken = await submit(first, headers);
    expect(taken.statusCode).toBe(200);
    await db.orm.em
      .fork()
      .execute(
        "update idempotency_keys set state = 'running', locked_at = now() - interval '61 seconds' where key = 'crashed-2'",
      );
    const retried = await submit(second, headers);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json().id).not.toBe(taken.json().id);
  });

  it('deletes the keys older than 24 hours, and answers an expired key as a new one', async () => {
    const client = await loginAs();
    const headers = { cookie: client.cookie, 'idempotency-key': 'yesterday' };
    await submit(first, headers);
    await submit(first, { ...headers, 'idempotency-key': 'today' });
    await db.orm.em
      .fork()
      .execute(
        "update idempotency_keys set created_at = now() - interval '25 hours' where key = 'yesterday'",
      );
    // Not yet swept: an expired key is a new one, whatever body it comes with.
    const fresh = await submit(second, headers, { ...SUBMISSION, contentTopic: 'Another topic' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    await db.orm.em
      .fork()
      .execute(
        "update idempotency_keys set created_at = now() - interval '25 hours' where key = 'yesterday'",
      );
    expect(await deleteExpiredIdempotencyKeys(db.orm.em.fork())).toBe(1);
    expect(await count('idempotency_keys')).toBe(1);
    expect(await count("idempotency_keys where key = 'today'")).toBe(1);
  });
});
