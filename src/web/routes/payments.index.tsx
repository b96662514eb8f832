import { createFileRoute, redirect } from '@tanstack/react-router';
import { PaymentHistoryPage } from '../features/payments/payment-history-page.tsx';
import { paymentHistoryQuery } from '../features/payments/payment-queries.ts';
import { loadCurrentUser } from '../lib/current-user.ts';
import { homePathForRole } from '../lib/redirects.ts';

export const Route = createFileRoute('/payments/')({
  head: () => ({ meta: [{ title: 'Payments' }] }),
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/payments' }, replace: true });
    if (user.role !== 'client') throw redirect({ href: homePathForRole(user.role), replace: true });
  },
  // Payments change on the server (a webhook books one): every visit asks again.
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchQuery({ ...paymentHistoryQuery(), staleTime: 0 }),
  component: PaymentHistoryPage,
});
