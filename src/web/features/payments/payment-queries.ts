import { trpc } from '../../trpc.ts';

// Which gateway takes the card: the test gateway's own form, or Stripe's Payment Element.
export const gatewayQuery = () => trpc.payments.gateway.queryOptions();
export const paymentHistoryQuery = () => trpc.payments.history.queryOptions();
export const receiptQuery = (id: number) => trpc.payments.receipt.queryOptions({ id });
