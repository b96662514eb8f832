import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardError } from '../components/dashboard-error.tsx';
import { CopywriterDashboardLoading } from '../features/copywriter/dashboard-loading.tsx';
import { CopywriterDashboardPage } from '../features/copywriter/dashboard-page.tsx';
import { loadCopywriterDashboard } from '../features/copywriter/dashboard-queries.ts';
import { loadCurrentUser } from '../lib/current-user.ts';
import { homePathForRole } from '../lib/redirects.ts';

export const Route = createFileRoute('/copywriter-dashboard')({
  head: () => ({ meta: [{ title: 'Copywriter dashboard' }] }),
  // A client or an admin belongs on their own dashboard; a visitor logs in first.
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', replace: true });
    if (user.role !== 'copywriter') throw redirect({ href: homePathForRole(user.role), replace: true });
  },
  loader: ({ context: { queryClient } }) => loadCopywriterDashboard(queryClient),
  pendingComponent: CopywriterDashboardLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: DashboardError,
  component: CopywriterDashboardPage,
});
