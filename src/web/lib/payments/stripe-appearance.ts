// Stripe's Payment Element dressed as our Mantine inputs. It draws inside Stripe's own frame, which cannot read
// our CSS variables, so every value is a plain one: Mantine's (src/web/theme.ts) or the darker tones global.css
// gives the app for contrast.
import { DEFAULT_THEME } from '@mantine/core';
import type { Appearance } from '@stripe/stripe-js';
import { theme } from '../../theme.ts';

const primary = theme.primaryColor ?? DEFAULT_THEME.primaryColor;
const primaryShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : 6;

export const stripeAppearance: Appearance = {
  theme: 'stripe',
  labels: 'above',
  variables: {
    colorPrimary: DEFAULT_THEME.colors[primary]?.[primaryShade] ?? DEFAULT_THEME.colors.blue[6],
    colorBackground: DEFAULT_THEME.white,
    colorText: DEFAULT_THEME.black,
    // global.css: the dimmed grey and the error red, each at least 4.5:1 on white.
    colorTextSecondary: '#5c636a',
    colorDanger: '#b12525',
    colorTextPlaceholder: DEFAULT_THEME.colors.gray[5],
    fontFamily: theme.fontFamily ?? DEFAULT_THEME.fontFamily,
    // Mantine's sm text (inputs and labels) and md radius, at the default scale of 1.
    fontSizeBase: '14px',
    borderRadius: '8px',
    labelFontWeight: '500',
  },
  rules: {
    // Mantine's input border (gray-4), with no shadow.
    '.Input': { border: `1px solid ${DEFAULT_THEME.colors.gray[4]}`, boxShadow: 'none' },
  },
};
