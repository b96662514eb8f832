// A dialog's code, loaded the first time the dialog opens rather than with the page that may open it: a
// dialog brings its form, its schema (zod) and Mantine's modal, which most visits never open, and which made
// the signed-in pages' scripts take longest after the first paint (docs/decisions/0043). Once opened it stays
// mounted, so that it closes with its transition and keeps what was typed while closed, as a dialog imported
// with the page did.
import { type ComponentType, lazy, Suspense, useState } from 'react';

export function lazyDialog<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at a module's top level, never while rendering.
  return function LazyDialog(props: Props) {
    const [used, setUsed] = useState(props.opened);
    // Remembered during render (React's pattern for state derived from props), so that the first open
    // renders the dialog at once rather than one render later.
    if (props.opened && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
