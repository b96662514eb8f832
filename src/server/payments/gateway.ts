// How money is taken: the built-in test gateway by default, Stripe when STRIPE_SECRET_KEY is set
// (docs/product.md "Money", docs/decisions/0005). Both work in payment intents: the server creates one for
// the amount it computed itself, the card confirms it, and the outcome is settled by the server. Services
// talk to these interfaces only.

export interface PaymentIntentRequest {
  amountPence: number;
  currency: 'gbp';
  /** What is bought, for the gateway's records, e.g. "Standard package: 10 hours". */
  description: string;
  /** Our user id, named in the metadata. */
  customerId: number;
  /** One per purchase (our payment row), so that a retried request never opens a second intent. */
  idempotencyKey: string;
  /** Names the user and what is bought; the webhook finds the purchase by it. */
  metadata: Record<string, string>;
}

export interface CreatedPaymentIntent {
  id: string;
  /** Handed to the browser, which confirms the card with it; never logged or stored. */
  clientSecret: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountPence: number;
  idempotencyKey: string;
}

export type ConfirmResult =
  | { status: 'succeeded'; cardLast4: string }
  | { status: 'declined'; cardLast4: string; message: string };

/** Where an intent stands at the gateway: still waiting for a card, being processed, or finished either way. */
export type IntentState = 'open' | 'processing' | 'succeeded' | 'canceled';

export interface RetrievedPaymentIntent {
  id: string;
  clientSecret: string;
  state: IntentState;
  amountPence: number;
  currency: string;
  cardLast4: string | null;
}

/** A verified webhook event, reduced to what the services act on. */
export interface GatewayEvent {
  id: string;
  type: string;
  intent: {
    id: string;
    amountPence: number;
    currency: string;
    metadata: Record<string, string>;
  } | null;
}

/** The webhook's signature or timestamp did not check out: the request is refused and nothing changes. */
export class WebhookSignatureError extends Error {
  /** The message is for the caller; the detail (the SDK's own words) is for the log. */
  readonly detail: string | undefined;

  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }
}

interface GatewayBase {
  /** For the browser's Stripe.js; null for the test gateway. */
  readonly publishableKey: string | null;
  createPaymentIntent(request: PaymentIntentRequest): Promise<CreatedPaymentIntent>;
  refund(request: RefundRequest): Promise<{ id: string }>;
}

export interface TestGateway extends GatewayBase {
  readonly name: 'test';
  /**
   * Confirms an intent with one of Stripe's test cards, on the server: 4242 4242 4242 4242 succeeds,
   * 4000 0000 0000 0002 is declined. No card at all is taken as 4242 (docs/product.md "Money").
   */
  confirm(paymentIntentId: string, card: { number: string } | undefined): Promise<ConfirmResult>;
}

export interface StripeGateway extends GatewayBase {
  readonly name: 'stripe';
  retrievePaymentIntent(id: string): Promise<RetrievedPaymentIntent>;
  /** Cancels an intent that no card has paid yet; answers where the intent stands afterwards. */
  cancelPaymentIntent(id: string): Promise<IntentState>;
  /** Checks the signature and its timestamp against the raw body; throws WebhookSignatureError. */
  verifyWebhook(payload: Buffer, signature: string | undefined): GatewayEvent;
}

export type PaymentGateway = TestGateway | StripeGateway;
