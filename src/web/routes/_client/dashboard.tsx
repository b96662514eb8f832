import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { ClientDashboardLoading } from '../../features/jobs/dashboard-loading.tsx';
import { DashboardPage } from '../../features/jobs/dashboard-page.tsx';
import { loadClientDashboard } from '../../features/jobs/dashboard-queries.ts';

export const Route = createFileRoute('/_client/dashboard')({
  head: () => ({ meta: [{ title: 'Your dashboard' }] }),
  staticData: {
    // The jobs are asked for beside the session (the guard of routes/_client.tsx starts this), not after it and
    // after the page's code: on a first visit that is two round trips fewer before the first card
    // (docs/decisions/0009). So is the page's code, which the router would otherwise ask for once the guard is
    // through.
    besideGuard: (queryClient) => {
      void Route.options.component?.preload?.();
      return import('../../features/jobs/dashboard-queries.ts').then((queries) =>
        queries.loadClientDashboard(queryClient),
      );
    },
  },
  loader: ({ context: { queryClient, readsStarted } }) => readsStarted ?? loadClientDashboard(queryClient),
  pendingComponent: ClientDashboardLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <DashboardPage />
    </HydratedFieldset>
  ),
});
