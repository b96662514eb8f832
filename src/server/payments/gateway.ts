// How money is taken: the built-in test gateway by default, Stripe when STRIPE_SECRET_KEY is set
// (DECISIONS.md "Payments"). Services talk to this interface only.

export interface ChargeRequest {
  amountPence: number;
  currency: 'gbp';
  // What the charge is for, e.g. `job:42`; also the idempotency key, so a retry never charges twice.
  purpose: string;
  customerId: number;
  // Only the test gateway takes raw card details; with Stripe the card never reaches this server.
  card?: { number: string };
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string; cardLast4: string | null }
  | { status: 'declined'; reference: string; cardLast4: string | null; message: string };

export interface PaymentGateway {
  readonly name: 'test' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
