// What a card form reports, and how a Stripe confirmation or a return from a redirect reads as one of those
// reports (docs/product.md "Money", docs/decisions/0005). Pure, so that the paths through Stripe can be tested
// without Stripe.js, which only loads from Stripe's servers.

/** How a checkout ends, whichever form took the card; the checkout page says it to the client. */
export interface CheckoutOutcome {
  /** The payment is booked: hours added or the job under way. */
  succeeded(): Promise<void>;
  /** The card was not accepted; the form stays for another try. */
  failed(message: string | undefined): void;
  /** The card was charged but the booking could not be confirmed in time. */
  processed(): Promise<void>;
  /** Anything else that went wrong. */
  error(message: string | undefined): void;
}

/**
 * The next step after the card: wait for Stripe's webhook to book the payment (the browser's word books
 * nothing), or tell the client it did not go through, or that something else went wrong.
 */
export type ConfirmationStep =
  | { kind: 'await-booking' }
  | { kind: 'declined'; message: string | undefined }
  | { kind: 'error'; message: string | undefined };

/** What `stripe.confirmPayment` resolves to, as much of it as the step depends on. */
export interface ConfirmationResult {
  error?: { type: string; message?: string | undefined } | undefined;
  paymentIntent?:
    | { status: string; last_payment_error?: { message?: string | undefined } | null | undefined }
    | undefined;
}

// Statuses in which the money has gone (or is going) through: the webhook books them.
const CHARGED = new Set(['succeeded', 'processing', 'requires_capture']);

export function confirmationStep(result: ConfirmationResult): ConfirmationStep {
  if (result.error) {
    // A refused card or details Stripe could not take are the client's to fix, in Stripe's own words.
    const declined = result.error.type === 'card_error' || result.error.type === 'validation_error';
    return { kind: declined ? 'declined' : 'error', message: result.error.message };
  }
  const intent = result.paymentIntent;
  if (intent && CHARGED.has(intent.status)) return { kind: 'await-booking' };
  // requires_payment_method after an attempt: the card was declined, Stripe says why.
  return { kind: 'declined', message: intent?.last_payment_error?.message ?? undefined };
}

/** A payment that left the page for its bank and came back: Stripe adds these to the return_url. */
export interface PaymentReturn {
  paymentIntentId: string;
  /** 'succeeded', 'processing' or 'failed', as Stripe reports the redirect. */
  redirectStatus: string;
}

// The alphabet of a payment intent's id, as the server's status endpoint accepts it.
const INTENT_ID = /^[A-Za-z0-9_]{1,255}$/;

export function paymentReturnFrom(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  if (!paymentIntentId || !redirectStatus || !INTENT_ID.test(paymentIntentId)) return null;
  return { paymentIntentId, redirectStatus };
}

/**
 * After a redirect only a failure is final in the browser; anything else waits for the webhook's booking, so
 * that a client whose card was charged is never told to pay again.
 */
export function returnStep(back: PaymentReturn): ConfirmationStep {
  return back.redirectStatus === 'failed'
    ? { kind: 'declined', message: undefined }
    : { kind: 'await-booking' };
}

/** Where Stripe sends the client back after a redirect: the page that paid, without its query or hash. */
export function returnUrlFor(location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}`;
}
