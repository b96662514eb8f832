import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountPage } from '../features/account/account-page.tsx';
import { AccountError, AccountPending } from '../features/account/account-pending.tsx';
import { loadAccount } from '../features/account/account-queries.ts';
import { loadCurrentUser } from '../lib/current-user.ts';

// Anyone signed in, whatever the role; a visitor logs in first and comes back.
export const Route = createFileRoute('/account')({
  head: () => ({ meta: [{ title: 'Your account' }] }),
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/account' }, replace: true });
  },
  loader: ({ context: { queryClient } }) => loadAccount(queryClient),
  pendingComponent: AccountPending,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: AccountError,
  component: AccountPage,
});
