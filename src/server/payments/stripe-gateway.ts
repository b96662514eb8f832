// Stripe, used when STRIPE_SECRET_KEY is set: PaymentIntents in GBP for the amount the server computed, the
// card confirmed in the browser by Stripe's Payment Element, and the outcome learnt from Stripe's signed webhook
// (docs/decisions/0005). The API host can be overridden so that tests talk to a local Stripe-shaped server.
import Stripe from 'stripe';
import {
  type GatewayEvent,
  type IntentState,
  type PayoutAccountState,
  type RetrievedPaymentIntent,
  type StripeGateway,
  WebhookSignatureError,
} from './gateway.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api?: { host?: string | undefined; port?: number | undefined; protocol?: 'http' | 'https' | undefined };
  /** Seconds a webhook's signed timestamp may be old: Stripe's default of 5 minutes unless told. */
  webhookToleranceSeconds?: number;
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

function accountState(account: Stripe.Account): PayoutAccountState {
  return {
    id: account.id,
    detailsSubmitted: account.details_submitted === true,
    payoutsEnabled: account.payouts_enabled === true && account.capabilities?.transfers === 'active',
  };
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

    // A connected account the platform controls (controller properties rather than a legacy account type):
    // Stripe collects the writer's details on its hosted onboarding, the platform pays Stripe's fees and
    // carries losses, and the writer gets the Express dashboard. Only transfers are asked for: the writer is
    // paid, never charged (docs/decisions/0039).
    async createPayoutAccount(request) {
      const account = await stripe.accounts.create(
        {
          country: 'GB',
          email: request.email,
          controller: {
            fees: { payer: 'application' },
            losses: { payments: 'application' },
            requirement_collection: 'stripe',
            stripe_dashboard: { type: 'express' },
          },
          capabilities: { transfers: { requested: true } },
          metadata: { userId: String(request.userId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: account.id };
    },

    async onboardingLink(request) {
      const link = await stripe.accountLinks.create({
        account: request.accountId,
        type: 'account_onboarding',
        return_url: request.returnUrl,
        refresh_url: request.refreshUrl,
      });
      return { url: link.url };
    },

    async retrievePayoutAccount(accountId) {
      return accountState(await stripe.accounts.retrieve(accountId));
    },

    async transfer(request) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: request.amountPence,
            currency: request.currency,
            destination: request.accountId,
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'paid', id: transfer.id };
      } catch (error) {
        // Stripe's refusal (the platform's balance short, the account unable to receive): the money did not
        // move. Anything else (no answer) is thrown, and the transfer is asked again with its key.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          return { status: 'failed', message: error.message };
        }
        throw error;
      }
    },

    verifyWebhook(payload, signature): GatewayEvent {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          settings.webhookSecret,
          settings.webhookToleranceSeconds,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError('The webhook signature is not valid', error.message);
        }
        // Signed correctly but not JSON: not an event we can act on.
        throw new WebhookSignatureError('The webhook body is not a Stripe event', String(error));
      }
      const shape = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } };
      if (
        typeof shape?.id !== 'string' ||
        typeof shape.type !== 'string' ||
        typeof shape.data?.object !== 'object' ||
        shape.data.object === null
      ) {
        throw new WebhookSignatureError('The webhook body is not a Stripe event');
      }
      const object = event.data.object as { object?: string };
      const intent = object.object === 'payment_intent' ? (object as Stripe.PaymentIntent) : null;
      const transfer = object.object === 'transfer' ? (object as Stripe.Transfer) : null;
      return {
        id: event.id,
        type: event.type,
        account: object.object === 'account' ? accountState(object as Stripe.Account) : null,
        transfer: transfer
          ? {
              id: transfer.id,
              amountPence: transfer.amount,
              metadata: stringMetadata(transfer.metadata),
              reversed: transfer.reversed === true,
            }
          : null,
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
