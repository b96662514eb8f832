import { createFileRoute, redirect } from '@tanstack/react-router';
import { ClientDashboardLoading } from '../features/jobs/dashboard-loading.tsx';
import { DashboardPage } from '../features/jobs/dashboard-page.tsx';
import { loadClientDashboard } from '../features/jobs/dashboard-queries.ts';
import { loadCurrentUser } from '../lib/current-user.ts';
import { homePathForRole } from '../lib/redirects.ts';

export const Route = createFileRoute('/dashboard')({
  // SPEC.md section 2: a visitor logs in first and comes back; a copywriter or an admin has their own dashboard.
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/dashboard' }, replace: true });
    if (user.role !== 'client') throw redirect({ href: homePathForRole(user.role), replace: true });
  },
  loader: ({ context: { queryClient } }) => loadClientDashboard(queryClient),
  pendingComponent: ClientDashboardLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  component: DashboardPage,
});
