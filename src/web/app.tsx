// The whole web app as one element, the same in the browser (main.tsx) and on the server (entry-server.tsx), so
// that the HTML the server renders is exactly what the browser hydrates.
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useSyncExternalStore } from 'react';
import type { Language } from '../shared/constants.ts';
import { SpellingProvider } from './components/spelling-provider.tsx';
import { PageOriginContext } from './lib/page-origin.ts';
import { subscribeToToasts, toastRequested } from './lib/toast.ts';
import type { WebRouter } from './router.tsx';
import { lightOnly, theme } from './theme.ts';

// Toasts are never part of the first paint: their region (and its transitions) loads with the first toast.
const ToastRegion = lazy(async () => ({
  default: (await import('./components/toast-region.tsx')).ToastRegion,
}));

function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToasts, toastRequested, () => false);
  return wanted ? (
    <Suspense>
      <ToastRegion />
    </Suspense>
  ) : null;
}

export interface AppProps {
  router: WebRouter;
  queryClient: QueryClient;
  /** The spelling to render in: the server's choice for the page being hydrated or rendered. */
  language?: Language;
  /** On the server, the origin of the page being rendered; the browser knows its own. */
  origin?: string;
}

export function App({ router, queryClient, language, origin }: AppProps) {
  return (
    <StrictMode>
      {/* Light scheme forced: Mantine's ColorSchemeScript is an inline script, which the CSP forbids. */}
      {/* The theme's variables and Mantine's global classes are the static src/web/theme.css (main.tsx),
          not worked out again on every render (scripts/theme-css.ts). */}
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        colorSchemeManager={lightOnly}
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <QueryClientProvider client={queryClient}>
          <SpellingProvider initialLanguage={language}>
            <PageOriginContext value={origin}>
              <Toasts />
              <RouterProvider router={router} />
            </PageOriginContext>
          </SpellingProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
