// Chromium for the browser tests and the bench: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then Playwright's own download, so that they run on any machine that has one of them.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps trying hosts this closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumExecutable(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist`);
    return configured;
  }
  // Undefined lets Playwright use the browser it installed, if any.
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
