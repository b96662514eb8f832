// One tRPC client for the whole SPA, usable outside React (route guards, loaders), on the one QueryClient.
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/routers/_app.ts';
import { MAX_TRPC_BATCH } from '../shared/constants.ts';
import { readFetch } from './lib/server-reads.ts';
import { queryClient } from './query-client.ts';

export { sendReadsThrough } from './lib/server-reads.ts';
export { createQueryClient, queryClient } from './query-client.ts';

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    // Subscriptions (the chat's live messages) are server-sent events on the same origin, which the CSP's
    // connect-src 'self' allows and which carry the session cookie; EventSource reconnects by itself.
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc' }),
      false: httpBatchLink({
        url: '/trpc',
        // The server refuses a longer batch (src/server/http/trpc-route.ts).
        maxItems: MAX_TRPC_BATCH,
        fetch: (input, init) => readFetch(input, { ...init, credentials: 'include' }),
      }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
