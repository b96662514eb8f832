// The JavaScript a first visit to the home page downloads, gzipped. Route-level code splitting puts the home
// route's own component in a lazily loaded chunk that index.html does not name, so the list comes from a real
// browser loading the page, not from the HTML alone.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../scripts/web-build.ts';
import type { BenchContext, Benchmark, Measurement } from './benchmark.ts';
import { launchChromium } from './chromium.ts';
import { webDist } from './paths.ts';
import { withServer } from './server-process.ts';

const GOAL_KB = 200;
const KB = 1024;

interface LoadedFile {
  pathname: string;
  raw: number;
  gzip: number;
  inIndexHtml: boolean;
}

interface PageLoad {
  scripts: string[];
  styles: string[];
}

export const homePageJs: Benchmark = {
  name: 'home-page-js',
  async run({ log }) {
    const build = await ensureWebBuild();
    log(build.built ? `built dist/web: ${build.reason}` : `using dist/web as built: ${build.reason}`);

    const indexHtml = await readFile(path.join(webDist, 'index.html'), 'utf8');
    const declared = scriptsNamedIn(indexHtml);
    log(`index.html names ${declared.size} script(s): ${[...declared].join(', ')}`);

    const load = await withServer({ label: 'home' }, (server) => loadHomePage(server.url, { log }));
    for (const pathname of declared) {
      if (!load.scripts.includes(pathname))
        log(`warning: ${pathname} is named in index.html but was not loaded`);
    }

    const scripts = await sizes(load.scripts, declared);
    const styles = await sizes(load.styles, declared);
    const scriptsGzip = total(scripts);
    log(`loaded ${scripts.length} script(s), gzip level 9, KB = 1024 bytes:`);
    for (const file of scripts) {
      const how = file.inIndexHtml ? 'index.html' : 'loaded at run time';
      log(
        `  ${file.pathname.padEnd(44)} ${kb(file.raw).padStart(9)} raw ${kb(file.gzip).padStart(9)} gzip  (${how})`,
      );
    }
    await logUnloadedChunks(load.scripts, { log });

    const measurements: Measurement[] = [
      {
        name: 'home page JavaScript, gzip',
        value: scriptsGzip / KB,
        unit: 'KB',
        digits: 1,
        goal: { below: GOAL_KB },
      },
    ];
    if (styles.length > 0) {
      measurements.push({ name: 'home page CSS, gzip', value: total(styles) / KB, unit: 'KB', digits: 1 });
    }
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
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const problems: string[] = [];
    page.on('response', (response) => {
      const responseUrl = new URL(response.url());
      const isScript = responseUrl.pathname.endsWith('.js');
      const isStyle = responseUrl.pathname.endsWith('.css');
      if (!isScript && !isStyle) return;
      if (responseUrl.origin !== origin) {
        log(`warning: the home page loads ${response.url()} from another origin; it is not counted`);
        return;
      }
      if (response.status() !== 200) problems.push(`${responseUrl.pathname} answered ${response.status()}`);
      (isScript ? scripts : styles).add(responseUrl.pathname);
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
    if (problems.length > 0)
      throw new Error(`the home page did not load cleanly:\n  ${problems.join('\n  ')}`);
    return { scripts: [...scripts], styles: [...styles] };
  } finally {
    await browser.close();
  }
}

// Sizes are of the files in dist/web, which the server sends unchanged, compressed as a server or CDN would.
async function sizes(pathnames: string[], declared: Set<string>): Promise<LoadedFile[]> {
  const files: LoadedFile[] = [];
  for (const pathname of pathnames) {
    const file = path.join(webDist, decodeURIComponent(pathname));
    if (!file.startsWith(webDist + path.sep) || !existsSync(file)) {
      throw new Error(`${pathname} was served but is not a file in dist/web`);
    }
    const bytes = await readFile(file);
    files.push({
      pathname,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      inIndexHtml: declared.has(pathname),
    });
  }
  return files.sort((a, b) => b.gzip - a.gzip);
}

// What the home page did not load shows that the other screens are split off rather than bundled in.
async function logUnloadedChunks(loaded: string[], { log }: BenchContext): Promise<void> {
  const assets = path.join(webDist, 'assets');
  const all = (await readdir(assets)).filter((name) => name.endsWith('.js')).map((name) => `/assets/${name}`);
  const unloaded = all.filter((pathname) => !loaded.includes(pathname));
  const unloadedFiles = await sizes(unloaded, new Set());
  log(
    `not loaded by the home page: ${unloaded.length} chunk(s), ${kb(total(unloadedFiles))} gzip` +
      (unloaded.length > 0
        ? ` (${unloadedFiles.map((file) => path.basename(file.pathname)).join(', ')})`
        : ''),
  );
}

function total(files: LoadedFile[]): number {
  return files.reduce((sum, file) => sum + file.gzip, 0);
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
