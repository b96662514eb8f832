// The signed-in user, shared by the bar, the route guards and the auth forms. auth.session answers null
// for a visitor (auth.user, the REST call, answers 401).
import { hashKey, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { queryClient, trpc } from '../trpc.ts';
import { toast } from './toast.ts';

export const currentUserQueryKey = trpc.auth.session.queryKey();

// Data cached for one account must not leak into the next; the current user's own query stays, because the
// navigation bar is subscribed to it and would otherwise keep showing the removed answer.
function forgetAccountData(): void {
  const keep = hashKey(currentUserQueryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== keep });
}

export function currentUserQueryOptions() {
  // SPEC.md section 7: the one read that is refetched whenever it is used again.
  return trpc.auth.session.queryOptions(undefined, { staleTime: 0 });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** For route guards: a failed read (server down) counts as signed out rather than breaking the page. */
export async function loadCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
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
  return useMutation(
    trpc.auth.logout.mutationOptions({
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
    }),
  );
}
