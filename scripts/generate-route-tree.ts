// Writes src/web/route-tree.gen.ts from the route files, as `vite build` and `vite` do, for the type check, which
// runs before any build. It runs the router plugin of vite.config.ts itself (its generator works when vite's
// configuration is resolved), so that the tree has one generator, one version and one set of options.
import { resolveConfig } from 'vite';

await resolveConfig(
  { configFile: new URL('../vite.config.ts', import.meta.url).pathname, logLevel: 'warn' },
  'build',
);
