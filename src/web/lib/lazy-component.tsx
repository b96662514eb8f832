// A part of a screen that is not in its first view (a closed dialog, a tab not shown), loaded when it is first
// wanted rather than evaluated with the page: what a signed-in screen evaluates right after its first paint is
// most of its Total Blocking Time (docs/decisions/0043). A part that can be in the first view (the tab
// the address opens) is preloaded by the route's loader, which runs before hydration: it then renders at once,
// as it did on the server, rather than suspending while the page hydrates (docs/decisions/0009).
import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, useState } from 'react';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';

export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /** Starts loading the component; resolves once it renders without suspending. */
  preload(): Promise<void>;
};

export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    // A failed load (the network dropped) is tried again on the next use rather than remembered.
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy reads a thenable that answers at once as already loaded: a component preloaded before the
  // render is drawn in that render, with no suspense (a promise's then would answer only a microtask later).
  const Lazy = lazy(
    () =>
      ({
        // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one can answer synchronously.
        then(resolve: (module: { default: ComponentType<Props> }) => void, reject: (error: unknown) => void) {
          if (loaded) resolve({ default: loaded });
          else start().then((component) => resolve({ default: component }), reject);
        },
      }) as unknown as Promise<{ default: ComponentType<Props> }>,
  );
  return Object.assign(Lazy as unknown as ComponentType<Props>, {
    preload: () => start().then(() => undefined),
  });
}

/** What a lazily loaded part shows while its code arrives. */
export function PartLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={label} />
    </Center>
  );
}

/**
 * Whether each tab has been shown since the page opened: a tab is drawn once it is first shown and stays
 * mounted after (as Mantine's keepMounted would keep it), so that a hidden tab's code is not asked for with the
 * page. The tab the address opens is shown from the first render, on the server as in the browser.
 */
export function useShownTabs<Tab extends string>(tab: Tab): (value: Tab) => boolean {
  const [shown, setShown] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  // Adjusting the state while rendering, as React documents, so that a newly chosen tab is drawn in this render.
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));
  return (value) => value === tab || shown.has(value);
}

/**
 * True from the first time a dialog is opened on: a lazily loaded dialog is drawn from then on, and stays mounted
 * so that it closes with its transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
