import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumExecutable } from '../test/helpers/chromium.ts';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS, headless: true });
}
