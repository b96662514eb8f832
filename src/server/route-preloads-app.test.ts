// The shell a signed-in screen is sent as names its route's code (src/server/route-preloads.ts).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helpers/test-app.ts';
import { SESSION_COOKIE } from './http/session.ts';

const webRoot = await mkdtemp(path.join(tmpdir(), 'humanise-preloads-'));
await writeFile(
  path.join(webRoot, 'index.html'),
  '<!doctype html><head><script type="module" crossorigin src="/assets/index-E.js"></script></head><div id="root"></div>',
);
await mkdir(path.join(webRoot, '.vite'));
await writeFile(
  path.join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-E.js', isEntry: true },
    'routes/_client/dashboard.tsx?tsr-split=component---loader': {
      file: 'assets/dashboard-A.js',
      imports: ['_M.js'],
    },
    '_M.js': { file: 'assets/Modal-M.js' },
    'features/notifications/notification-bell.tsx': { file: 'assets/notification-bell-B.js' },
  }),
);

const t = setupTestApp({ webRoot });

describe('the shell of a signed-in screen', () => {
  it('preloads the route’s chunks, and the signed-in layout’s for a reader with a session', async () => {
    const visitor = await t.rest({ method: 'GET', url: '/dashboard' });
    expect(visitor.status).toBe(200);
    const html = String(visitor.body);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-A.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Modal-M.js">');
    expect(html).not.toContain('notification-bell');
    expect(html).toContain('<div id="root">');

    const signedIn = await t.rest({
      method: 'GET',
      url: '/dashboard?x=1',
      cookie: `${SESSION_COOKIE}=sealed`,
    });
    expect(String(signedIn.body)).toContain('href="/assets/notification-bell-B.js"');
  });

  it('sends the same shell in each encoding asked for, visit after visit', async () => {
    const plain = String((await t.rest({ method: 'GET', url: '/dashboard' })).body);
    expect(plain).toContain('<div id="root">');
    for (let visit = 0; visit < 2; visit += 1) {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/dashboard',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
      }
    }
  });

  it('sends the plain shell where no route is known', async () => {
    const response = await t.rest({ method: 'GET', url: '/no-such-page' });
    expect(response.status).toBe(200);
    expect(String(response.body)).not.toContain('modulepreload');
  });
});
