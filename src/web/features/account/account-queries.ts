// The account page's read, and how a change to the account reaches the bar and the page at once.
import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { AccountDto } from '../../../shared/schemas/account.ts';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { toast } from '../../lib/toast.ts';
import { queryClient as sharedQueryClient, trpc } from '../../trpc.ts';

// Read again on each visit to the page: a link opened on another device may have changed it meanwhile.
export const accountQuery = () => trpc.account.get.queryOptions(undefined, { staleTime: 0 });

export function loadAccount(queryClient: QueryClient): Promise<AccountDto> {
  return queryClient.ensureQueryData(accountQuery());
}

/** The server's answer to a change is the whole account: the page shows it, and the bar its name and spelling. */
export function rememberAccount(account: AccountDto, queryClient: QueryClient = sharedQueryClient): void {
  queryClient.setQueryData(accountQuery().queryKey, account);
  queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
    user
      ? {
          ...user,
          name: account.name,
          email: account.email,
          emailVerified: account.emailVerified,
          spelling: account.spelling,
        }
      : user,
  );
}

/** An email confirmed (here or on another device): the reminder, the bar and the account page read again. */
export async function refreshAccount(queryClient: QueryClient = sharedQueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: trpc.account.pathKey() }),
  ]);
}

/** "Resend the link": the reminder, the Email card and a failed confirmation page all offer it, alike. */
export function useResendVerification() {
  return useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: ({ message }) => toast({ title: 'Confirmation link sent', description: message }),
      onError: (error) =>
        toast({
          title: 'The link was not sent',
          description: serverMessage(error) ?? 'Please try again later.',
          variant: 'destructive',
        }),
    }),
  );
}
