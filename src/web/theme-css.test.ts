// src/web/theme.css stands in for what MantineProvider would write from the theme (scripts/theme-css.ts): a
// theme changed without it would leave the pages in the old colours, so this fails first and says what to run.
import { describe, expect, it } from 'vitest';
import { THEME_CSS_COMMAND, themeCss, themeCssIsCurrent } from '../../scripts/theme-css.ts';

describe('src/web/theme.css', () => {
  it("is what MantineProvider writes for the app's theme", () => {
    expect(themeCssIsCurrent(), `src/web/theme.css is not the theme's: run \`${THEME_CSS_COMMAND}\``).toBe(
      true,
    );
  });

  it("holds the theme's own variables and Mantine's global classes", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('.mantine-hidden-from-sm');
  });
});
