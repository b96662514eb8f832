// The services as a request's procedures see them: each call to the payment gateway gives the request's place
// among the API requests under way back while Stripe answers (docs/decisions/0014-api-requests-take-turns.md).
// A call can take up to 15 s and its retries; ten payers waiting on a slow Stripe would otherwise hold every
// place, and every other request would wait for Stripe too. The turn is the HTTP edge's business: the gateway
// and the services that call it never see it.
import type { FastifyRequest } from 'fastify';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { Services } from '../trpc/context.ts';
import { type Turn, turnOf } from './admission.ts';

/**
 * The services for a request's procedures: for a request that takes turns, a gateway whose calls are made off
 * its turn, made if a procedure asks for it; the services as they are for any other.
 */
export function servicesOffTurn(services: Services): (request: FastifyRequest) => Services {
  return (request) => {
    const turn = turnOf(request);
    if (!turn) return services;
    let gateway: PaymentGateway | undefined;
    return {
      liveBus: services.liveBus,
      get gateway() {
        gateway ??= offTurnGateway(services.gateway, turn);
        return gateway;
      },
    };
  };
}

export function offTurnGateway(gateway: PaymentGateway, turn: Turn): PaymentGateway {
  const common = {
    publishableKey: gateway.publishableKey,
    createPaymentIntent: (request: Parameters<PaymentGateway['createPaymentIntent']>[0]) =>
      turn.away(() => gateway.createPaymentIntent(request)),
    refund: (request: Parameters<PaymentGateway['refund']>[0]) => turn.away(() => gateway.refund(request)),
    createPayoutAccount: (request: Parameters<PaymentGateway['createPayoutAccount']>[0]) =>
      turn.away(() => gateway.createPayoutAccount(request)),
    onboardingLink: (request: Parameters<PaymentGateway['onboardingLink']>[0]) =>
      turn.away(() => gateway.onboardingLink(request)),
    transfer: (request: Parameters<PaymentGateway['transfer']>[0]) =>
      turn.away(() => gateway.transfer(request)),
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
    retrievePayoutAccount: (id) => turn.away(() => gateway.retrievePayoutAccount(id)),
    // Checks a signature on this process; only a thin event's account is asked of Stripe, away from the turn.
    verifyWebhook: (payload, signature) => turn.away(() => gateway.verifyWebhook(payload, signature)),
  };
}
