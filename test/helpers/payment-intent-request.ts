import type { PaymentIntentRequest } from '../../src/server/payments/gateway.ts';

// An intent request as the payment services make one, for tests that call a gateway directly.
export const PAYMENT_INTENT_REQUEST: PaymentIntentRequest = {
  amountPence: 7500,
  currency: 'gbp',
  description: 'A job',
  customerId: 1,
  idempotencyKey: 'payment-1',
  metadata: {},
};
