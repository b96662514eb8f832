// Which tab of the admin dashboard is open, kept in the address (?tab=disputes) so that a link can open one:
// the email and bell about an escalated dispute, and the job page, lead to the Disputes tab.
export const ADMIN_TABS = ['jobs', 'copywriters', 'users', 'emails', 'audit', 'payouts', 'disputes'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const DEFAULT_ADMIN_TAB: AdminTab = 'jobs';

export interface AdminSearch {
  tab?: AdminTab;
}

function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/** The address's tab when it names one; the default tab is left out, so that the plain address stays plain. */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  return isAdminTab(search.tab) && search.tab !== DEFAULT_ADMIN_TAB ? { tab: search.tab } : {};
}
