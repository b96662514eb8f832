// One tRPC client for the whole SPA, usable outside React (route guards, loaders), on the one QueryClient.
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/routers/_app.ts';
import { queryClient } from './query-client.ts';

export { createQueryClient, queryClient } from './query-client.ts';

// On the server the route loaders' reads go to the server's own request handler rather than over the network
// (docs/decisions/0009); in the browser this stays unset.
let serverFetch: typeof fetch | undefined;

export function sendReadsThrough(handler: typeof fetch): void {
  serverFetch = handler;
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // Subscriptions (the chat's live messages) are server-sent events on the same origin, which the CSP's
    // connect-src 'self' allows and which carry the session cookie; EventSource reconnects by itself.
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc' }),
      false: httpBatchLink({
        url: '/trpc',
        fetch: (input, init) => (serverFetch ?? fetch)(input, { ...init, credentials: 'include' }),
      }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
