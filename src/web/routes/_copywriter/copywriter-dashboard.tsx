import { createFileRoute } from '@tanstack/react-router';
import { DashboardError } from '../../components/dashboard-error.tsx';
import { CopywriterDashboardLoading } from '../../features/copywriter/dashboard-loading.tsx';
import { CopywriterDashboardPage } from '../../features/copywriter/dashboard-page.tsx';
import { loadCopywriterDashboard } from '../../features/copywriter/dashboard-queries.ts';

export const Route = createFileRoute('/_copywriter/copywriter-dashboard')({
  head: () => ({ meta: [{ title: 'Copywriter dashboard' }] }),
  loader: ({ context: { queryClient } }) => loadCopywriterDashboard(queryClient),
  pendingComponent: CopywriterDashboardLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: DashboardError,
  component: CopywriterDashboardPage,
});
