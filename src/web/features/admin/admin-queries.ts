// The admin dashboard's reads: the route's loader waits for them and the sections read the same cache.
import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';

export const statsQuery = () => trpc.admin.stats.queryOptions();
export const allJobsQuery = () => trpc.jobs.list.queryOptions();
export const copywritersQuery = () => trpc.admin.copywriters.queryOptions();
export const jobPaymentsQuery = () => trpc.payments.jobPayments.queryOptions();

export async function loadAdminDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(statsQuery()),
    queryClient.ensureQueryData(allJobsQuery()),
    queryClient.ensureQueryData(copywritersQuery()),
    queryClient.ensureQueryData(jobPaymentsQuery()),
  ]);
}

/** A job changed status: the job list and the counts of the stat cards are both out of date. */
export async function refreshJobsAndStats(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: allJobsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: statsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: jobPaymentsQuery().queryKey }),
  ]);
}
