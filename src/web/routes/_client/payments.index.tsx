import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { PaymentHistoryPage } from '../../features/payments/payment-history-page.tsx';
import { paymentHistoryQuery } from '../../features/payments/payment-queries.ts';

export const Route = createFileRoute('/_client/payments/')({
  head: () => ({ meta: [{ title: 'Payments' }] }),
  // Payments change on the server (a webhook books one): every visit asks again.
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchQuery({ ...paymentHistoryQuery(), staleTime: 0 }),
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <PaymentHistoryPage />
    </HydratedFieldset>
  ),
});
