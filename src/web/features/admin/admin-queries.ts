// The admin dashboard's reads: the route's loader waits for them and the sections read the same cache. Lists
// are paged (docs/product.md "Limits"): the jobs a page at a time with 'Load more'; the
// applications and the job payments, which the cards look up, a full page of 100.
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_LIMIT } from '../../../shared/domain/page-limit.ts';
import type { JobDto, JobSort } from '../../../shared/schemas/jobs.ts';
import { trpc } from '../../trpc.ts';

export const statsQuery = () => trpc.admin.stats.queryOptions();
// Newest first, or by due date with overdue work first (docs/product.md "Deadlines and delivery dates").
export const allJobsQuery = (sort: JobSort = 'newest') =>
  trpc.jobs.listPage.infiniteQueryOptions(sort === 'newest' ? {} : { sort }, {
    getNextPageParam: (page) => page.nextCursor,
  });
export const copywritersQuery = () => trpc.admin.copywriters.queryOptions({ limit: PAGE_LIMIT.max });
export const jobPaymentsQuery = () => trpc.payments.jobPayments.queryOptions({ limit: PAGE_LIMIT.max });

/** The jobs of every page loaded so far, newest first. */
export function loadedJobs(data: { pages: readonly { items: readonly JobDto[] }[] } | undefined): JobDto[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

export async function loadAdminDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(statsQuery()),
    queryClient.ensureInfiniteQueryData(allJobsQuery()),
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
