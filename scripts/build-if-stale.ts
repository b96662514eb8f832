// `npm start` and `npm run test:e2e` serve the built web app; this builds it first when there is no build
// yet or its sources are newer, so that a fresh clone needs no separate build step.
import { ensureWebBuild } from './web-build.ts';

try {
  const build = await ensureWebBuild();
  if (build.built) console.log(`Built the web app (${build.reason}).`);
} catch (error) {
  // What failed and vite's own words, without this script's stack trace, and npm start goes no further.
  console.error(`The web app could not be built: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
