import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helpers/test-app.ts';
import { POOL_MAX } from './db/pool-size.ts';

const webRoot = await mkdtemp(path.join(tmpdir(), 'humanise-web-'));
await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');

const t = setupTestApp({ webRoot });

describe('GET /api/health', () => {
  it('answers ok while the database is reachable', async () => {
    const response = await t.rest({ method: 'GET', url: '/api/health' });
    expect([response.status, response.body]).toEqual([200, { status: 'ok' }]);
  });

  it('answers at once while every connection of the pool is busy with requests', async () => {
    const busy = Array.from({ length: POOL_MAX }, () =>
      t.em.fork().getConnection().execute('select pg_sleep(3)'),
    );
    // Every pooled connection is taken before the check is asked.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const response = await t.rest({ method: 'GET', url: '/api/health' });
    const took = performance.now() - started;
    await Promise.all(busy);
    expect([response.status, response.body]).toEqual([200, { status: 'ok' }]);
    expect(took).toBeLessThan(1500);
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing, nosniff and a referrer policy, and no HSTS outside production', async () => {
    const { headers } = await t.rest({ method: 'GET', url: '/' });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-site protection', () => {
  const logout = (headers: Record<string, string>, cookie?: string) =>
    t.rest({ method: 'POST', url: '/api/auth/logout', headers, cookie });

  it('refuses a cookie-carrying mutation from another origin or marked cross-site', async () => {
    const { cookie } = await t.restLogin('client');
    const fromElsewhere = await logout({ origin: 'https://evil.example' }, cookie);
    expect([fromElsewhere.status, fromElsewhere.body]).toEqual([
      403,
      { message: 'Cross-site requests are not allowed', code: 'CROSS_SITE_REQUEST' },
    ]);
    expect((await logout({ 'sec-fetch-site': 'cross-site' }, cookie)).status).toBe(403);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).status).toBe(200);
  });

  it('lets the same origin and a server-side integration through', async () => {
    const { cookie } = await t.restLogin('client');
    expect((await logout({ origin: 'http://localhost:3000', host: 'localhost:3000' }, cookie)).status).toBe(
      200,
    );
    const second = await t.restLogin('client');
    expect((await logout({}, second.cookie)).status).toBe(200);
  });

  it('guards /trpc as well', async () => {
    const { cookie } = await t.restLogin('client');
    const response = await t.rest({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
      cookie,
    });
    expect(response.status).toBe(403);
  });
});

describe('the REST adapter', () => {
  it('documents every auth call in /api/openapi.json', async () => {
    const { status, body } = await t.rest({ method: 'GET', url: '/api/openapi.json' });
    expect(status).toBe(200);
    const paths = (body as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/auth/user'] ?? {})).toContain('get');
    for (const call of ['login', 'signup', 'logout', 'change-password']) {
      expect(Object.keys(paths[`/auth/${call}`] ?? {}), call).toContain('post');
    }
    expect(paths['/health']).toBeDefined();
  });

  it('serves a human-readable reference at /api/docs', async () => {
    const response = await t.rest({ method: 'GET', url: '/api/docs/' });
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('swagger');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.rest({ method: 'GET', url: '/api/no-such-thing' });
    expect([response.status, response.body]).toEqual([404, { message: 'Not found', code: 'NOT_FOUND' }]);
  });

  it('answers tRPC errors with the same body inside the error shape', async () => {
    const response = await t.rest({ method: 'GET', url: '/trpc/auth.user' });
    expect(response.status).toBe(401);
    const body = response.body as { error: { message: string; data: { api: unknown; stack?: string } } };
    expect(body.error.data.api).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
    expect(body.error.data.stack).toBeUndefined();
  });
});

describe('the web app', () => {
  it('serves index.html for a direct visit to any client route', async () => {
    for (const route of ['/', '/pricing', '/blog/some-post', '/chat/12', '/no-such-page']) {
      const response = await t.rest({ method: 'GET', url: route });
      expect(response.status, route).toBe(200);
      expect(String(response.body), route).toContain('<div id="root">');
    }
  });
});
