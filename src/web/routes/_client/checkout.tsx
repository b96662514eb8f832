import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { CheckoutPage } from '../../features/payments/checkout-page.tsx';
import { gatewayQuery } from '../../features/payments/payment-queries.ts';

// Only a signed-in client pays here (routes/_client.tsx); a visitor logs in and comes back.
export const Route = createFileRoute('/_client/checkout')({
  head: () => ({ meta: [{ title: 'Checkout' }] }),
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(gatewayQuery()),
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <CheckoutPage />
    </HydratedFieldset>
  ),
});
