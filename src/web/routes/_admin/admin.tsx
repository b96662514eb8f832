import { createFileRoute } from '@tanstack/react-router';
import { DashboardError } from '../../components/dashboard-error.tsx';
import { AdminPage } from '../../features/admin/admin-page.tsx';
import { AdminDashboardPending } from '../../features/admin/admin-pending.tsx';
import { loadAdminDashboard } from '../../features/admin/admin-queries.ts';
import { AdminPayoutsTab } from '../../features/payouts/admin-payouts-tab.tsx';

export const Route = createFileRoute('/_admin/admin')({
  head: () => ({ meta: [{ title: 'Admin dashboard' }] }),
  loader: ({ context: { queryClient } }) => loadAdminDashboard(queryClient),
  pendingComponent: AdminDashboardPending,
  // Show 'Checking permissions...' soon, and long enough not to flash.
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: DashboardError,
  component: AdminRoute,
});

// The Payouts tab comes from the payouts feature (a feature never imports another, docs/decisions/0032).
function AdminRoute() {
  return <AdminPage payouts={<AdminPayoutsTab />} />;
}
