import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: webRoot,
  // Kept with the other dependencies rather than under src/web.
  cacheDir: fileURLToPath(new URL('./node_modules/.vite', import.meta.url)),
  plugins: [
    // The router plugin resolves its folders against vite's root (STACK.md), so they are given absolute.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      addExtensions: true,
      routesDirectory: `${webRoot}/routes`,
      generatedRouteTree: `${webRoot}/route-tree.gen.ts`,
    }),
    react(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/trpc': apiTarget },
  },
});
