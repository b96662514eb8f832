import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckoutPage } from '../features/payments/checkout-page.tsx';
import { gatewayQuery } from '../features/payments/payment-queries.ts';
import { loadCurrentUser } from '../lib/current-user.ts';
import { homePathForRole } from '../lib/redirects.ts';

// Only a signed-in client pays here; a visitor logs in and comes back.
export const Route = createFileRoute('/checkout')({
  head: () => ({ meta: [{ title: 'Checkout' }] }),
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/checkout' }, replace: true });
    if (user.role !== 'client') throw redirect({ href: homePathForRole(user.role), replace: true });
  },
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(gatewayQuery()),
  component: CheckoutPage,
});
