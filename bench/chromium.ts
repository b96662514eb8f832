// Chromium for benchmarks that need a real page load (STACK.md): CHROMIUM_PATH, then the system Chromium,
// then Playwright's own, so that the bench runs on any machine that has one of them.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
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

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: ARGS, headless: true });
}
