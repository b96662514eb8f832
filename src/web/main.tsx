import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { SpellingProvider } from './components/spelling-provider.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';
import { queryClient } from './trpc.ts';

// Toasts are never part of the first paint; their code (and its transitions) loads alongside the page.
const ToastRegion = lazy(async () => ({
  default: (await import('./components/toast-region.tsx')).ToastRegion,
}));

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Light scheme forced: Mantine's ColorSchemeScript is an inline script, which the CSP forbids.
createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SpellingProvider>
          <Suspense>
            <ToastRegion />
          </Suspense>
          <RouterProvider router={router} />
        </SpellingProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
