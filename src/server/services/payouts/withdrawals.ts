// Withdrawals (docs/decisions/0039): the writer's available money leaves their balance in the ledger, under
// their lock, in the transaction that makes the payout; the transfer is then asked of the gateway with the
// payout's own idempotency key, and its answer settles the payout once. A transfer whose answer never came
// (a crash, a timeout) stays pending and is asked again with the same key, which cannot pay twice; a refusal
// puts the money back.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../../shared/domain/format.ts';
import { MIN_PAYOUT_PENCE } from '../../../shared/domain/platform-fee.ts';
import type { PayoutDto } from '../../../shared/schemas/payouts.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import { Payout } from '../../db/entities/payout.ts';
import { PayoutAccount } from '../../db/entities/payout-account.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { mayBePaidOut } from '../admin-users.ts';
import { tellPayoutFailed, tellPayoutSent } from '../payout-notices.ts';
import { byCreatedAt, type Page, type PageQuery } from '../read-models/page.ts';
import { lockWriter } from './earnings.ts';
import { earningTotals } from './earnings-statement.ts';

export function payoutDto(payout: Payout): PayoutDto {
  return {
    id: payout.id,
    amount: payout.amountPence,
    status: payout.status,
    createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
    failureMessage: payout.failureMessage ?? null,
  };
}

// With the row's creation time, as a payment's key has (payments/purchase.ts): ids start again in a restored
// database, and Stripe remembers a key for 24 hours.
export function payoutIdempotencyKey(payout: Pick<Payout, 'id' | 'createdAt'>): string {
  return `humanise-payout-${payout.id}-${payout.createdAt.getTime()}`;
}

const refused = (message: string) => new AppError('PAYOUT_REFUSED', message);

/** Takes the money out of the balance and opens the payout; answers its id. */
async function openPayout(em: EntityManager, gateway: PaymentGateway, writerId: number, amount?: number) {
  return em.transactional(async (tx) => {
    // Concurrent withdrawals wait here one after the other, each seeing what the one before it left.
    const writer = await lockWriter(tx, writerId);
    if (!mayBePaidOut(writer)) {
      throw refused('Your payouts are on hold while your account is suspended. Please contact us.');
    }
    const account = await tx.findOne(PayoutAccount, { user: writer.id });
    if (!account?.payoutsEnabled) {
      throw refused(
        account
          ? 'Your payout account is not enabled yet: finish setting up payouts first.'
          : 'Set up payouts first: there is no payout account to send the money to.',
      );
    }
    const { available } = await earningTotals(tx, writer.id);
    const wanted = amount ?? available;
    if (available < MIN_PAYOUT_PENCE || wanted > available) {
      throw refused(
        `You have ${formatPence(Math.max(available, 0))} available to withdraw` +
          (available < MIN_PAYOUT_PENCE
            ? `; the smallest withdrawal is ${formatPence(MIN_PAYOUT_PENCE)}.`
            : '.'),
      );
    }
    const payout = tx.create(Payout, {
      writer,
      amountPence: wanted,
      gateway: gateway.name,
      accountId: account.externalId,
      status: 'pending',
    });
    tx.create(LedgerEntry, {
      user: writer.id,
      kind: 'payout',
      amountPence: -wanted,
      payout,
      description: `Payout of ${formatPence(wanted)}`,
    });
    await tx.flush();
    return payout.id;
  });
}

export async function requestPayout(
  em: EntityManager,
  gateway: PaymentGateway,
  writer: User,
  amount?: number,
): Promise<PayoutDto> {
  const payoutId = await openPayout(em, gateway, writer.id, amount);
  return sendPayout(em, gateway, payoutId);
}

/** Asks the gateway for the payout's transfer, if it still waits for one, and settles it by the answer. */
export async function sendPayout(
  em: EntityManager,
  gateway: PaymentGateway,
  payoutId: number,
): Promise<PayoutDto> {
  const payout = await em.fork().findOneOrFail(Payout, { id: payoutId });
  if (payout.status !== 'pending' || payout.transferReference) return payoutDto(payout);
  let result: Awaited<ReturnType<PaymentGateway['transfer']>>;
  try {
    result = await gateway.transfer({
      accountId: payout.accountId,
      amountPence: payout.amountPence,
      currency: 'gbp',
      description: `Humanise AI payout ${payout.id}`,
      idempotencyKey: payoutIdempotencyKey(payout),
      metadata: { payoutId: String(payout.id), userId: String(payout.writer.id) },
    });
  } catch {
    // No answer: the payout stays pending, and the sweep asks again with the same key.
    return payoutDto(payout);
  }
  return settlePayout(
    em,
    payoutId,
    result.status === 'paid' ? result : { status: 'failed', message: result.message },
  );
}

export type PayoutOutcome =
  | { status: 'paid'; id: string }
  | { status: 'failed'; message: string }
  // The gateway took back a transfer it had made (Stripe's transfer.reversed).
  | { status: 'reversed'; id: string };

/**
 * Settles a payout by what the gateway said, once: a pending payout becomes paid or failed, a paid one whose
 * transfer was reversed becomes failed, and anything else is left as it is. The payout is locked, so the
 * transfer's answer and its webhooks, however they interleave, settle it one way.
 */
export async function settlePayout(
  em: EntityManager,
  payoutId: number,
  outcome: PayoutOutcome,
): Promise<PayoutDto> {
  return em.fork().transactional((tx) => settlePayoutLocked(tx, payoutId, outcome));
}

// The same inside a transaction of the caller's (the webhook's, which records the event in it).
export async function settlePayoutLocked(
  tx: EntityManager,
  payoutId: number,
  outcome: PayoutOutcome,
): Promise<PayoutDto> {
  const payout = await tx.findOneOrFail(Payout, { id: payoutId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const now = new Date();
  if (outcome.status === 'paid' && payout.status === 'pending') {
    payout.status = 'paid';
    payout.transferReference = outcome.id;
    payout.paidAt = now;
    await tx.flush();
    await tellPayoutSent(tx, payout);
  } else if (
    (outcome.status === 'failed' && payout.status === 'pending') ||
    (outcome.status === 'reversed' && payout.status === 'paid')
  ) {
    payout.status = 'failed';
    payout.failedAt = now;
    payout.failureMessage =
      outcome.status === 'failed'
        ? outcome.message.slice(0, 500)
        : 'The transfer was reversed by the payment provider';
    tx.create(LedgerEntry, {
      user: payout.writer.id,
      kind: 'payout_return',
      amountPence: payout.amountPence,
      payout,
      description: `Payout ${payout.id} failed: ${formatPence(payout.amountPence)} back to available`,
    });
    await tx.flush();
    await tellPayoutFailed(tx, payout);
  }
  return payoutDto(payout);
}

/** The payout a transfer webhook is about, by the metadata the transfer was made with. */
export function payoutIdOf(metadata: Record<string, string>): number | null {
  const id = Number(metadata.payoutId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// Payouts whose transfer never answered (the backstop of src/server/queue/earning-tasks.ts): asked again.
export async function retryUnsentPayouts(
  em: EntityManager,
  gateway: PaymentGateway,
  now: Date = new Date(),
): Promise<number> {
  const stale = await em.find(
    Payout,
    { status: 'pending', transferReference: null, createdAt: { $lt: new Date(now.getTime() - 60_000) } },
    { fields: ['id'], limit: 500, orderBy: { id: 'asc' } },
  );
  for (const { id } of stale) await sendPayout(em, gateway, id);
  return stale.length;
}

export async function listPayouts(
  em: EntityManager,
  writer: User,
  query: PageQuery = {},
): Promise<Page<PayoutDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const payouts = await em.find(Payout, { writer: writer.id, ...keyset.where }, keyset.options);
  return keyset.page(payouts, payoutDto);
}
