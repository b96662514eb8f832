import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFound } from './components/not-found.tsx';
import { routeTree } from './route-tree.gen.ts';

export interface RouterContext {
  queryClient: QueryClient;
  /**
   * Whether the guards may read who is signed in: always in the browser; on the server only for a page rendered
   * for the request's account (docs/decisions/0013), never for one rendered for nobody in particular.
   */
  readsSession: boolean;
}

/** The browser has one router for the tab; the server makes one for each page it renders (entry-server.tsx). */
export function createAppRouter({
  queryClient,
  server = false,
  readsSession = !server,
}: {
  queryClient: QueryClient;
  server?: boolean;
  readsSession?: boolean;
}) {
  return createRouter({
    routeTree,
    context: { queryClient, readsSession } satisfies RouterContext,
    defaultPreload: 'intent',
    // React Query decides freshness; the router must not cache loader results on top of it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    // On the server the router would write its restoring script inline, which the CSP forbids; the browser
    // restores scrolling by itself.
    scrollRestoration: !server,
  });
}

export type WebRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: WebRouter;
  }
}
