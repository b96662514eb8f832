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

// Payouts to copywriters (docs/decisions/0039): each writer has a payout account at the gateway, onboarded on
// the gateway's own page, and money moves to it by transfers ("separate charges and transfers").

export interface PayoutAccountRequest {
  /** Our user id, named in the account's metadata. */
  userId: number;
  email: string;
  name: string;
  /** One per writer, so that a retried request never opens a second account. */
  idempotencyKey: string;
}

/** Where the writer is sent to give the gateway their details, and where they come back to. */
export interface OnboardingLinkRequest {
  accountId: string;
  /** Where the writer lands when they are done. */
  returnUrl: string;
  /** Where the writer lands when the link has expired or was used: a page that makes a new link. */
  refreshUrl: string;
}

/** What the gateway says of a payout account: whether its details are in, and whether it may be paid. */
export interface PayoutAccountState {
  id: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

export interface TransferRequest {
  accountId: string;
  amountPence: number;
  currency: 'gbp';
  description: string;
  /** One per payout (our payout row), so that a retry after a crash or a timeout never pays twice. */
  idempotencyKey: string;
  /** Names the payout; the webhook finds the payout by it. */
  metadata: Record<string, string>;
}

/**
 * A transfer's outcome as the gateway answered it. 'failed' is a definite refusal (the money did not move);
 * a request whose outcome is unknown (a network failure) throws instead, and is tried again with its key.
 */
export type TransferResult = { status: 'paid'; id: string } | { status: 'failed'; message: string };

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
  /** For an event about a payout account: its state as the event tells it. */
  account?: PayoutAccountState | null;
  /** For an event about a transfer: which payout it was (its metadata) and whether it was reversed. */
  transfer?: {
    id: string;
    amountPence: number;
    metadata: Record<string, string>;
    reversed: boolean;
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
  /** Opens a writer's payout account at the gateway; answers its id. */
  createPayoutAccount(request: PayoutAccountRequest): Promise<{ id: string }>;
  /** A one-time link to the gateway's onboarding page for the account. */
  onboardingLink(request: OnboardingLinkRequest): Promise<{ url: string }>;
  /** Moves money from the platform to a writer's payout account. */
  transfer(request: TransferRequest): Promise<TransferResult>;
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
  /** Asks the gateway where a payout account stands (its webhooks tell the same, later). */
  retrievePayoutAccount(accountId: string): Promise<PayoutAccountState>;
  /**
   * Checks the signature and its timestamp against the raw body (signed by either of the platform's endpoints'
   * secrets); throws WebhookSignatureError. An event that names a payout account without its state (Stripe's
   * thin v2 events, docs/decisions/0040) is completed with the account's state asked of Stripe.
   */
  verifyWebhook(payload: Buffer, signature: string | undefined): Promise<GatewayEvent>;
}

export type PaymentGateway = TestGateway | StripeGateway;
