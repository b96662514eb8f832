// A server at https://humanise.example behind a TLS-terminating proxy (TRUST_PROXY): what a forged Host header,
// a page on the plain-http origin of the same host, a shared cache or an overlong address can get out of it.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { startTestApp, stopTestApp, TEST_SETTINGS } from '../../test/helpers/test-app.ts';
import type { TestDatabase } from '../../test/helpers/test-database.ts';
import * as blog from './services/blog-service.ts';

const PUBLIC_URL = 'https://humanise.example';
const webRoot = mkdtempSync(path.join(tmpdir(), 'humanise-hardening-'));
copyFileSync(path.resolve(import.meta.dirname, '../web/index.html'), path.join(webRoot, 'index.html'));

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await startTestApp({
    production: true,
    settings: { ...TEST_SETTINGS, publicUrl: PUBLIC_URL },
    mail: { smtpUrl: undefined, from: 'Humanise AI <hello@humanise.example>', retryDelaySeconds: 1 },
    trustProxy: true,
    webRoot,
  }));
});
beforeEach(async () => db.reset());
afterAll(async () => stopTestApp(app, db));

// As the proxy forwards a visitor's request to https://humanise.example.
const VIA_PROXY = { host: 'humanise.example', 'x-forwarded-proto': 'https' };

async function signIn(): Promise<string> {
  const user = await createUser(db.orm.em);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: VIA_PROXY,
    payload: { email: user.email, password: DEFAULT_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = response.headers['set-cookie'];
  return String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
}

describe('a forged Host header', () => {
  it('does not become the origin of canonical, Open Graph, RSS or sitemap links', async () => {
    await blog.createPost({
      em: db.orm.em.fork(),
      actor: null,
      input: {
        title: 'A post',
        slug: 'a-post',
        content: 'Some text.',
        excerpt: null,
        featuredImage: '/images/cover.png',
        categoryId: null,
        published: true,
      },
    });
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const url of ['/blog/a-post', '/blog', '/blog/rss.xml', '/sitemap.xml']) {
      const response = await app.inject({ method: 'GET', url, headers: forged });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('evil.example');
      expect(response.body, url).toContain(`${PUBLIC_URL}/blog`);
    }
    const page = (await app.inject({ method: 'GET', url: '/blog/a-post', headers: forged })).body;
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/a-post" />`);
    expect(page).toContain(`<meta property="og:url" content="${PUBLIC_URL}/blog/a-post" />`);
    expect(page).toContain(`<meta property="og:image" content="${PUBLIC_URL}/images/cover.png" />`);
  });
});

describe('API answers', () => {
  it('are never stored by a cache: Cache-Control: no-store on /api and /trpc, success or error', async () => {
    const cookie = await signIn();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/auth/user', headers: { ...VIA_PROXY, cookie } },
      { method: 'GET', url: '/trpc/auth.user', headers: { ...VIA_PROXY, cookie } },
      { method: 'GET', url: '/api/jobs', headers: { ...VIA_PROXY, cookie } },
      { method: 'GET', url: '/api/auth/user', headers: VIA_PROXY },
      { method: 'GET', url: '/trpc/auth.user', headers: VIA_PROXY },
      { method: 'GET', url: '/api/no-such-thing', headers: VIA_PROXY },
      { method: 'GET', url: '/api/health', headers: VIA_PROXY },
    ];
    for (const call of calls) {
      const response = await app.inject(call);
      const label = `${String(call.url)} (${response.statusCode})`;
      expect(response.headers['content-type'], label).toContain('application/json');
      expect(response.headers['cache-control'], label).toBe('no-store');
    }
  });
});

describe('the Origin check', () => {
  const logout = (cookie: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });

  it('refuses the plain-http origin of the same host, and another port', async () => {
    const cookie = await signIn();
    for (const origin of ['http://humanise.example', 'https://humanise.example:8443', 'null']) {
      const viaProxy = await logout(cookie, { ...VIA_PROXY, origin });
      expect([viaProxy.statusCode, viaProxy.json()], origin).toEqual([
        403,
        { message: 'Cross-site requests are not allowed', code: 'CROSS_SITE_REQUEST' },
      ]);
      // A proxy that does not say which protocol it was reached by: PUBLIC_URL says it for its host.
      const unsaid = await logout(cookie, { host: 'humanise.example', origin });
      expect(unsaid.statusCode, `${origin} without X-Forwarded-Proto`).toBe(403);
    }
  });

  it('lets the site itself through, and the server reached at its own address', async () => {
    expect((await logout(await signIn(), { ...VIA_PROXY, origin: PUBLIC_URL })).statusCode).toBe(200);
    expect((await logout(await signIn(), { host: 'humanise.example', origin: PUBLIC_URL })).statusCode).toBe(
      200,
    );
    expect(
      (await logout(await signIn(), { host: '127.0.0.1:3210', origin: 'http://127.0.0.1:3210' })).statusCode,
    ).toBe(200);
  });
});

describe('an overlong /trpc address', () => {
  it('answers 414 with the one error body, which does not echo the address', async () => {
    const marker = 'echo-me-back-'.repeat(100);
    const response = await app.inject({ method: 'GET', url: `/trpc/${marker}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'The address is too long', code: 'URI_TOO_LONG' });
    expect(response.body).not.toContain('echo-me-back');
  });

  it('answers an unknown procedure 404 without echoing its name', async () => {
    const marker = 'echo-me-back-'.repeat(10);
    const response = await app.inject({ method: 'GET', url: `/trpc/${marker}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('echo-me-back');
  });

  it('and a badly escaped one answers 400 the same way', async () => {
    const response = await app.inject({ method: 'GET', url: '/trpc/auth.user%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid', code: 'BAD_REQUEST' });
  });
});
