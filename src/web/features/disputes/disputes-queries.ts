// The admin's escalated disputes, a page at a time (docs/product.md "Limits"), the longest-waiting first.
import { trpc } from '../../trpc.ts';

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export const escalatedDisputesQuery = () => trpc.disputes.escalatedPage.infiniteQueryOptions({}, nextPage);
