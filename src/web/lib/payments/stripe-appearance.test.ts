import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme.ts';
import { stripeAppearance } from './stripe-appearance.ts';

describe('stripeAppearance', () => {
  it('takes the theme’s primary colour and fonts', () => {
    expect(stripeAppearance.variables?.colorPrimary).toBe(DEFAULT_THEME.colors.indigo[7]);
    expect(theme.primaryColor).toBe('indigo');
    expect(theme.primaryShade).toBe(7);
    expect(stripeAppearance.variables?.fontFamily).toBe(theme.fontFamily);
  });

  it('holds plain values only: Stripe’s frame cannot read our CSS variables', () => {
    expect(JSON.stringify(stripeAppearance)).not.toMatch(/var\(|calc\(/);
  });
});
