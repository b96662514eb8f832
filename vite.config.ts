import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// `vite build` makes the browser's bundle in dist/web; `vite build --ssr` the server's renderer of the same
// app in dist/ssr, which scripts/prerender.ts and the server run (docs/decisions/0009).
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  // Kept with the other dependencies rather than under src/web.
  cacheDir: fileURLToPath(new URL('./node_modules/.vite', import.meta.url)),
  resolve: {
    alias: [
      // TanStack's store asks for the shim of useSyncExternalStore, which React 18 and later have built in.
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  plugins: [
    // The one generator of src/web/route-tree.gen.ts: `vite`, `vite build` and, for the type check,
    // scripts/generate-route-tree.ts run it. It resolves its folders against vite's root, not the working
    // directory, so they are given absolute.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component, so that the queries only one screen uses stay out of the
      // entry chunk, which every page loads. The home page, where first visits land, is part of the entry: in
      // one file with it, it costs the other pages less than its dozen small chunks cost the home page
      // (docs/decisions/0009).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === '/' ? [] : undefined),
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      addExtensions: true,
      routesDirectory: `${webRoot}/routes`,
      generatedRouteTree: `${webRoot}/route-tree.gen.ts`,
      // The generator's own header, after a first line that says why the file is long and never edited.
      routeTreeFileHeader: [
        '// Generated from src/web/routes by the TanStack Router plugin (vite.config.ts): as long as the routes\n' +
          '// are many, and never edited by hand.',
        '/* eslint-disable */',
        '// @ts-nocheck',
        '// noinspection JSUnusedGlobalSymbols',
      ],
    }),
    react(),
  ],
  build: isSsrBuild
    ? {
        rolldownOptions: { input: `${webRoot}/entry-server.tsx` },
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        // Vite's preloading helper lists every chunk of the app in the entry; a lazily loaded chunk's own
        // imports are found by the browser instead, one round trip later.
        modulePreload: false,
        // Which chunks and sheets each route's files became, for the server to name in a page's HTML.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What every page needs before it can hydrate, in one file rather than dozens: one request, and
              // it compresses better as a whole (docs/decisions/0009).
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
      },
  ssr: {
    // One self-contained renderer: the web app's packages are development dependencies, which a production
    // install may leave out.
    noExternal: true,
  },
  // The renderer runs the production code of React and the router whatever NODE_ENV the server has, as the
  // browser bundle does, so that both render the same elements.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
}));
