// The theme's CSS variables and Mantine's global classes as a static sheet, src/web/theme.css, which the
// entry imports: by default MantineProvider works them out from the theme on every render, on the server for
// each page and in the browser as it hydrates (a tenth of a second of a throttled phone's main thread on the
// signed-in screens, docs/decisions/0043), and writes them into a <style> element. The provider is told not to
// (app.tsx); this writes what it would have written, from the same theme.
// `node scripts/theme-css.ts` says whether the file is current; `--write` rewrites it.
// src/web/theme-css.test.ts fails until it is.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { lightOnly, theme } from '../src/web/theme.ts';

export const THEME_CSS_FILE = path.resolve(import.meta.dirname, '../src/web/theme.css');
export const THEME_CSS_COMMAND = 'node scripts/theme-css.ts --write';

const HEADER = `/* Written by \`${THEME_CSS_COMMAND}\` from src/web/theme.ts: what MantineProvider would put in its
   <style> elements (docs/decisions/0043). Not to be edited by hand. */\n`;

/** The sheet as MantineProvider would write it for the app's theme, with its provider's own settings. */
export function themeCss(): string {
  const markup = renderToStaticMarkup(
    createElement(
      MantineProvider,
      { theme, forceColorScheme: 'light', colorSchemeManager: lightOnly },
      createElement('div'),
    ),
  );
  // Their text is set as inner HTML, which React writes as it is.
  const sheets = [...markup.matchAll(/<style data-mantine-styles="[^"]*">([\s\S]*?)<\/style>/g)].map(
    (match) => match[1]!,
  );
  if (sheets.length === 0) throw new Error('MantineProvider wrote no <style> element');
  return `${HEADER}${sheets.join('\n')}\n`;
}

export function themeCssIsCurrent(): boolean {
  return readFileSync(THEME_CSS_FILE, 'utf8') === themeCss();
}

if (import.meta.main) {
  if (process.argv.includes('--write')) writeFileSync(THEME_CSS_FILE, themeCss());
  else if (!themeCssIsCurrent()) {
    console.error(`src/web/theme.css is not the theme's: run \`${THEME_CSS_COMMAND}\``);
    process.exitCode = 1;
  }
}
