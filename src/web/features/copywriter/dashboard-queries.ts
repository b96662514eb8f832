// The copywriter dashboard's reads: the route's loader waits for them, the tabs read and update the same cache.
import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';

export const profileQuery = () => trpc.copywriter.profile.queryOptions();
export const availableJobsQuery = () => trpc.copywriter.availableJobs.queryOptions();
export const activeJobsQuery = () => trpc.copywriter.activeJobs.queryOptions();
export const completedJobsQuery = () => trpc.copywriter.completedJobs.queryOptions();

/**
 * The job lists answer 403 until an admin approves the profile (DECISIONS.md "Accounts"), so they are
 * asked for only once the profile says approved. Any failure shows the route's error card.
 */
export async function loadCopywriterDashboard(queryClient: QueryClient): Promise<void> {
  const profile = await queryClient.ensureQueryData(profileQuery());
  if (profile?.status !== 'approved') return;
  await Promise.all([
    queryClient.ensureQueryData(availableJobsQuery()),
    queryClient.ensureQueryData(activeJobsQuery()),
    queryClient.ensureQueryData(completedJobsQuery()),
  ]);
}
