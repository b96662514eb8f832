// Purchases as the client's payment history, their receipts and the admin's job cards see them.
import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findHourPackage } from '../../../shared/domain/hour-packages.ts';
import type { AdminPaymentDto, PaymentDto } from '../../../shared/schemas/payments.ts';
import type { Job } from '../../db/entities/job.ts';
import { Payment } from '../../db/entities/payment.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { byCreatedAt, type Page, type PageQuery } from '../read-models/page.ts';
import { describePayment } from './purchase.ts';

// Only purchases that went through make history; open intents and declines stay out of the client's way.
const SETTLED = ['succeeded', 'refunded'] as const;

/** The job, when there is one, must have been loaded with the payment (never a lazy load per row). */
export function toPaymentDto(payment: Payment, job: Job | null | undefined): PaymentDto {
  const loadedJob = job && wrap(job).isInitialized() ? job : undefined;
  return {
    id: payment.id,
    purpose: payment.purpose,
    method: payment.method,
    status: payment.status,
    description: describePayment(payment, loadedJob),
    amountPence: payment.amountPence,
    currency: payment.currency,
    hours: payment.hours ?? null,
    cardLast4: payment.cardLast4 ?? null,
    jobId: payment.job?.id ?? null,
    packageName: payment.packageId ? (findHourPackage(payment.packageId)?.name ?? null) : null,
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    refundedPence: payment.refundedPence,
    refundedHours: payment.refundedHours ?? null,
  };
}

export async function listPayments(
  em: EntityManager,
  client: User,
  query: PageQuery = {},
): Promise<Page<PaymentDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const payments = await em.find(
    Payment,
    { client: client.id, status: { $in: [...SETTLED] }, ...keyset.where },
    { populate: ['job'], ...keyset.options },
  );
  return keyset.page(payments, (payment) => toPaymentDto(payment, payment.job));
}

// A receipt is the client's own: anyone else is told it does not exist.
export async function getPayment(em: EntityManager, client: User, id: number): Promise<PaymentDto> {
  const payment = await em.findOne(
    Payment,
    { id, client: client.id, status: { $in: [...SETTLED] } },
    { populate: ['job'] },
  );
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
  return toPaymentDto(payment, payment.job);
}

// The admin's view of what was paid for jobs, for the refund button on each job card.
export async function listJobPayments(
  em: EntityManager,
  query: PageQuery = {},
): Promise<Page<AdminPaymentDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const payments = await em.find(
    Payment,
    { job: { $ne: null }, status: { $in: [...SETTLED] }, ...keyset.where },
    { populate: ['job', 'client'], ...keyset.options },
  );
  return keyset.page(payments, (payment) => ({
    ...toPaymentDto(payment, payment.job),
    clientName: payment.client.name,
  }));
}
