// Stripe, used when STRIPE_SECRET_KEY is set: PaymentIntents in GBP for the amount the server computed, the
// card confirmed in the browser by Stripe's Payment Element, and the outcome learnt from Stripe's signed webhook
// (docs/decisions/0005). The API host can be overridden so that tests talk to a local Stripe-shaped server.
import Stripe from 'stripe';
import {
  type GatewayEvent,
  type IntentState,
  type RetrievedPaymentIntent,
  type StripeGateway,
  WebhookSignatureError,
} from './gateway.ts';
import { stripePayoutOperations, thinAccountId, transferOf, v1AccountState } from './stripe-connect.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * The signing secret of the second destination, the one that carries the writers' payout accounts' events
   * (docs/decisions/0040); an event signed by either secret is accepted.
   */
  connectWebhookSecret?: string | undefined;
  api?: { host?: string | undefined; port?: number | undefined; protocol?: 'http' | 'https' | undefined };
  /** Seconds a webhook's signed timestamp may be old: Stripe's default of 5 minutes unless told. */
  webhookToleranceSeconds?: number;
}

// A snapshot (v1) event, or a thin v2 event, which has no data but names its related object.
interface WebhookEvent {
  id: string;
  type: string;
  object?: string;
  data?: { object?: unknown };
  related_object?: unknown;
}

function intentState(status: Stripe.PaymentIntent.Status): IntentState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  return 'open';
}

function cardLast4Of(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  if (method && typeof method === 'object') return method.card?.last4 ?? null;
  return null;
}

function stringMetadata(metadata: Stripe.Metadata | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.api?.host ? { host: settings.api.host } : {}),
    ...(settings.api?.port ? { port: settings.api.port } : {}),
    ...(settings.api?.protocol ? { protocol: settings.api.protocol } : {}),
    // A request that Stripe did not answer is retried with the same idempotency key, so it cannot act twice.
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });

  const operations = stripePayoutOperations(stripe);
  const secrets = [settings.webhookSecret, settings.connectWebhookSecret].filter((secret): secret is string =>
    Boolean(secret),
  );

  // Verified against each endpoint's secret in turn: the platform's own events and the payout accounts' events
  // arrive at one path from two destinations, each signing with its own secret. The signature is checked alone
  // and the body parsed here, because the SDK's constructEvent refuses thin events (parseEventNotification takes
  // only those), and which kind came is known only from the body.
  const constructEvent = (payload: Buffer, signature: string): WebhookEvent => {
    const verifier = stripe.webhooks.signature;
    if (!verifier) throw new Error('The Stripe SDK has no webhook signature verifier');
    const tolerance = settings.webhookToleranceSeconds ?? stripe.webhooks.DEFAULT_TOLERANCE;
    let failure: unknown;
    for (const secret of secrets) {
      try {
        // Given no tolerance, verifyHeader would take any timestamp: Stripe's default of 5 minutes is passed.
        verifier.verifyHeader(payload, signature, secret, tolerance);
      } catch (error) {
        failure = error;
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) continue;
        throw error;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload.toString('utf8'));
      } catch (error) {
        // Signed correctly but not JSON: not an event we can act on.
        throw new WebhookSignatureError('The webhook body is not a Stripe event', String(error));
      }
      const shape = parsed as Partial<WebhookEvent> | null;
      if (
        typeof shape !== 'object' ||
        shape === null ||
        typeof shape.id !== 'string' ||
        typeof shape.type !== 'string'
      ) {
        throw new WebhookSignatureError('The webhook body is not a Stripe event');
      }
      return shape as WebhookEvent;
    }
    throw new WebhookSignatureError(
      'The webhook signature is not valid',
      failure instanceof Error ? failure.message : undefined,
    );
  };

  const retrieve = async (id: string): Promise<RetrievedPaymentIntent> => {
    const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
    return {
      id: intent.id,
      clientSecret: intent.client_secret ?? '',
      state: intentState(intent.status),
      amountPence: intent.amount,
      currency: intent.currency,
      cardLast4: cardLast4Of(intent),
    };
  };

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createPaymentIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountPence,
          currency: request.currency,
          description: request.description,
          metadata: { ...request.metadata, userId: String(request.customerId) },
          // Cards only, which is all the Payment Element then shows (wallets such as Apple Pay pay by card).
          // Not automatic_payment_methods: a bank debit settles days later, beyond the checkout's wait for the
          // webhook, and receipts name a card (docs/product.md "Money"). This API version names the list
          // allowed_payment_method_types; payment_method_types is no longer accepted on create.
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe answered payment intent ${intent.id} without a secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    retrievePaymentIntent: retrieve,

    async cancelPaymentIntent(id) {
      try {
        return intentState((await stripe.paymentIntents.cancel(id)).status);
      } catch (error) {
        // Stripe refuses to cancel an intent that has succeeded or is being processed: say where it stands.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return (await retrieve(id)).state;
        throw error;
      }
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountPence },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id };
    },

    ...operations,

    async verifyWebhook(payload, signature): Promise<GatewayEvent> {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      const event = constructEvent(payload, signature);
      const object = event.data?.object as { object?: string } | undefined;
      // A thin v2 event (docs/decisions/0040) names the account only: its state is read from Stripe now, which
      // also makes an event delivered late or out of order tell the account's current state.
      if (event.object === 'v2.core.event') {
        const accountId = thinAccountId(event);
        return {
          id: event.id,
          type: event.type,
          intent: null,
          account: accountId ? await operations.retrievePayoutAccount(accountId) : null,
          transfer: null,
        };
      }
      if (!object || typeof object !== 'object') {
        throw new WebhookSignatureError('The webhook body is not a Stripe event');
      }
      const intent = object.object === 'payment_intent' ? (object as Stripe.PaymentIntent) : null;
      return {
        id: event.id,
        type: event.type,
        account:
          event.type === 'account.updated' && object.object === 'account'
            ? v1AccountState(object as Stripe.Account)
            : null,
        transfer: object.object === 'transfer' ? transferOf(object as Stripe.Transfer) : null,
        intent: intent
          ? {
              id: intent.id,
              amountPence: intent.amount,
              currency: intent.currency,
              metadata: stringMetadata(intent.metadata),
            }
          : null,
      };
    },
  };
}
