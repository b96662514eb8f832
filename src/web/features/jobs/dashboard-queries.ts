// The client dashboard's reads: the route's loader starts them, the cards read and refresh the same cache.
// The jobs come a page at a time (docs/product.md "Limits"), newest first, with 'Load more'.
import type { QueryClient } from '@tanstack/react-query';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { JUST_ANSWERED_MS } from '../../query-client.ts';
import { trpc } from '../../trpc.ts';

export const jobsQuery = () =>
  trpc.jobs.listPage.infiniteQueryOptions({}, { getNextPageParam: (page) => page.nextCursor });
export const gatewayQuery = () => trpc.payments.gateway.queryOptions();

/** The jobs of every page loaded so far, in the order the server gave them. */
export function loadedJobs(data: { pages: readonly { items: readonly JobDto[] }[] } | undefined): JobDto[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * Jobs change on the server (a copywriter quotes, work is delivered) while reads stay fresh forever
 * (docs/product.md "Screens"), so every visit to the dashboard asks again, unless the answer is a moment old:
 * the one the server rendered the page with (docs/decisions/0013). A failure is not thrown: the page shows the
 * 'Error loading jobs' toast itself, with the rest of the dashboard still usable.
 */
export async function loadClientDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchInfiniteQuery({ ...jobsQuery(), staleTime: JUST_ANSWERED_MS }),
    queryClient.prefetchQuery(gatewayQuery()),
  ]);
}

/**
 * After an accept, a payment, a rating: the job list is out of date (every page loaded is asked again), and so
 * is the job's own page (jobs.byId), which takes its payments and ratings through the same hooks.
 */
export function refreshJobs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(trpc.jobs.pathFilter());
}
