import { createFileRoute } from '@tanstack/react-router';
import { DashboardError } from '../../components/dashboard-error.tsx';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { AdminPage, preloadAdminTab } from '../../features/admin/admin-page.tsx';
import { AdminDashboardPending } from '../../features/admin/admin-pending.tsx';
import { loadAdminDashboard } from '../../features/admin/admin-queries.ts';
import { validateAdminSearch } from '../../features/admin/admin-tabs.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';

// The Payouts and Disputes tabs load when chosen, or with the page their address opens (docs/decisions/0043).
const AdminPayoutsTab = lazyComponent(
  async () => (await import('../../features/payouts/admin-payouts-tab.tsx')).AdminPayoutsTab,
);
const AdminDisputesTab = lazyComponent(
  async () => (await import('../../features/disputes/admin-disputes-tab.tsx')).AdminDisputesTab,
);

export const Route = createFileRoute('/_admin/admin')({
  validateSearch: validateAdminSearch,
  head: () => ({ meta: [{ title: 'Admin dashboard' }] }),
  // The open tab's code too, so that hydration draws it as the server did, without suspending.
  loader: async ({ context: { queryClient }, location }) => {
    const { tab } = validateAdminSearch(location.search as Record<string, unknown>);
    const preloads = { payouts: AdminPayoutsTab.preload, disputes: AdminDisputesTab.preload };
    await Promise.all([
      loadAdminDashboard(queryClient),
      tab === 'payouts' || tab === 'disputes' ? preloads[tab]() : preloadAdminTab(tab),
    ]);
  },
  pendingComponent: AdminDashboardPending,
  // Show 'Checking permissions...' soon, and long enough not to flash.
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: DashboardError,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <AdminRoute />
    </HydratedFieldset>
  ),
});

// The open tab lives in the address (?tab=disputes); the Payouts and Disputes tabs come from their features (a
// feature never imports another, docs/decisions/0032).
function AdminRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: validateAdminSearch({ tab: next }), replace: true })}
      payouts={<AdminPayoutsTab />}
      disputes={<AdminDisputesTab />}
    />
  );
}
