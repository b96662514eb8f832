// The account page's read, and how a change to the account reaches the bar and the page at once: shared by
// the account's feature and the bar's spelling switch (components/use-spelling-choice.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { AccountDto } from '../../shared/schemas/account.ts';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { queryClient as sharedQueryClient, trpc } from '../trpc.ts';
import { currentUserQueryKey } from './current-user.ts';

// Read again on each visit to the page: a link opened on another device may have changed it meanwhile.
export const accountQuery = () => trpc.account.get.queryOptions(undefined, { staleTime: 0 });

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
