import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '../features/copywriter/directory-page.tsx';
import { directoryQuery } from '../features/copywriter/directory-query.ts';
import { validateDirectorySearch } from '../features/copywriter/directory-search.ts';

export const Route = createFileRoute('/copywriters/')({
  head: () => ({ meta: [{ title: 'Our copywriters' }] }),
  validateSearch: validateDirectorySearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  // Not awaited in the browser: the page shows placeholder cards until the listings arrive.
  // The server renders the page with its listings (docs/decisions/0009).
  loader: async ({ context: { queryClient }, deps }) => {
    const listings = queryClient.prefetchInfiniteQuery(directoryQuery(deps.q));
    if (typeof window === 'undefined') await listings;
  },
  component: DirectoryRoute,
});

function DirectoryRoute() {
  return <DirectoryPage q={Route.useSearch().q} />;
}
