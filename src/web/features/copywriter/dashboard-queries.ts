// The copywriter dashboard's reads: the route's loader waits for them, the tabs read and update the same cache.
// The job lists come a page at a time (docs/product.md "Limits"), with 'Load more' under each tab.
import type { QueryClient } from '@tanstack/react-query';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { trpc } from '../../trpc.ts';

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export const profileQuery = () => trpc.copywriter.profile.queryOptions();
export const availableJobsQuery = () => trpc.copywriter.availableJobsPage.infiniteQueryOptions({}, nextPage);
export const activeJobsQuery = () => trpc.copywriter.activeJobsPage.infiniteQueryOptions({}, nextPage);
export const completedJobsQuery = () => trpc.copywriter.completedJobsPage.infiniteQueryOptions({}, nextPage);

/** The jobs of every page loaded so far, in the order the server gave them. */
export function loadedJobs(data: { pages: readonly { items: readonly JobDto[] }[] } | undefined): JobDto[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * The job lists answer 403 until an admin approves the profile (docs/product.md "Roles"), so they are
 * asked for only once the profile says approved. Any failure shows the route's error card.
 */
export async function loadCopywriterDashboard(queryClient: QueryClient): Promise<void> {
  const profile = await queryClient.ensureQueryData(profileQuery());
  if (profile?.status !== 'approved') return;
  await Promise.all([
    queryClient.ensureInfiniteQueryData(availableJobsQuery()),
    queryClient.ensureInfiniteQueryData(activeJobsQuery()),
    queryClient.ensureInfiniteQueryData(completedJobsQuery()),
  ]);
}
