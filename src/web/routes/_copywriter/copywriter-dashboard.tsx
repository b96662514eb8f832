import { createFileRoute } from '@tanstack/react-router';
import { DashboardError } from '../../components/dashboard-error.tsx';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { CopywriterDashboardLoading } from '../../features/copywriter/dashboard-loading.tsx';
import { CopywriterDashboardPage, preloadDashboardTab } from '../../features/copywriter/dashboard-page.tsx';
import { loadCopywriterDashboard } from '../../features/copywriter/dashboard-queries.ts';
import { validateDashboardSearch } from '../../features/copywriter/dashboard-tabs.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';

// The Earnings tab and its charts load when the tab is first shown, or with the page its address opens.
const EarningsTab = lazyComponent(
  async () => (await import('../../features/payouts/earnings-tab.tsx')).EarningsTab,
);

export const Route = createFileRoute('/_copywriter/copywriter-dashboard')({
  head: () => ({ meta: [{ title: 'Copywriter dashboard' }] }),
  validateSearch: validateDashboardSearch,
  staticData: {
    // The profile and the job lists are asked for beside the session (the guard of routes/_copywriter.tsx
    // starts this), in one request, and the page's code with them: the dashboard's reads were four round
    // trips one after another, and under 32 dashboards at once each waited its turn at the server
    // (docs/decisions/0014). Imported here, as the loader is split off with the page (vite.config.ts).
    besideGuard: (queryClient) => {
      void Route.options.component?.preload?.();
      return import('../../features/copywriter/dashboard-queries.ts').then((queries) =>
        queries.loadCopywriterDashboard(queryClient),
      );
    },
  },
  // The open tab's code too, so that hydration draws it as the server did, without suspending (docs/decisions/0043).
  loader: async ({ context: { queryClient, readsStarted }, location }) => {
    const { tab } = validateDashboardSearch(location.search as Record<string, unknown>);
    await Promise.all([
      readsStarted ?? loadCopywriterDashboard(queryClient),
      tab === 'earnings' ? EarningsTab.preload() : preloadDashboardTab(tab),
    ]);
  },
  pendingComponent: CopywriterDashboardLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: DashboardError,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <CopywriterDashboardRoute />
    </HydratedFieldset>
  ),
});

// The open tab lives in the address (?tab=earnings), and the Earnings tab comes from the payouts feature.
function CopywriterDashboardRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CopywriterDashboardPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: validateDashboardSearch({ tab: next }), replace: true })}
      earnings={<EarningsTab />}
    />
  );
}
