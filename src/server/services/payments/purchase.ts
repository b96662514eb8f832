// A purchase is one row of `payments`: a job paid by card or with prepaid hours, or an hour package bought by
// card (docs/product.md "Money", docs/decisions/0005). What every kind of purchase shares lives here: how
// one is opened, named, keyed at the gateway, found and locked, and what a job's agreed terms cost.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatHoursLong } from '../../../shared/domain/format.ts';
import { findHourPackage, type HourPackage } from '../../../shared/domain/hour-packages.ts';
import { priceGbp, toPence } from '../../../shared/domain/pricing.ts';
import type { Job } from '../../db/entities/job.ts';
import { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { CreatedPaymentIntent, PaymentGateway } from '../../payments/gateway.ts';

const MAX_DESCRIPTION = 200;

export function clip(text: string): string {
  return text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1)}…` : text;
}

/** What a purchase bought, in the words of a receipt. The job, when there is one, must be loaded. */
export function describePayment(payment: Payment, job: Job | null | undefined): string {
  if (payment.purpose === 'hours') {
    const name = findHourPackage(payment.packageId ?? '')?.name ?? 'Hour';
    return clip(`${name} package: ${formatHoursLong(payment.hours ?? 0)}`);
  }
  const title = job?.title ? `“${job.title}”` : 'a job';
  if (payment.method === 'hours')
    return clip(`${formatHoursLong(payment.hours ?? 0)} of prepaid time for ${title}`);
  return clip(`Payment for ${title}`);
}

// One key per purchase, the same on every request about it. The creation time keeps keys apart when a
// database is restored or reset under the same Stripe account, where row ids start again.
export function paymentIdempotencyKey(payment: Payment, action: 'payment' | 'refund' = 'payment'): string {
  return `humanise-${action}-${payment.id}-${payment.createdAt.getTime()}`;
}

/** The payment's row, locked until the surrounding transaction ends; call inside em.transactional(). */
export async function lockPayment(tx: EntityManager, id: number): Promise<Payment | null> {
  return tx.findOne(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** The purchase behind a gateway intent, without loading it: its job is locked before it (lock order). */
export async function findPurchase(
  em: EntityManager,
  reference: string,
): Promise<{ id: number; clientId: number; jobId: number | null } | undefined> {
  const [row] = await em.execute<{ id: number; client_id: number; job_id: number | null }[]>(
    'select id, client_id, job_id from payments where reference = ?',
    [reference],
    'all',
  );
  return row ? { id: row.id, clientId: row.client_id, jobId: row.job_id } : undefined;
}

/** The agreed price of a job's terms in pence, or null when no quote has been agreed. */
export function agreedPence(job: Job): number | null {
  const price = priceGbp({ estimatedHours: job.estimatedHours ?? null, fixedPrice: job.fixedPrice ?? null });
  return price === null ? null : toPence(price);
}

/**
 * A card purchase waiting for its intent: for a job at the server's own price of the agreed terms, or for an
 * hour package at the package list's price. The caller flushes.
 */
export function createPendingCardPayment(
  em: EntityManager,
  gateway: PaymentGateway,
  client: User,
  what: { job: Job; amountPence: number } | { hourPackage: HourPackage },
): Payment {
  const bought =
    'job' in what
      ? { purpose: 'job' as const, job: what.job, amountPence: what.amountPence }
      : {
          purpose: 'hours' as const,
          packageId: what.hourPackage.id,
          hours: what.hourPackage.hours,
          amountPence: what.hourPackage.amount,
        };
  return em.create(Payment, {
    client,
    ...bought,
    method: 'card',
    gateway: gateway.name,
    status: 'pending',
    reference: null,
  });
}

/** Opens the gateway's intent for a pending card purchase, under the purchase's idempotency key. */
export async function openIntent(
  gateway: PaymentGateway,
  payment: Payment,
  description: string,
  metadata: Record<string, string>,
): Promise<CreatedPaymentIntent> {
  try {
    return await gateway.createPaymentIntent({
      amountPence: payment.amountPence,
      currency: 'gbp',
      description,
      customerId: payment.client.id,
      idempotencyKey: paymentIdempotencyKey(payment),
      metadata: { ...metadata, paymentId: String(payment.id), purpose: payment.purpose },
    });
  } catch {
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment could not be started. Please try again.');
  }
}
