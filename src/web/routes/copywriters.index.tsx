import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '../features/copywriter/directory-page.tsx';
import { directoryQuery } from '../features/copywriter/directory-query.ts';

export const Route = createFileRoute('/copywriters/')({
  head: () => ({ meta: [{ title: 'Our copywriters' }] }),
  // Not awaited in the browser: the page shows placeholder cards until the listings arrive.
  // The server renders the page with its listings (docs/decisions/0009).
  loader: async ({ context: { queryClient } }) => {
    const listings = queryClient.prefetchQuery(directoryQuery());
    if (typeof window === 'undefined') await listings;
  },
  component: DirectoryPage,
});
