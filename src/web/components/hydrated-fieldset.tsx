// A form's fields and buttons, disabled until the page is hydrated (docs/decisions/0009). The server's HTML shows
// the form at once; before React has taken it over, a submit would be the browser's own (a GET with the fields
// in the address) and what was typed would be missing from the form's state. A signed-in page rendered by the
// server (docs/decisions/0043) is wrapped whole (`page`): a press before then would do nothing, and text typed
// into a box React had not taken over yet was mixed with the box's own on hydration. Inside the route's own
// component, because React hydrates a route's part after the layout around it.
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/hydration.ts';
import classes from './hydrated-fieldset.module.css';

export function HydratedFieldset({ children, page = false }: { children: ReactNode; page?: boolean }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={page ? classes.page : classes.fieldset}>
      {children}
    </fieldset>
  );
}
