import { createFileRoute, redirect } from '@tanstack/react-router';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { ClientDashboardLoading } from '../features/jobs/dashboard-loading.tsx';
import { DashboardPage } from '../features/jobs/dashboard-page.tsx';
import { currentUserQueryKey, loadCurrentUser } from '../lib/current-user.ts';
import { homePathForRole } from '../lib/redirects.ts';

export const Route = createFileRoute('/dashboard')({
  head: () => ({ meta: [{ title: 'Your dashboard' }] }),
  // A visitor logs in first and comes back; a copywriter or an admin has their own dashboard (docs/product.md
  // "Roles").
  beforeLoad: async ({ context: { queryClient } }) => {
    // The jobs are asked for beside the session, not after it and after the page's code: on a first visit that
    // is two round trips fewer before the first card. Unless the session already says otherwise: someone who
    // is not a client is sent on, and their read, answered 401 or 403, shows nowhere.
    const known = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
    const mayBeClient = known === undefined || known?.role === 'client';
    const jobsLoaded = mayBeClient
      ? import('../features/jobs/dashboard-queries.ts').then((queries) =>
          queries.loadClientDashboard(queryClient),
        )
      : undefined;
    // So is the page's code, which the router would otherwise ask for once this guard is through.
    if (mayBeClient) void Route.options.component?.preload?.();
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/dashboard' }, replace: true });
    if (user.role !== 'client') throw redirect({ href: homePathForRole(user.role), replace: true });
    return { jobsLoaded };
  },
  loader: ({ context: { jobsLoaded } }) => jobsLoaded,
  pendingComponent: ClientDashboardLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  component: DashboardPage,
});
