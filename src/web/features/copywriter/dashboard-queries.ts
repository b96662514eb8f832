// The copywriter dashboard's reads: the route's loader waits for them, the tabs read and update the same cache.
// The job lists come a page at a time (docs/product.md "Limits"), with 'Load more' under each tab.
import type { QueryClient } from '@tanstack/react-query';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { bellQuery } from '../../lib/bell-query.ts';
import { trpc } from '../../trpc.ts';

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export const profileQuery = () => trpc.copywriter.profile.queryOptions();
export const availableJobsQuery = () => trpc.copywriter.availableJobsPage.infiniteQueryOptions({}, nextPage);
export const activeJobsQuery = () => trpc.copywriter.activeJobsPage.infiniteQueryOptions({}, nextPage);
export const completedJobsQuery = () => trpc.copywriter.completedJobsPage.infiniteQueryOptions({}, nextPage);
export const myQuotesQuery = () => trpc.copywriter.myQuotesPage.infiniteQueryOptions({}, nextPage);

/** The jobs of every page loaded so far, in the order the server gave them. */
export function loadedJobs(data: { pages: readonly { items: readonly JobDto[] }[] } | undefined): JobDto[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * The job lists answer 403 until an admin approves the profile (docs/product.md "Roles"). They are asked for in
 * the profile's own request rather than after its answer, one round trip fewer for the approved copywriters
 * who open this page every day, unless the profile already read says they would be refused. A refusal is then
 * forgotten, and the page shows the profile's notice. Any other failure shows the route's error card. The
 * bar's bell is read in the same request, rather than once the page is drawn.
 */
export async function loadCopywriterDashboard(queryClient: QueryClient): Promise<void> {
  // ensureQueryData answers with the profile already read, when there is one.
  const known = queryClient.getQueryData(profileQuery().queryKey);
  const listQueries = [availableJobsQuery(), activeJobsQuery(), completedJobsQuery()];
  const lists =
    known === undefined || known?.status === 'approved'
      ? listQueries.map((query) => queryClient.ensureInfiniteQueryData(query))
      : [];
  void queryClient.prefetchQuery(bellQuery());
  const [profile, ...listed] = await Promise.allSettled([
    queryClient.ensureQueryData(profileQuery()),
    ...lists,
  ]);
  if (profile.status === 'rejected') throw profile.reason;
  if (profile.value?.status !== 'approved') {
    for (const query of listQueries) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    return;
  }
  // Approved: the lists were asked for (a profile already read says approved, or nothing was known).
  const failed = listed.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
