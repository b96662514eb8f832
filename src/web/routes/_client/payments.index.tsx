import { createFileRoute } from '@tanstack/react-router';
import { PaymentHistoryPage } from '../../features/payments/payment-history-page.tsx';
import { paymentHistoryQuery } from '../../features/payments/payment-queries.ts';

export const Route = createFileRoute('/_client/payments/')({
  head: () => ({ meta: [{ title: 'Payments' }] }),
  // Payments change on the server (a webhook books one): every visit asks again.
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchQuery({ ...paymentHistoryQuery(), staleTime: 0 }),
  component: PaymentHistoryPage,
});
