// docs/decisions/0013: the client's dashboard is rendered for the account of the request's session cookie. The
// server passes that cookie to the renderer's reads, and only for that render, however many run at once; the
// page is private to its browser; without a cookie, or when rendering fails, the shell is sent as before.
// Against a stand-in renderer that reads what the real one reads (the session, then the jobs) through the
// server's own handler; test/e2e/client.spec.ts and signed-in-first-paint.spec.ts cover the built one.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createJob, createUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/helpers/test-app.ts';

// The renderer lies beside the web root (web-pages.ts rendererFile): a folder of this test's own for both.
const buildRoot = await mkdtemp(path.join(tmpdir(), 'humanise-account-pages-'));
const webRoot = path.join(buildRoot, 'web');
await mkdir(webRoot);
await mkdir(path.join(buildRoot, 'ssr'));
await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><head></head><div id="root"></div>');
await writeFile(
  path.join(buildRoot, 'ssr', 'entry-server.js'),
  `let read;
export function sendReadsThrough(handler) { read = handler; }
async function data(url) {
  const response = await read(url, { headers: { cookie: 'humanise_session=the-renderers-own' } });
  return (await response.json()).result?.data;
}
export async function renderPage(request) {
  if (request.url.includes('fail')) throw new Error('the render failed');
  const user = await data('/trpc/auth.session');
  if (!user) return { kind: 'redirect', status: 307, location: '/login?returnTo=%2Fdashboard' };
  // The chat leads on to its first conversation; /chat/again leads on to itself.
  if (request.url === '/chat') return { kind: 'redirect', status: 307, location: '/chat/7' };
  if (request.url === '/chat/again') return { kind: 'redirect', status: 307, location: '/chat/again' };
  if (request.url.startsWith('/chat/')) {
    const html = request.template.replace('<div id="root"></div>', '<div id="root">' + user.name + ' at ' + request.url + ' (' + request.address + ')</div>');
    return { kind: 'page', status: 200, html };
  }
  // A pause between the two reads, so that renders running at once interleave.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const page = await data('/trpc/jobs.listPage?input=' + encodeURIComponent('{}'));
  const titles = page.items.map((job) => job.title).join(', ');
  return {
    kind: 'page',
    status: 200,
    html: request.template.replace('<div id="root"></div>', '<div id="root">' + user.name + ': ' + titles + '</div>'),
  };
}
`,
);

const t = setupTestApp({ webRoot });

async function clientWithJob(name: string, title: string) {
  const user = await createUser(t.em, { role: 'client', name });
  await createJob(t.em, { client: user, title });
  return { user, cookie: await t.restLoginAs(user) };
}

describe('the client dashboard rendered for its account', () => {
  it('holds that account’s jobs alone, however many renders run at once, and is private', async () => {
    const ada = await clientWithJob('Ada', 'Ada’s job');
    const ben = await clientWithJob('Ben', 'Ben’s job');
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.rest({ method: 'GET', url: '/dashboard', cookie: index % 2 === 0 ? ada.cookie : ben.cookie }),
      ),
    );
    pages.forEach((page, index) => {
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain(index % 2 === 0 ? 'Ada: Ada’s job</div>' : 'Ben: Ben’s job</div>');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(String(page.headers.vary)).toMatch(/Cookie/);
    });
  });

  it('sends a session the guard refuses to log in, and a visitor the shell', async () => {
    const expired = await t.rest({ method: 'GET', url: '/dashboard', cookie: 'humanise_session=not-sealed' });
    expect(expired.status).toBe(307);
    expect(expired.headers.location).toBe('/login?returnTo=%2Fdashboard');

    const visitor = await t.rest({ method: 'GET', url: '/dashboard' });
    expect(visitor.status).toBe(200);
    expect(String(visitor.body)).toContain('<div id="root"></div>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('sends the shell when the render fails', async () => {
    const { cookie } = await clientWithJob('Cy', 'Cy’s job');
    const page = await t.rest({ method: 'GET', url: '/dashboard?fail=1', cookie });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<div id="root"></div>');
    expect(String(page.body)).not.toContain('Cy’s job');
  });

  // docs/decisions/0043: the page the router leads on to is sent at once, with its address, not a redirect.
  it('renders the signed-in screen a redirect leads to, once, and tells the page its address', async () => {
    const { cookie } = await clientWithJob('Ed', 'Ed’s job');
    const chat = await t.rest({ method: 'GET', url: '/chat', cookie });
    expect(chat.status).toBe(200);
    expect(String(chat.body)).toContain('<div id="root">Ed at /chat/7 (/chat/7)</div>');
    expect(chat.headers['cache-control']).toBe('private, no-cache');

    const direct = await t.rest({ method: 'GET', url: '/chat/7', cookie });
    expect(String(direct.body)).toContain('<div id="root">Ed at /chat/7 (undefined)</div>');

    const again = await t.rest({ method: 'GET', url: '/chat/again', cookie });
    expect(again.status).toBe(307);
    expect(again.headers.location).toBe('/chat/again');
  });

  it('passes no cookie to the reads of a page rendered for nobody in particular', async () => {
    const { cookie } = await clientWithJob('Di', 'Di’s job');
    // /copywriters is rendered for a visitor whatever cookie its request carries: the stand-in's session read
    // then finds nobody signed in, and it answers with its redirect.
    const page = await t.rest({ method: 'GET', url: '/copywriters', cookie });
    expect(page.status).toBe(307);
  });
});
