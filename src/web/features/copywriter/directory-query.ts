// The directory's read, apart from the page so that the route's loader can start it without pulling the
// page's code into the entry chunk (loaders are not code-split). The search runs on the server, a page at a
// time, so that every approved writer can be found (docs/product.md "Copywriters: directory and application").
import { trpc } from '../../trpc.ts';

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export const directoryQuery = (q: string | undefined) =>
  trpc.copywriter.directoryPage.infiniteQueryOptions(q ? { q } : {}, nextPage);
