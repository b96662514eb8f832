// Stripe's webhook is the source of truth for card payments (docs/decisions/0005): payment_intent.succeeded
// books the money and credits the hours or starts the job; payment_intent.payment_failed leaves everything as
// it was. Each event is applied once however often and however concurrently it is delivered: its id is
// inserted in the same transaction as its effect, and the purchase's row is locked while it is booked.
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../../shared/domain/format.ts';
import { Payout } from '../../db/entities/payout.ts';
import type { GatewayEvent, StripeGateway } from '../../payments/gateway.ts';
import { lockJob, recordJobEvent } from '../jobs/transitions.ts';
import { applyPayoutAccountState } from '../payouts/payout-accounts.ts';
import { payoutIdOf, settlePayoutLocked } from '../payouts/withdrawals.ts';
import { findPurchase, lockPayment } from './purchase.ts';
import { bookCardSuccess } from './settlement.ts';

const SUCCEEDED = 'payment_intent.succeeded';
const FAILED = 'payment_intent.payment_failed';

export type EventOutcome = 'booked' | 'duplicate' | 'ignored' | 'unmatched' | 'left-as-it-was';

export interface WebhookLog {
  warn(details: object, message: string): void;
}

// Records the event's id in the transaction of its effect; false when a concurrent delivery of the same event
// got there first and has committed.
async function recordEventOnce(tx: EntityManager, event: GatewayEvent): Promise<boolean> {
  const inserted = await tx.execute<{ id: string }[]>(
    'insert into payment_events (id, type, processed_at) values (?, ?, now()) on conflict (id) do nothing returning id',
    [event.id, event.type],
    'all',
  );
  return inserted.length > 0;
}

export async function applyGatewayEvent(
  em: EntityManager,
  gateway: StripeGateway,
  event: GatewayEvent,
  log: WebhookLog,
): Promise<EventOutcome> {
  if (event.account || event.transfer) return applyPayoutEvent(em, event);
  const intent = event.intent;
  if ((event.type !== SUCCEEDED && event.type !== FAILED) || !intent) return 'ignored';

  // A redelivery of an event already applied is answered at once, before any lock or network call.
  const seen = await em.execute('select 1 from payment_events where id = ?', [event.id], 'get');
  if (seen) return 'duplicate';

  // The card's last four digits for the receipt: asked of Stripe before any lock is taken, and not worth
  // refusing the payment over if Stripe does not answer.
  let cardLast4: string | null = null;
  if (event.type === SUCCEEDED) {
    cardLast4 = await gateway.retrievePaymentIntent(intent.id).then(
      (retrieved) => retrieved.cardLast4,
      () => null,
    );
  }

  return em.transactional(async (tx) => {
    if (!(await recordEventOnce(tx, event))) return 'duplicate';
    const purchase = await findPurchase(tx, intent.id);
    if (event.type === FAILED) {
      // Recorded on the job's timeline, which the client reads to try another card or choose another quote.
      if (purchase?.jobId) {
        recordJobEvent(tx, { id: purchase.jobId }, 'payment_failed', {
          actor: { id: purchase.clientId },
          detail: `${formatPence(intent.amountPence)} by card: the payment did not go through`,
        });
        await tx.flush();
      }
      return 'left-as-it-was';
    }

    if (!purchase) {
      log.warn({ eventId: event.id, intentId: intent.id }, 'a succeeded payment intent matches no purchase');
      return 'unmatched';
    }
    const job = purchase.jobId ? await lockJob(tx, purchase.jobId) : null;
    const payment = await lockPayment(tx, purchase.id);
    if (!payment) return 'unmatched';
    if (payment.amountPence !== intent.amountPence || payment.currency !== intent.currency) {
      log.warn(
        { eventId: event.id, paymentId: payment.id, amount: intent.amountPence, currency: intent.currency },
        'a succeeded payment intent does not match its purchase; nothing was booked',
      );
      return 'unmatched';
    }
    await bookCardSuccess(tx, gateway, payment, job, cardLast4);
    await tx.flush();
    return 'booked';
  });
}

// A writer's payout account changed, or a payout's transfer was made or reversed (docs/decisions/0039). The
// event's id is recorded in the transaction of its effect, as a payment's is, so it acts once.
async function applyPayoutEvent(em: EntityManager, event: GatewayEvent): Promise<EventOutcome> {
  const seen = await em.execute('select 1 from payment_events where id = ?', [event.id], 'get');
  if (seen) return 'duplicate';
  return em.transactional(async (tx) => {
    if (!(await recordEventOnce(tx, event))) return 'duplicate';
    // The gateway gives an account's state only with an event that tells it (v1 account.updated, or a thin v2
    // account event whose account it has read: docs/decisions/0040).
    if (event.account) {
      return (await applyPayoutAccountState(tx, event.account)) ? 'booked' : 'unmatched';
    }
    const transfer = event.transfer;
    const payoutId = transfer ? payoutIdOf(transfer.metadata) : null;
    if (!transfer || !payoutId || !(await tx.findOne(Payout, { id: payoutId }))) return 'unmatched';
    if (event.type === 'transfer.reversed' || transfer.reversed) {
      await settlePayoutLocked(tx, payoutId, { status: 'reversed', id: transfer.id });
    } else if (event.type === 'transfer.created') {
      await settlePayoutLocked(tx, payoutId, { status: 'paid', id: transfer.id });
    } else return 'ignored';
    return 'booked';
  });
}
