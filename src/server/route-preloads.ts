// The signed-in screens (/dashboard, /account...) were sent as the app shell, and their code used to arrive in
// a chain: the entry asks for the route's chunk once it has run, that chunk for the chunks it imports, those
// for theirs, one round trip each (six for the client dashboard). Vite's own preloading is off, because it
// would list every chunk of the app in the entry, which every page loads (docs/decisions/0009). Instead the
// shell sent for such an address names all of its route's chunks as module preloads, read from Vite's
// manifest: the browser fetches them beside the entry, and they are ready when the router asks. A screen
// rendered for its account has its content in the HTML already: its chunks are named to the entry, which asks
// for them once the page is painted (docs/decisions/0043), so that they never stand before the first paint.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const ROUTE_CHUNK = /^routes\/([^?]+)\.tsx\?tsr-split=/;

// What the layout loads lazily for a signed-in reader, whatever the screen: the bar's bell, the live updates, the
// reminder to confirm the email. Sent only to a request carrying a session cookie.
export const SIGNED_IN_CHROME = [
  'features/notifications/notification-bell.tsx',
  'components/live-stream.tsx',
  'features/chat/chat-live-listener.ts',
  'features/notifications/bell-live-listener.ts',
  'features/account/verify-email-reminder.tsx',
];

/** The JavaScript files of the given chunks and of everything they import, the entry's excepted. */
function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * The address of a route's name (chat.index -> /chat, a.b -> /a/b), a parameter written as the server's routes
 * write it (jobs.$id -> /jobs/:id). A segment that starts with "_" is a pathless layout (_client, the guard of
 * the client's screens) and adds nothing to the address: _client.dashboard -> /dashboard; a trailing "_" leaves
 * a layout's nesting (admin_.users.$id -> /admin/users/:id).
 */
function pathOfRoute(name: string): string | undefined {
  if (name.startsWith('__')) return undefined;
  const segments = name
    .split('.')
    .filter((segment) => !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, '').replace(/^\$/, ':'));
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/**
 * Per address (a parameter's as `:id`), the chunks of its route and of the layouts above it, with everything
 * they import beyond the entry: the pending and error screens too, as the pending one shows while the data loads.
 */
export function routePreloads(manifest: Manifest): Map<string, string[]> {
  const chunksOfRoute = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    // A route in a folder is named as its flat file would be: _client/dashboard is _client.dashboard.
    const name = ROUTE_CHUNK.exec(key)?.[1]?.replaceAll('/', '.');
    if (name) chunksOfRoute.set(name, [...(chunksOfRoute.get(name) ?? []), key]);
  }
  const preloads = new Map<string, string[]>();
  for (const name of chunksOfRoute.keys()) {
    const pathname = pathOfRoute(name);
    if (!pathname || pathname === '/') continue;
    const segments = name.split('.');
    const keys = segments.flatMap(
      (_, index) => chunksOfRoute.get(segments.slice(0, index + 1).join('.')) ?? [],
    );
    preloads.set(pathname, filesOf(manifest, keys));
  }
  return preloads;
}

/** The shell with the given chunks named as module preloads, in the crossorigin mode of its entry script. */
export function withModulePreloads(template: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
  return links ? template.replace('</head>', () => `  ${links}\n  </head>`) : template;
}

export interface ShellsWithPreloads {
  /**
   * The shell for this address (or a route's, /jobs/:id), naming its route's code, and the signed-in layout's
   * too when asked.
   */
  get(pathname: string, signedIn: boolean): string | undefined;
  /** The code of a signed-in screen and of the signed-in layout, for a page rendered for its account. */
  signedInFiles(pathname: string): readonly string[];
}

/** Per address, the shell that preloads its route's code; none without a built manifest. */
export function readShellsWithPreloads(webRoot: string, template: string): ShellsWithPreloads {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const shells = new Map<string, { visitor: string; signedIn: string; signedInFiles: string[] }>();
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const chrome = filesOf(manifest, SIGNED_IN_CHROME);
    for (const [pathname, files] of routePreloads(manifest)) {
      const signedInFiles = [...new Set([...files, ...chrome])];
      shells.set(pathname, {
        visitor: withModulePreloads(template, files),
        signedIn: withModulePreloads(template, signedInFiles),
        signedInFiles,
      });
    }
  }
  return {
    get: (pathname, signedIn) => {
      const shell = shells.get(pathname);
      return shell && (signedIn ? shell.signedIn : shell.visitor);
    },
    signedInFiles: (pathname) => shells.get(pathname)?.signedInFiles ?? [],
  };
}
