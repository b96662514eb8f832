// A writer's public profile and its reviews a page at a time, apart from the page so that the route's loader
// can start it without pulling the page's code into the entry chunk (loaders are not code-split).
import { trpc } from '../../trpc.ts';

const nextPage = { getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor };

export const writerProfileQuery = (id: number) =>
  trpc.copywriter.publicProfilePage.infiniteQueryOptions({ id }, nextPage);
