// The JavaScript a first visit to the home page downloads, as the browser receives it: compressed, with the
// Accept-Encoding a browser sends (br first). Route-level code splitting puts the home route's own component in
// a lazily loaded chunk that the HTML does not name, so the list comes from a real browser loading the page,
// not from the HTML alone. Also checks that no text file of the build is sent uncompressed to a browser that
// accepts br or gzip (docs/decisions/0009).
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { isTextAsset } from '../scripts/precompress.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import type { BenchContext, Benchmark, Measurement } from './benchmark.ts';
import { launchChromium } from './chromium.ts';
import { webDist } from './paths.ts';
import { withServer } from './server-process.ts';

const GOAL_KB = 120;
const KB = 1024;

interface LoadedFile {
  pathname: string;
  /** Bytes on the wire (the encoded body), as the browser received them. */
  transferred: number;
  /** Bytes once decoded. */
  decoded: number;
  encoding: string;
  inHtml: boolean;
}

interface PageLoad {
  html: LoadedFile;
  scripts: LoadedFile[];
  styles: LoadedFile[];
}

export const homePageJs: Benchmark = {
  name: 'home-page-js',
  async run({ log }) {
    const build = await ensureWebBuild();
    log(build.built ? `built dist/web: ${build.reason}` : `using dist/web as built: ${build.reason}`);

    const { load, uncompressed, checked } = await withServer({ label: 'home' }, async (server) => ({
      load: await loadHomePage(server.url, { log }),
      ...(await findUncompressed(server.url)),
    }));

    log(
      `the home page's HTML: ${kb(load.html.transferred)} ${load.html.encoding} (${kb(load.html.decoded)} decoded)`,
    );
    log(`loaded ${load.scripts.length} script(s), KB = 1024 bytes, as transferred:`);
    for (const file of load.scripts) {
      const how = file.inHtml ? 'named in the HTML' : 'loaded at run time';
      log(
        `  ${file.pathname.padEnd(44)} ${kb(file.transferred).padStart(9)} ${file.encoding.padEnd(4)} ${kb(file.decoded).padStart(9)} decoded  (${how})`,
      );
    }
    await logUnloadedChunks(load.scripts, { log });
    log(
      `checked ${checked} text file(s) of dist/web for br and gzip: ${uncompressed.length} sent uncompressed`,
    );
    for (const problem of uncompressed) log(`  ${problem}`);

    const measurements: Measurement[] = [
      {
        name: 'home page JavaScript, as transferred (br)',
        value: total(load.scripts) / KB,
        unit: 'KB',
        digits: 1,
        // "At most 120 KB", shown to one decimal.
        goal: { below: GOAL_KB + 0.05, label: `<= ${GOAL_KB} KB` },
      },
      {
        name: 'home page JavaScript, decoded',
        value: load.scripts.reduce((sum, file) => sum + file.decoded, 0) / KB,
        unit: 'KB',
        digits: 1,
      },
      { name: 'home page CSS, as transferred', value: total(load.styles) / KB, unit: 'KB', digits: 1 },
      { name: 'home page HTML, as transferred', value: load.html.transferred / KB, unit: 'KB', digits: 1 },
      {
        name: 'text files sent uncompressed',
        value: uncompressed.length,
        unit: `of ${checked}`,
        goal: { below: 1, label: '0' },
      },
    ];
    return measurements;
  },
};

// The entry script and its modulepreloads: what the browser fetches before any code runs.
export function scriptsNamedIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attributes = parseAttributes(tag);
    if (tag.toLowerCase().startsWith('<script') && attributes.type === 'module' && attributes.src) {
      found.add(attributes.src);
    }
    if (tag.toLowerCase().startsWith('<link') && attributes.rel === 'modulepreload' && attributes.href) {
      found.add(attributes.href);
    }
  }
  return found;
}

function parseAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    attributes[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

async function loadHomePage(url: string, { log }: BenchContext): Promise<PageLoad> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const responses: Promise<LoadedFile & { kind: 'script' | 'style' | 'html' }>[] = [];
    const problems: string[] = [];
    let named = new Set<string>();
    page.on('response', (response) => {
      const responseUrl = new URL(response.url());
      const kind = responseUrl.pathname.endsWith('.js')
        ? 'script'
        : responseUrl.pathname.endsWith('.css')
          ? 'style'
          : responseUrl.pathname === '/'
            ? 'html'
            : undefined;
      if (!kind) return;
      if (responseUrl.origin !== origin) {
        log(`warning: the home page loads ${response.url()} from another origin; it is not counted`);
        return;
      }
      if (response.status() !== 200) problems.push(`${responseUrl.pathname} answered ${response.status()}`);
      responses.push(
        (async () => {
          // Finished first: the sizes are known only once the body has arrived.
          const [sizes, body, headers] = await Promise.all([
            response.request().sizes(),
            response.body(),
            response.allHeaders(),
          ]);
          if (kind === 'html') named = scriptsNamedIn(body.toString('utf8'));
          return {
            kind,
            pathname: responseUrl.pathname,
            transferred: sizes.responseBodySize,
            decoded: body.length,
            encoding: headers['content-encoding'] ?? 'none',
            inHtml: false,
          };
        })(),
      );
    });
    page.on('requestfailed', (request) => {
      problems.push(`${request.url()} failed: ${request.failure()?.errorText ?? 'unknown error'}`);
    });
    // An uncaught error can stop the page before it loads its lazy chunks, which would understate the figure.
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        log(`browser console error: ${message.text()}${where ? ` (${where})` : ''}`);
      }
    });

    const response = await page.goto(`${url}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`GET / answered ${response?.status() ?? 'nothing'}`);
    const rendered = await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0);
    if (rendered === 0) problems.push('the home page rendered nothing into #root');
    const files = await Promise.all(responses);
    if (problems.length > 0)
      throw new Error(`the home page did not load cleanly:\n  ${problems.join('\n  ')}`);
    const html = files.find((file) => file.kind === 'html');
    if (!html) throw new Error('the home page HTML was not seen');
    const mark = (file: LoadedFile) => ({ ...file, inHtml: named.has(file.pathname) });
    const byTransfer = (a: LoadedFile, b: LoadedFile) => b.transferred - a.transferred;
    return {
      html,
      scripts: files
        .filter((file) => file.kind === 'script')
        .map(mark)
        .sort(byTransfer),
      styles: files
        .filter((file) => file.kind === 'style')
        .map(mark)
        .sort(byTransfer),
    };
  } finally {
    await browser.close();
  }
}

// Every text file the build made, asked for as a browser that takes br, then as one that takes only gzip.
async function findUncompressed(serverUrl: string): Promise<{ uncompressed: string[]; checked: number }> {
  const entries = await readdir(webDist, { recursive: true, withFileTypes: true });
  const pathnames = entries
    .filter((entry) => entry.isFile() && isTextAsset(entry.name))
    .map(
      (entry) =>
        `/${path.relative(webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    // The prerendered pages are answered at their own addresses, which are asked for below.
    .filter((pathname) => !pathname.startsWith('/pages/'));
  const pages = ['/', '/pricing', '/humanise', '/login', '/signup', '/blog', '/copywriters', '/no-such-page'];
  const uncompressed: string[] = [];
  for (const pathname of [...pathnames, ...pages]) {
    for (const accept of ['br, gzip', 'gzip']) {
      const { status, headers } = await head(`${serverUrl}${pathname}`, accept);
      const encoding = headers['content-encoding'];
      const expected = accept.startsWith('br') ? 'br' : 'gzip';
      if (status !== 200) uncompressed.push(`${pathname} answered ${status}`);
      else if (encoding !== expected)
        uncompressed.push(`${pathname} with Accept-Encoding: ${accept}: ${encoding ?? 'none'}`);
      else if (
        !String(headers.vary ?? '')
          .toLowerCase()
          .includes('accept-encoding')
      )
        uncompressed.push(`${pathname}: no Vary: Accept-Encoding`);
    }
  }
  return { uncompressed, checked: pathnames.length + pages.length };
}

// node:http rather than fetch, which would decode the body and hide the encoding it was sent in.
function head(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const request = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on('error', reject);
      request.end();
    },
  );
}

// What the home page did not load shows that the other screens are split off rather than bundled in.
async function logUnloadedChunks(loaded: LoadedFile[], { log }: BenchContext): Promise<void> {
  const assets = path.join(webDist, 'assets');
  const all = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const loadedNames = new Set(loaded.map((file) => path.basename(file.pathname)));
  const unloaded = all.filter((name) => !loadedNames.has(name));
  log(`not loaded by the home page: ${unloaded.length} chunk(s)`);
}

function total(files: LoadedFile[]): number {
  return files.reduce((sum, file) => sum + file.transferred, 0);
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
