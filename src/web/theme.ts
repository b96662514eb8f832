import { createTheme, type MantineColorSchemeManager } from '@mantine/core';

/**
 * The one colour scheme there is (the provider forces light): Mantine's default manager read local storage on
 * the first render anyway, the first use of storage in the tab and among the longest steps of hydrating a
 * page on a phone (docs/decisions/0043).
 */
export const lightOnly: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

// No web fonts: the CSP allows only this origin and the machine may be offline, so the system stack it is.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Mantine names the eye button "Toggle password visibility", which makes a label lookup for
    // "Password" find two elements; this name says the same without repeating the field's label.
    // A plain object rather than PasswordInput.extend(), which would pull the input into the entry chunk.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide what is typed' } },
    },
    // Mantine's close button in a dialog's header is an icon with no name of its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
