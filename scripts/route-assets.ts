// The style sheets each route of the web app needs beyond the entry's: those of its chunk and of the chunks
// that one imports in the browser's build. A page rendered on the server carries them in its <head>
// (docs/decisions/0009), so that its HTML is styled as soon as it arrives. Read from Vite's manifest and from
// the route tree TanStack Router generates (route id -> file).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteAssets } from '../src/web/entry-server.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Route id -> route file (relative to the web root), from the generated route tree. */
export function routeFilesById(routeTree: string): Map<string, string> {
  const fileOfImport = new Map<string, string>();
  for (const match of routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)) {
    fileOfImport.set(match[1]!, match[2]!);
  }
  const importOfRoute = new Map<string, string>();
  // The generator breaks a long one after the "=".
  for (const match of routeTree.matchAll(/const (\w+) =\s+(\w+)\.update\(/g))
    importOfRoute.set(match[1]!, match[2]!);
  // The full ids are in FileRoutesById; update() is given ids relative to the parent.
  const byId = /export interface FileRoutesById \{([^}]*)\}/.exec(routeTree)?.[1] ?? '';
  const files = new Map<string, string>();
  for (const match of byId.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const file = fileOfImport.get(importOfRoute.get(match[2]!.replace(/WithChildren$/, '')) ?? '');
    if (file) files.set(match[1]!, file);
  }
  return files;
}

/**
 * Per route id, the style sheets of its component chunk and of the chunks that one imports, beyond the entry's,
 * each after the sheets of what it imports (the order Mantine's sheets need).
 */
export function routeStyles(manifest: Manifest, routeFiles: Map<string, string>): Record<string, string[]> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set(entry?.css ?? []);
  const styles: Record<string, string[]> = {};
  for (const [routeId, file] of routeFiles) {
    // The group holding the component (with its loader); the pending and error screens are left out.
    const keys = Object.keys(manifest).filter(
      (key) => key.startsWith(`${file}?tsr-split=`) && /[=-]component(?:-|$)/.test(key),
    );
    const sheets = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || chunk.isEntry) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const sheet of chunk.css ?? []) if (!inEntry.has(sheet)) sheets.add(`/${sheet}`);
    };
    for (const key of keys) visit(key);
    if (sheets.size > 0) styles[routeId] = [...sheets];
  }
  return styles;
}

export async function readRouteAssets(webRoot: string, routeTreeFile: string): Promise<RouteAssets> {
  const manifest = JSON.parse(
    await readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const styles = routeStyles(manifest, routeFilesById(await readFile(routeTreeFile, 'utf8')));
  const sheets: Record<string, string> = {};
  for (const href of new Set(Object.values(styles).flat())) {
    sheets[href] = await readFile(path.join(webRoot, href), 'utf8');
  }
  return { styles, sheets };
}
