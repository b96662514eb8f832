// The signed-in user, shared by the bar, the route guards and the auth forms. auth.session answers null
// for a visitor (auth.user, the REST call, answers 401). Every page's bar asks for it, so it is read without
// the tRPC client, which stays out of the script a page needs before it is hydrated (docs/decisions/0009).
import { hashKey, type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { JUST_ANSWERED_MS, queryClient } from '../query-client.ts';
import { readFetch } from './server-reads.ts';
import { toast } from './toast.ts';

/** tRPC's own key for auth.session (current-user.test.ts holds them equal), so that its cache is this one. */
export const currentUserQueryKey = [['auth', 'session'], { type: 'query' }] as const;

/** auth.session over tRPC's HTTP protocol: a GET answered with {"result":{"data":...}}, or {"error":...}. */
async function readSession(signal: AbortSignal): Promise<CurrentUser | null> {
  // On the server, rendering a page for an account, through the server's own handler (lib/server-reads.ts).
  const response = await readFetch('/trpc/auth.session', { credentials: 'include', signal });
  const body = (await response.json().catch(() => undefined)) as
    | { result?: { data: CurrentUser | null }; error?: { message?: string } }
    | undefined;
  if (!response.ok || !body?.result) {
    throw new Error(body?.error?.message ?? `auth.session answered ${response.status}`);
  }
  return body.result.data;
}

// Data cached for one account must not leak into the next; the current user's own query stays, because the
// navigation bar is subscribed to it and would otherwise keep showing the removed answer.
function forgetAccountData(): void {
  const keep = hashKey(currentUserQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== keep });
}

export const CURRENT_USER_FRESH_MS = JUST_ANSWERED_MS;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => readSession(signal),
    // The one read that is asked again whenever it is used (docs/product.md "Screens"), but for the moment
    // after an answer: the guard that let a page through has just read it, and the page's bar and components
    // mounting at once asked for it a second time on every signed-in visit.
    staleTime: CURRENT_USER_FRESH_MS,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * For route guards: a failed read (server down) counts as signed out rather than breaking the page. The
 * server renders the public pages for nobody in particular (docs/decisions/0009), and reads the session only
 * for a page it renders for the request's account (docs/decisions/0013).
 */
export async function loadCurrentUser(context: {
  queryClient: QueryClient;
  readsSession: boolean;
}): Promise<CurrentUser | null> {
  if (!context.readsSession) return null;
  try {
    return await context.queryClient.ensureQueryData(currentUserQueryOptions());
  } catch {
    return null;
  }
}

/** After login or signup: the answer is the new user, and data cached for the visitor must not leak into the session. */
export function rememberSignedInUser(user: CurrentUser): void {
  forgetAccountData();
  queryClient.setQueryData(currentUserQueryKey, user);
}

/** The session is over (logged out, or the account deleted): home, with nothing of the account kept. */
export async function leaveForHome(navigate: ReturnType<typeof useNavigate>): Promise<void> {
  // Leave the page first: a signed-in screen still mounted would refetch its data, fail with 401 and put its
  // own error toast over the one that follows.
  queryClient.setQueryData(currentUserQueryKey, null);
  await navigate({ to: '/' });
  forgetAccountData();
}

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    // The tRPC client is loaded when it is first needed.
    mutationFn: async () => (await import('../trpc.ts')).trpcClient.auth.logout.mutate(),
    onSuccess: async () => {
      await leaveForHome(navigate);
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account' });
    },
    onError: () => {
      toast({
        title: 'Logout failed',
        description: 'There was a problem logging out. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
