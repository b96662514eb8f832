// The account page's loader, and what reads it again (its read itself is shared: lib/account-cache.ts).
import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { AccountDto } from '../../../shared/schemas/account.ts';
import { accountQuery } from '../../lib/account-cache.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { toast } from '../../lib/toast.ts';
import { queryClient as sharedQueryClient, trpc } from '../../trpc.ts';

/** The account's live API keys (docs/decisions/0047), read again after each creation and revocation. */
export const apiKeysQuery = () => trpc.account.apiKeys.queryOptions();

export function loadAccount(queryClient: QueryClient): Promise<AccountDto> {
  return queryClient.ensureQueryData(accountQuery());
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
