// The admin dashboard's pure rules: which jobs each tab holds and how the revenue change reads.
import { formatGbp } from '../../../shared/domain/format.ts';
import { ADMIN_STATUS_LABELS, type JobStatus } from '../../../shared/domain/job-status.ts';

export interface AdminJobTab {
  value: string;
  label: string;
  /** undefined: every job (the All tab). */
  status?: JobStatus;
}

// All, then one tab per status the admin acts on or watches (docs/product.md "Admin"). Unpaid jobs show under
// All.
const TAB_STATUSES: readonly JobStatus[] = ['quote', 'offer_made', 'pending', 'in_progress', 'completed'];

export const ADMIN_JOB_TABS: readonly AdminJobTab[] = [
  { value: 'all', label: 'All' },
  ...TAB_STATUSES.map((status) => ({ value: status, label: ADMIN_STATUS_LABELS[status], status })),
];

export function jobsInTab<TJob extends { status: JobStatus }>(
  jobs: readonly TJob[],
  tab: AdminJobTab,
): TJob[] {
  return tab.status === undefined ? [...jobs] : jobs.filter((job) => job.status === tab.status);
}

/**
 * "+12.5% from last month", "-3.0% from last month", "No change from last month", or, when last month took
 * nothing, "No payments last month" (a percentage of nothing would say +100%).
 */
export function percentChangeLabel(revenue: { percentChange: number; previous: number }): string {
  if (revenue.previous <= 0) return 'No payments last month';
  const { percentChange } = revenue;
  if (!Number.isFinite(percentChange) || Math.abs(percentChange) < 0.05) return 'No change from last month';
  const sign = percentChange > 0 ? '+' : '-';
  return `${sign}${Math.abs(percentChange).toFixed(1)}% from last month`;
}

/** Under the month's commission: last month's, for comparison. */
export function commissionNote(previous: number): string {
  return previous > 0 ? `Last month: ${formatGbp(previous)}` : 'None last month';
}

export function approvedOnly<TProfile extends { status: string }>(profiles: readonly TProfile[]): TProfile[] {
  return profiles.filter((profile) => profile.status === 'approved');
}

export function replaceByUserId<TProfile extends { userId: number }>(
  profiles: readonly TProfile[] | undefined,
  updated: TProfile,
): TProfile[] {
  return (profiles ?? []).map((profile) => (profile.userId === updated.userId ? updated : profile));
}
