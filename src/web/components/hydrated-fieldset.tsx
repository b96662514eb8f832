// A form's fields and buttons, disabled until the page is hydrated (docs/decisions/0009). The server's HTML shows
// the form at once; before React has taken it over, a submit would be the browser's own (a GET with the fields
// in the address) and what was typed would be missing from the form's state.
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydration.ts';
import classes from './hydrated-fieldset.module.css';

export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={classes.fieldset}>
      {children}
    </fieldset>
  );
}
