// A copywriter's earnings (docs/decisions/0039). An approved job books the writer's share as pending; the
// queue clears it to available after the clearance days; a refund reverses what is left of it. Every step is
// a row of the append-only ledger, and every total is a sum of those rows: pendingPence for money earned and
// not yet cleared, amountPence for money that may be withdrawn.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPence } from '../../../shared/domain/format.ts';
import { percentOf, splitPrice } from '../../../shared/domain/platform-fee.ts';
import type { Job } from '../../db/entities/job.ts';
import { LedgerEntry } from '../../db/entities/ledger-entry.ts';
import { Payment } from '../../db/entities/payment.ts';
import { User } from '../../db/entities/user.ts';
import { agreedPence, clip } from '../payments/purchase.ts';
import { tellEarningAvailable } from '../payout-notices.ts';

export interface PayoutRules {
  /** PLATFORM_FEE_PERCENT: the platform's share of each writer's job, 0 to 50. */
  feePercent: number;
  /** PAYOUT_CLEARANCE_DAYS: how long an earning stays pending. */
  clearanceDays: number;
}

// Told at commit of every earning booked, so that the queue schedules its clearance at once
// (src/server/queue/earning-tasks.ts).
export const EARNINGS_CHANNEL = 'earnings';

const DAY_MS = 86_400_000;

/** Every change to a writer's money waits for the one before it: withdrawals, clearances and reversals. */
export async function lockWriter(tx: EntityManager, writerId: number): Promise<User> {
  return tx.findOneOrFail(User, { id: writerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/**
 * Books the writer's share of a job the client (or the window's end) has just approved, on the job locked by
 * the caller. A house quote's price is the platform's; a job whose payment was given back earns nothing; a
 * dispute settled with a partial refund earns on the rest of the price (docs/decisions/0041).
 */
export async function bookEarning(
  tx: EntityManager,
  job: Job,
  rules: PayoutRules,
  now: Date,
  refundPercent = 0,
): Promise<void> {
  if (!job.copywriter || job.houseQuote || refundPercent >= 100) return;
  const agreed = agreedPence(job);
  if (!agreed) return;
  const price = agreed - percentOf(agreed, refundPercent);
  if (price <= 0) return;
  const payments = await tx.find(Payment, { job: job.id, purpose: 'job' }, { fields: ['status'] });
  const refunded = payments.some((payment) => payment.status === 'refunded');
  if (refunded && !payments.some((payment) => payment.status === 'succeeded')) return;
  const { feePence, netPence } = splitPrice(price, rules.feePercent);
  tx.create(LedgerEntry, {
    user: job.copywriter.id,
    kind: 'earning',
    pendingPence: netPence,
    feePence,
    job,
    availableAt: new Date(now.getTime() + rules.clearanceDays * DAY_MS),
    description: clip(`Earning: ${job.title}`),
  });
  // The queue gives the earning its clearing task once this transaction commits.
  await tx.execute('select pg_notify(?, ?)', [EARNINGS_CHANNEL, String(job.id)]);
}

interface JobEarningSums {
  writerId: number;
  pending: number;
  available: number;
  fee: number;
  cleared: boolean;
  availableAt: Date;
}

async function jobEarning(tx: EntityManager, jobId: number): Promise<JobEarningSums | null> {
  const row = await tx.execute<{
    user_id: number | null;
    pending: string;
    available: string;
    fee: string;
    cleared: boolean;
    available_at: Date | null;
  }>(
    `select max(user_id) as user_id, coalesce(sum(pending_pence), 0) as pending,
            coalesce(sum(amount_pence), 0) as available, coalesce(sum(fee_pence), 0) as fee,
            bool_or(kind = 'earning_cleared') as cleared, max(available_at) as available_at
       from ledger_entries where job_id = ? and kind in ('earning', 'earning_cleared', 'earning_reversal')`,
    [jobId],
    'get',
  );
  if (!row.user_id || !row.available_at) return null;
  return {
    writerId: row.user_id,
    pending: Number(row.pending),
    available: Number(row.available),
    fee: Number(row.fee),
    cleared: row.cleared === true,
    availableAt: new Date(row.available_at),
  };
}

/**
 * The queue's task at an earning's clearance: moves what is left of it from pending to available, once, and
 * tells the writer. Early, run twice, or on an earning a refund took back, it changes nothing.
 */
export async function clearEarning(
  em: EntityManager,
  jobId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const before = await jobEarning(tx, jobId);
    if (!before || before.cleared || before.availableAt > now) return false;
    const writer = await lockWriter(tx, before.writerId);
    // Read again under the writer's lock: a reversal or another clearance may have committed meanwhile.
    const earning = await jobEarning(tx, jobId);
    if (!earning || earning.cleared || earning.pending <= 0) return false;
    tx.create(LedgerEntry, {
      user: writer.id,
      kind: 'earning_cleared',
      pendingPence: -earning.pending,
      amountPence: earning.pending,
      job: jobId,
      description: clip(`Cleared: ${formatPence(earning.pending)}`),
    });
    await tx.flush();
    await tellEarningAvailable(tx, writer, jobId, earning.pending);
    return true;
  });
}

// Every earning past its clearance and still pending (the backstop of src/server/queue/earning-tasks.ts).
export async function clearDueEarnings(em: EntityManager, now: Date = new Date()): Promise<number> {
  const due = await em.execute<{ job_id: number }[]>(
    `select job_id from ledger_entries
      where kind in ('earning', 'earning_cleared', 'earning_reversal')
      group by job_id
     having bool_or(kind = 'earning_cleared') is not true and max(available_at) <= ? and sum(pending_pence) > 0
      order by max(available_at) limit 500`,
    [now],
  );
  let cleared = 0;
  for (const { job_id } of due) if (await clearEarning(em.fork(), job_id, now)) cleared += 1;
  return cleared;
}

/**
 * A refund of a job's payment takes back the writer's earning on it: all that is left of it, or the share
 * refunded (0 to 1). Before clearance it comes off pending; after, off available, which goes below zero when
 * the money was already paid out, and the writer's next earnings make it up. Runs in the refund's
 * transaction; the job is locked by the caller.
 */
export async function reverseEarning(tx: EntityManager, job: Job, share = 1): Promise<number> {
  const before = await jobEarning(tx, job.id);
  if (!before) return 0;
  await lockWriter(tx, before.writerId);
  const earning = await jobEarning(tx, job.id);
  if (!earning) return 0;
  const left = earning.pending + earning.available;
  if (left <= 0) return 0;
  const net = share >= 1 ? left : Math.min(left, Math.round(left * share));
  const fee = share >= 1 ? earning.fee : Math.min(earning.fee, Math.round(earning.fee * share));
  if (net <= 0 && fee <= 0) return 0;
  tx.create(LedgerEntry, {
    user: earning.writerId,
    kind: 'earning_reversal',
    ...(earning.cleared ? { amountPence: -net } : { pendingPence: -net }),
    feePence: -fee,
    job,
    description: clip(`Reversed by a refund: ${job.title}`),
  });
  return net;
}
