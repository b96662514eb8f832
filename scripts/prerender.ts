// The last step of `npm run build`, after `vite build` (the browser's bundle, dist/web) and `vite build --ssr`
// (the server's renderer, dist/ssr): each route's style sheets are listed for the server (scripts/route-assets.ts),
// the public pages that show no data are rendered into HTML, one file per spelling, and every text file of
// dist/web is then compressed beside itself (docs/decisions/0009).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  PRERENDERED_PATHS,
  prerenderedFile,
  rendererFile,
  routeAssetsFile,
} from '../src/server/web-pages.ts';
import { LANGUAGES } from '../src/shared/constants.ts';
import { precompressFolder } from './precompress.ts';
import { readRouteAssets } from './route-assets.ts';
import { buildStamp } from './web-build.ts';

type Renderer = typeof import('../src/web/entry-server.tsx');

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const webDist = path.join(repoRoot, 'dist', 'web');
const routeTreeFile = path.join(repoRoot, 'src', 'web', 'route-tree.gen.ts');

export async function prerender(webRoot: string = webDist): Promise<string[]> {
  const renderer = (await import(pathToFileURL(rendererFile(webRoot)).href)) as Renderer;
  // These pages must not depend on data: one that tries to read any fails the build rather than being
  // prerendered without it.
  renderer.sendReadsThrough(async (input) => {
    throw new Error(`a prerendered page read ${String(input)}; render it on the server instead`);
  });
  const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const assets = await readRouteAssets(webRoot, routeTreeFile);
  await writeFile(routeAssetsFile(webRoot), JSON.stringify(assets));
  const written: string[] = [];
  for (const pathname of PRERENDERED_PATHS) {
    for (const language of LANGUAGES) {
      const page = await renderer.renderPage({ url: pathname, language, template, assets });
      if (page.kind !== 'page' || page.status !== 200) {
        throw new Error(`${pathname} did not render as a page (${page.kind}, status ${page.status})`);
      }
      const file = path.join(webRoot, prerenderedFile(pathname, language));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page.html);
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const pages = await prerender();
  const compressed = await precompressFolder(webDist);
  // The build is whole: scripts/web-build.ts reads this stamp's time to tell whether it is stale.
  await writeFile(buildStamp, `${new Date().toISOString()}\n`);
  console.log(
    `prerendered ${pages.length} pages and compressed ${compressed.length} files in ${Math.round(performance.now() - started)} ms`,
  );
}
