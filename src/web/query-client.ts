// The tab's one QueryClient, usable outside React (route guards, loaders). Apart from the tRPC client
// (trpc.ts), which the first page a visitor opens does not need before it is hydrated (docs/decisions/0009).
import { QueryClient } from '@tanstack/react-query';

// Reads are never retried, never refetched on focus and stay fresh until told otherwise (docs/product.md
// "Screens").
// The server renders each page with a client of its own (entry-server.tsx), so that no page sees another's data.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * How long an answer counts as this visit's own: a read that must be asked again on every visit is not asked
 * twice in a row (a guard and the page it lets through, or the server's render and the browser's hydration of
 * it: main.tsx counts a page's data as answered when the page arrives).
 */
export const JUST_ANSWERED_MS = 2_000;
