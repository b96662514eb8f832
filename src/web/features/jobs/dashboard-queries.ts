// The client dashboard's reads: the route's loader starts them, the cards read and refresh the same cache.
import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';

export const jobsQuery = () => trpc.jobs.list.queryOptions();
export const gatewayQuery = () => trpc.payments.gateway.queryOptions();

/**
 * Jobs change on the server (a copywriter quotes, work is delivered) while reads stay fresh forever
 * (SPEC.md section 7), so every visit to the dashboard asks again. A failure is not thrown: the page shows
 * the 'Error loading jobs' toast itself, with the rest of the dashboard still usable.
 */
export async function loadClientDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...jobsQuery(), staleTime: 0 }),
    queryClient.prefetchQuery(gatewayQuery()),
  ]);
}

/** After an accept, a payment, a rating: the job list is out of date. */
export function refreshJobs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: jobsQuery().queryKey });
}
