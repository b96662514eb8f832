// Over 300 lines: one story of a key, from its making on /account to its refusal once revoked, suspended or
// over its rate, told against two instances sharing one database; split, each part would set them up again.
// API keys (docs/decisions/0047): made on /account by a signed-in owner, then used without a cookie as the
// owner, within the key's scopes and the owner's role; a revoked key, or a suspended owner's, is refused at once
// on every instance. Two apps on one database stand for two instances: nothing about a key is kept in memory.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { awayFromMinuteEdge } from '../../../test/helpers/rate-window.ts';
import { TEST_SETTINGS, testAppOptions } from '../../../test/helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { buildApp } from '../app.ts';
import type { User } from '../db/entities/user.ts';

let db: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;
const LIMIT = 5;

beforeAll(async () => {
  db = await createTestDatabase();
  first = await buildApp(testAppOptions(db));
  second = await buildApp(
    testAppOptions(db, { settings: { ...TEST_SETTINGS, apiKeyRequestsPerMinute: LIMIT } }),
  );
  await Promise.all([first.ready(), second.ready()]);
});
beforeEach(async () => db.reset());
afterAll(async () => {
  await first?.close();
  await second?.close();
  await db?.drop();
});

async function login(user: User): Promise<string> {
  const response = await first.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: DEFAULT_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = response.headers['set-cookie'];
  return String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
}

async function makeKey(cookie: string, scopes: string[], name = 'CI'): Promise<{ id: number; key: string }> {
  const response = await first.inject({
    method: 'POST',
    url: '/api/account/api-keys',
    headers: { cookie },
    payload: { name, scopes },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  it('is answered once, listed without the key, and used without a cookie as its owner', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const cookie = await login(owner);
    const created = await first.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { cookie },
      payload: { name: 'Zapier', scopes: ['jobs:read'] },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Zapier', scopes: ['jobs:read'], lastUsedAt: null });
    expect(body.key).toMatch(/^hk_live_[A-Za-z0-9_-]{43}$/);
    expect(body.key.startsWith(body.prefix)).toBe(true);
    expect(body.prefix).toHaveLength(12);

    const jobs = await second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(body.key) });
    expect(jobs.statusCode).toBe(200);

    const listed = await first.inject({ method: 'GET', url: '/api/account/api-keys', headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    const [row] = listed.json().apiKeys;
    expect(row).toMatchObject({ id: body.id, prefix: body.prefix });
    expect(row.key).toBeUndefined();
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(body.key);
    // Only the hash is kept.
    const [stored] = await db.orm.em.fork().execute('select * from api_keys where id = ?', [body.id]);
    expect(JSON.stringify(stored)).not.toContain(body.key);
    const [audit] = await db.orm.em
      .fork()
      .execute("select count(*)::int as n from audit_entries where action = 'api_key.created'");
    expect(audit?.n).toBe(1);
  });

  it('refuses a call beyond the scopes with INSUFFICIENT_SCOPE, and /api/account to every key', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const { key } = await makeKey(await login(owner), ['jobs:read']);
    const write = await first.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(key),
      payload: { content: 'x' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('INSUFFICIENT_SCOPE');
    for (const url of ['/api/account', '/api/account/api-keys']) {
      const response = await first.inject({ method: 'GET', url, headers: bearer(key) });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('INSUFFICIENT_SCOPE');
    }
  });

  it('manages webhook endpoints with the webhooks scope, and refuses them to a key without it', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const cookie = await login(owner);
    const jobsOnly = await makeKey(cookie, ['jobs:read', 'jobs:write']);
    const webhooks = await makeKey(cookie, ['webhooks']);
    const endpoint = { url: 'http://127.0.0.1:9/hooks', events: ['job.quoted'] };
    for (const request of [
      { method: 'GET' as const, url: '/api/account/webhooks' },
      { method: 'POST' as const, url: '/api/account/webhooks', payload: endpoint },
    ]) {
      const refused = await first.inject({ ...request, headers: bearer(jobsOnly.key) });
      expect(refused.statusCode, request.method).toBe(403);
      expect(refused.json().code).toBe('INSUFFICIENT_SCOPE');
    }
    const created = await first.inject({
      method: 'POST',
      url: '/api/account/webhooks',
      headers: bearer(webhooks.key),
      payload: endpoint,
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = await first.inject({
      method: 'GET',
      url: '/api/account/webhooks',
      headers: bearer(webhooks.key),
    });
    expect(list.json()).toMatchObject([{ id: created.json().id, url: endpoint.url }]);
  });

  it('refuses at creation a scope beyond the role, an unknown scope and a huge name with 400', async () => {
    const writer = await createUser(db.orm.em.fork(), { role: 'copywriter' });
    const cookie = await login(writer);
    for (const payload of [
      { name: 'Pay', scopes: ['payments:write'] },
      { name: 'Odd', scopes: ['admin'] },
      { name: 'x'.repeat(10_000), scopes: ['chat'] },
      { name: 'None', scopes: [] },
      { name: 'Twice', scopes: ['chat', 'chat'] },
      { scopes: ['chat'] },
    ]) {
      const response = await first.inject({
        method: 'POST',
        url: '/api/account/api-keys',
        headers: { cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    // A key cannot make keys.
    const { key } = await makeKey(cookie, ['chat']);
    const byKey = await first.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: bearer(key),
      payload: { name: 'More', scopes: ['chat'] },
    });
    expect(byKey.statusCode).toBe(403);
  });

  it('writes as its owner with jobs:write, through the same procedures as the web', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const { key } = await makeKey(await login(owner), ['jobs:read', 'jobs:write']);
    const submitted = await second.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(key),
      payload: {
        contentTopic: 'Remote work',
        aiContent: 'An AI draft about remote work, long enough to be checked by a person.',
        serviceType: 'rewrite',
        writingStyle: 'Professional',
      },
    });
    expect(submitted.statusCode).toBe(200);
    const [row] = await db.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from jobs where client_id = ?', [owner.id]);
    expect(row?.n).toBe(1);
  });

  it('answers 401 to an unknown key and a malformed header', async () => {
    for (const authorization of [
      'Bearer hk_live_nothing',
      'Bearer ',
      'Basic abc',
      'Bearer a b',
      'hk_live_x',
    ]) {
      const response = await first.inject({ method: 'GET', url: '/api/jobs', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses a revoked key at once on a second instance', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const cookie = await login(owner);
    const { id, key } = await makeKey(cookie, ['jobs:read']);
    expect((await second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(key) })).statusCode).toBe(
      200,
    );
    const revoked = await first.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${id}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(key) })).statusCode).toBe(
      401,
    );
    // Another's key, or one revoked already, is not found.
    const again = await first.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a suspended owner's key", async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const { key } = await makeKey(await login(owner), ['jobs:read']);
    const admin = await createUser(db.orm.em.fork(), { role: 'admin' });
    const suspended = await first.inject({
      method: 'POST',
      url: `/api/admin/users/${owner.id}/suspend`,
      headers: { cookie: await login(admin) },
      payload: { reason: 'Spam' },
    });
    expect(suspended.statusCode).toBe(200);
    expect((await second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(key) })).statusCode).toBe(
      401,
    );
  });

  it('answers 429 with Retry-After past the per-key limit', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const { key } = await makeKey(await login(owner), ['jobs:read']);
    await awayFromMinuteEdge();
    for (let i = 1; i <= LIMIT; i += 1) {
      const response = await second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(key) });
      expect(response.statusCode).toBe(200);
      expect(response.headers.ratelimit).toMatch(new RegExp(`^"key";r=${LIMIT - i};t=\\d+$`));
    }
    const over = await second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(key) });
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The IETF's RateLimit fields: the quota, nothing left, and the window's end in seconds.
    expect(over.headers['ratelimit-policy']).toBe(`"key";q=${LIMIT};w=60`);
    expect(over.headers.ratelimit).toMatch(/^"key";r=0;t=\d+$/);
  });

  it('counts each call of a /trpc batch against the limit', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const { key } = await makeKey(await login(owner), ['jobs:read']);
    await awayFromMinuteEdge();
    const batchOfThree = '/trpc/jobs.pending,jobs.pending,jobs.pending?batch=1&input={}';
    expect((await second.inject({ method: 'GET', url: batchOfThree, headers: bearer(key) })).statusCode).toBe(
      200,
    );
    // Three and three are past five.
    expect((await second.inject({ method: 'GET', url: batchOfThree, headers: bearer(key) })).statusCode).toBe(
      429,
    );
  });

  it("answers exactly the limit's requests of 20 made at once with one key, while a cookie's request answers", async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const cookie = await login(owner);
    const { key } = await makeKey(cookie, ['jobs:read']);
    await awayFromMinuteEdge();
    const byKey = Array.from({ length: 20 }, () =>
      second.inject({ method: 'GET', url: '/api/jobs', headers: bearer(key) }),
    );
    const byCookie = second.inject({ method: 'GET', url: '/api/jobs', headers: { cookie } });
    const statuses = (await Promise.all(byKey)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
    expect((await byCookie).statusCode).toBe(200);
  });

  it('needs no Origin check: a cross-site POST with a key and a cookie is signed in by the key', async () => {
    const owner = await createUser(db.orm.em.fork(), { role: 'client' });
    const cookie = await login(owner);
    const { key } = await makeKey(cookie, ['jobs:read']);
    const response = await first.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { ...bearer(key), cookie, origin: 'https://evil.example' },
      payload: { name: 'x', scopes: ['chat'] },
    });
    // Not CROSS_SITE_REQUEST: the key signs the request in, and a key may not make keys.
    expect(response.json().code).toBe('INSUFFICIENT_SCOPE');
  });
});
