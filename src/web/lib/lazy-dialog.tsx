// A dialog's code, loaded the first time the dialog opens rather than with the page that may open it: a
// dialog brings its form, its schema (zod) and Mantine's modal, which most visits never open, and which made
// the signed-in pages' scripts take longest after the first paint (docs/decisions/0043). Once opened it stays
// mounted, so that it closes with its transition and keeps what was typed while closed, as a dialog imported
// with the page did.
import { type ComponentType, Suspense } from 'react';
import { lazyComponent, useOpenedOnce } from './lazy-component.tsx';

export function lazyDialog<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at a module's top level, never while rendering.
  return function LazyDialog(props: Props) {
    const used = useOpenedOnce(props.opened);
    if (!used) return null;
    return (
      <Suspense>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
