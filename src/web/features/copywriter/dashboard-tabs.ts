// Which tab of the copywriter dashboard is open, kept in the address (?tab=earnings) so that a link can open
// one: the payout provider's onboarding sends the writer back to their Earnings tab (docs/decisions/0039).
export const DASHBOARD_TABS = ['available', 'active', 'quotes', 'completed', 'earnings', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'available';

export interface DashboardSearch {
  tab?: DashboardTab;
}

function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The address's tab when it names one; the default tab is left out, so that the plain address stays plain. */
export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  return isDashboardTab(search.tab) && search.tab !== DEFAULT_DASHBOARD_TAB ? { tab: search.tab } : {};
}
