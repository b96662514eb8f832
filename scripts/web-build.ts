// The built web app is what the server serves (and what `npm run bench` measures). It is rebuilt only when
// missing or older than its sources, so that a restart or a repeated bench run does not wait for vite. The
// build is `npm run build`'s three steps: the browser's bundle, the server's renderer and the prerendered,
// compressed pages (docs/decisions/0009); a stamp written after the last says the build is whole.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const buildStamp = path.join(repoRoot, 'dist', 'web-build.stamp');

// Everything the build reads: the web sources, the code they share with the server, the build configuration,
// the prerender and compression steps with the list of prerendered pages, and the locked dependency versions.
const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'src/server/web-pages.ts',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
  'scripts/route-assets.ts',
  'vite.config.ts',
  'package-lock.json',
];

export interface WebBuild {
  built: boolean;
  reason: string;
}

export async function ensureWebBuild(): Promise<WebBuild> {
  let reason: string;
  if (!existsSync(buildStamp)) {
    reason = 'dist/web-build.stamp is missing';
  } else {
    const builtAt = (await stat(buildStamp)).mtimeMs;
    const newer = await newestInput();
    if (newer && newer.mtimeMs > builtAt) {
      reason = `${path.relative(repoRoot, newer.file)} is newer than the build`;
    } else {
      return { built: false, reason: 'dist/web is newer than its sources' };
    }
  }
  await runBuild();
  return { built: true, reason };
}

async function newestInput(): Promise<{ file: string; mtimeMs: number } | undefined> {
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const input of BUILD_INPUTS) {
    for (const file of await listFiles(path.join(repoRoot, input))) {
      const { mtimeMs } = await stat(file);
      if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
    }
  }
  return newest;
}

async function listFiles(target: string): Promise<string[]> {
  if (!existsSync(target)) return [];
  if (!(await stat(target)).isDirectory()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Tool caches (vite's node_modules/.vite) change on every build and are not sources.
      .filter((file) => !file.split(path.sep).includes('node_modules'))
  );
}

async function runBuild(): Promise<void> {
  await rm(buildStamp, { force: true });
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  await run([vite, 'build'], 'vite build');
  await run([vite, 'build', '--ssr'], 'vite build --ssr');
  // It writes the stamp when done.
  await run([path.join(repoRoot, 'scripts', 'prerender.ts')], 'prerender');
}

async function run(args: string[], step: string): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`${step} failed (exit code ${code}):\n${output.trim()}`);
}
