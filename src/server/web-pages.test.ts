// docs/decisions/0009: every text file of the built web app is sent compressed, in the encoding the browser
// accepts, with Vary; the prerendered public pages are answered in the reader's spelling; HTML made per
// request is compressed too. Against a small web root built here the way `npm run build` builds dist/web.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTextAsset, precompressFolder } from '../../scripts/precompress.ts';
import { setupTestApp } from '../../test/helpers/test-app.ts';
import {
  accountRenderedPattern,
  negotiateEncoding,
  PRERENDERED_PATHS,
  prerenderedFile,
} from './web-pages.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'humanise-web-pages-'));
const template = readFileSync(path.resolve(import.meta.dirname, '../web/index.html'), 'utf8');
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const FILES: Record<string, string> = {
  'index.html': template,
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
  'assets/index-abc123.js': script,
  'assets/index-abc123.css': `.a{color:red}\n`.repeat(200),
  'assets/tiny-abc123.js': 'export {};\n',
};
for (const pathname of PRERENDERED_PATHS) {
  for (const language of ['uk', 'us'] as const) {
    FILES[prerenderedFile(pathname, language)] = template.replace(
      '<div id="root"></div>',
      `<div id="root"><h1>${language} ${pathname}</h1></div>`,
    );
  }
}
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  writeFileSync(path.join(webRoot, file), text);
}
let compressed: string[] = [];

beforeAll(async () => {
  compressed = await precompressFolder(webRoot);
});

const t = setupTestApp({ webRoot });

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const body = (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString('utf8');
  return { status: response.statusCode, headers: response.headers, encoding, body };
}

function varies(headers: Record<string, unknown>, name: string): boolean {
  return String(headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes(name.toLowerCase());
}

describe('the build step', () => {
  it('writes a brotli and a gzip copy of every text file, which decode to the file', () => {
    const textFiles = Object.keys(FILES).filter(isTextAsset);
    expect(compressed.map((file) => path.relative(webRoot, file)).sort()).toEqual(textFiles.sort());
    for (const file of textFiles) {
      const original = readFileSync(path.join(webRoot, file));
      expect(brotliDecompressSync(readFileSync(path.join(webRoot, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(webRoot, `${file}.gz`)))).toEqual(original);
    }
  });
});

describe('static files', () => {
  it('are sent in brotli to a browser that takes it, in gzip to one that takes only gzip, with Vary', async () => {
    for (const file of [
      'assets/index-abc123.js',
      'assets/index-abc123.css',
      'favicon.svg',
      'assets/tiny-abc123.js',
    ]) {
      const br = await get(`/${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.status).toBe(200);
      expect(br.encoding).toBe('br');
      expect(br.body).toBe(FILES[file]);
      expect(varies(br.headers, 'accept-encoding')).toBe(true);

      const gzip = await get(`/${file}`, { 'accept-encoding': 'gzip' });
      expect(gzip.encoding).toBe('gzip');
      expect(gzip.body).toBe(FILES[file]);
      expect(varies(gzip.headers, 'accept-encoding')).toBe(true);
    }
  });

  it('are sent as they are to a client that accepts no encoding, still with Vary', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(varies(plain.headers, 'accept-encoding')).toBe(true);
    expect(plain.headers['content-type']).toContain('javascript');
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('keep the compressed copies and the prerendered pages from being addresses of their own', async () => {
    for (const url of [
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
      '/pages/us/pricing.html',
    ]) {
      const response = await get(url);
      // The app shell, as for any address the web app does not know.
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('pages', () => {
  it('answers a prerendered page in the spelling of the reader’s cookie, compressed, varying on both', async () => {
    const british = await get('/pricing', { 'accept-encoding': 'br' });
    expect(british.status).toBe(200);
    expect(british.encoding).toBe('br');
    expect(british.body).toContain('<h1>uk /pricing</h1>');
    expect(varies(british.headers, 'accept-encoding')).toBe(true);
    expect(varies(british.headers, 'cookie')).toBe(true);
    expect(british.headers['cache-control']).toBe('no-cache');

    const american = await get('/pricing', { 'accept-encoding': 'gzip', cookie: 'other=1; language=us' });
    expect(american.encoding).toBe('gzip');
    expect(american.body).toContain('<h1>us /pricing</h1>');

    const unknown = await get('/signup', { cookie: 'language=fr' });
    expect(unknown.body).toContain('<h1>uk /signup</h1>');
  });

  it('answers the app shell, compressed, for an address the server does not prerender', async () => {
    for (const url of ['/dashboard', '/login?returnTo=%2Fdashboard']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.encoding).toBe('br');
      expect(response.body).toContain('<div id="root"></div>');
      expect(varies(response.headers, 'accept-encoding')).toBe(true);
    }
  });

  it('compresses HTML made per request (the blog) and says it varies', async () => {
    const response = await get('/blog', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.encoding).toBe('br');
    expect(response.body).toContain('<title>Blog | Humanise AI</title>');
    expect(varies(response.headers, 'accept-encoding')).toBe(true);
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['BR', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

// docs/decisions/0043: a redirect of the router to another signed-in screen is followed on the server.
describe('accountRenderedPattern', () => {
  it.each([
    ['/chat/7', '/chat/:id'],
    ['/chat/7?from=bell', '/chat/:id'],
    ['/chat', '/chat'],
    ['/copywriter-dashboard', '/copywriter-dashboard'],
    ['/admin/users/3', '/admin/users/:id'],
    ['/chat/', undefined],
    ['/chat/7/more', undefined],
    ['/login?returnTo=%2Fchat', undefined],
    ['//elsewhere.example/chat/7', undefined],
    ['https://elsewhere.example/chat/7', undefined],
  ])('%s -> %s', (address, expected) => {
    expect(accountRenderedPattern(address)).toBe(expected);
  });
});
