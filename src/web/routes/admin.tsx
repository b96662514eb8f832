import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardError } from '../components/dashboard-error.tsx';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { AdminDashboardPending } from '../features/admin/admin-pending.tsx';
import { loadAdminDashboard } from '../features/admin/admin-queries.ts';
import { loadCurrentUser } from '../lib/current-user.ts';

export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Admin dashboard' }] }),
  // A visitor goes to log in, anyone else who is not an admin goes home (docs/product.md "Admin").
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', replace: true });
    if (user.role !== 'admin') throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient } }) => loadAdminDashboard(queryClient),
  pendingComponent: AdminDashboardPending,
  // Show 'Checking permissions...' soon, and long enough not to flash.
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: DashboardError,
  component: AdminPage,
});
