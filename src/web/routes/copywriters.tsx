import { createFileRoute } from '@tanstack/react-router';
import { DirectoryPage } from '../features/copywriter/directory-page.tsx';
import { directoryQuery } from '../features/copywriter/directory-query.ts';

export const Route = createFileRoute('/copywriters')({
  // Not awaited: the page shows placeholder cards until the listings arrive (SPEC.md section 2).
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(directoryQuery());
  },
  component: DirectoryPage,
});
