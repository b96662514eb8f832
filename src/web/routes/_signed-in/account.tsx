import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { AccountPage } from '../../features/account/account-page.tsx';
import { AccountError, AccountPending } from '../../features/account/account-pending.tsx';
import { loadAccount } from '../../features/account/account-queries.ts';

// Anyone signed in, whatever the role (routes/_signed-in.tsx).
export const Route = createFileRoute('/_signed-in/account')({
  head: () => ({ meta: [{ title: 'Your account' }] }),
  loader: ({ context: { queryClient } }) => loadAccount(queryClient),
  pendingComponent: AccountPending,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: AccountError,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <AccountPage />
    </HydratedFieldset>
  ),
});
