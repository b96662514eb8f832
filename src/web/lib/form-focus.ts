// After a submit that fails validation, the keyboard's place moves to the first field in error, so that a
// screen reader announces its message and the user can correct it at once (WCAG 3.3.1). Every Mantine form
// passes this as the second callback of form.onSubmit; a form that checks by hand calls focusField.
import type { FormEvent } from 'react';

/** The second callback of Mantine's form.onSubmit(onValid, onInvalid). */
export function focusFirstInvalid(
  errors: Readonly<Record<string, unknown>>,
  _values?: unknown,
  event?: FormEvent<HTMLFormElement>,
): void {
  // The submit event's target is the form itself; a form submitted by a call rather than an event has none, and
  // the whole document is searched.
  const form = event?.target instanceof HTMLFormElement ? event.target : document;
  const paths = Object.keys(errors).filter((path) => errors[path]);
  // The fields carry Mantine's data-path; the first in the page's order wins, whatever the schema's order.
  const fields = paths
    .flatMap((path) => [...form.querySelectorAll<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)])
    .sort(inDocumentOrder);
  const first = fields[0];
  if (first) {
    focusField(first);
    return;
  }
  // A field that does not pass data-path on (a custom control) is marked invalid once the errors render.
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) focusField(invalid);
  });
}

/** Focuses a field and brings it into view (it may be above the fold of a long form, or under the sticky bar). */
export function focusField(field: HTMLElement | null | undefined): void {
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}

function inDocumentOrder(a: Node, b: Node): number {
  if (a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}
