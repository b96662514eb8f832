// The gateway as a request's procedures see it: each call to Stripe gives the request's place among the API
// requests under way back while Stripe answers (docs/decisions/0014-api-requests-take-turns.md). A call can
// take up to 15 s and its retries; ten payers waiting on a slow Stripe would otherwise hold every place, and
// every other request would wait for Stripe too.
import type { Turn } from '../http/admission.ts';
import type { PaymentGateway } from './gateway.ts';

export function offTurnGateway(gateway: PaymentGateway, turn: Turn): PaymentGateway {
  const common = {
    publishableKey: gateway.publishableKey,
    createPaymentIntent: (request: Parameters<PaymentGateway['createPaymentIntent']>[0]) =>
      turn.away(() => gateway.createPaymentIntent(request)),
    refund: (request: Parameters<PaymentGateway['refund']>[0]) => turn.away(() => gateway.refund(request)),
  };
  if (gateway.name === 'test') {
    return {
      ...common,
      name: 'test',
      confirm: (paymentIntentId, card) => turn.away(() => gateway.confirm(paymentIntentId, card)),
    };
  }
  return {
    ...common,
    name: 'stripe',
    retrievePaymentIntent: (id) => turn.away(() => gateway.retrievePaymentIntent(id)),
    cancelPaymentIntent: (id) => turn.away(() => gateway.cancelPaymentIntent(id)),
    // Checks a signature on this process, without waiting on anyone.
    verifyWebhook: (payload, signature) => gateway.verifyWebhook(payload, signature),
  };
}
