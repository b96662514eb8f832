import { createFileRoute } from '@tanstack/react-router';
import { featuredWritersQuery } from '../features/home/featured-writers.ts';
import { HomePage } from '../features/home/home-page.tsx';

// No title of its own: the home page's is the brand alone (lib/document-title.ts).
export const Route = createFileRoute('/')({
  // The server renders the page with its writers (docs/decisions/0009), which the browser then finds in the
  // page's cache. A failed read is not an error: the page shows its designed sample instead.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(featuredWritersQuery()),
  component: HomePage,
});
