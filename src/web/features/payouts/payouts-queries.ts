// The Earnings tab's and the admin's Payouts tab's reads (docs/decisions/0039). The lists come a page at a
// time (docs/product.md "Limits"); the earnings' totals come with every page and cover all the rows.
import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export const earningsQuery = () => trpc.payouts.earningsPage.infiniteQueryOptions({}, nextPage);
export const payoutAccountQuery = () => trpc.payouts.account.queryOptions();
export const myPayoutsQuery = () => trpc.payouts.payoutsPage.infiniteQueryOptions({}, nextPage);
export const adminPayoutsQuery = () => trpc.payouts.adminPayoutsPage.infiniteQueryOptions({}, nextPage);

/** A withdrawal or a change of account moves money between the totals: read them all again. */
export async function refreshEarnings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: earningsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: payoutAccountQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: myPayoutsQuery().queryKey }),
  ]);
}
