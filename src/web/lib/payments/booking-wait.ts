// With Stripe the payment counts once Stripe's webhook has told our server (docs/decisions/0005): after the card
// goes through, in the page or back from a redirect, the checkout asks the server until it has booked it.
import type { PaymentStatus } from '../../../shared/schemas/payments.ts';
import { trpcClient } from '../../trpc.ts';

// How long to wait for the webhook to book a payment the card has confirmed, before saying so.
export const BOOKING_WAIT_MS = 20_000;
export const BOOKING_POLL_MS = 1_000;

export interface BookingClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: BookingClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Asks `readStatus` until it says 'succeeded' (true) or the wait is over (false). A dropped answer is asked
 * again until the deadline; an aborted wait (the page left) ends at once with false.
 */
export async function pollUntilBooked(
  readStatus: () => Promise<PaymentStatus>,
  { clock = realClock, signal }: { clock?: BookingClock; signal?: AbortSignal } = {},
): Promise<boolean> {
  const deadline = clock.now() + BOOKING_WAIT_MS;
  while (clock.now() < deadline && !signal?.aborted) {
    try {
      if ((await readStatus()) === 'succeeded') return true;
    } catch {
      // A dropped poll is retried until the deadline.
    }
    await clock.sleep(BOOKING_POLL_MS);
  }
  return false;
}

/** Waits for the server to book the payment of this intent. */
export function waitForBooking(paymentIntentId: string, signal?: AbortSignal): Promise<boolean> {
  return pollUntilBooked(async () => (await trpcClient.payments.status.query({ paymentIntentId })).status, {
    signal,
  });
}
