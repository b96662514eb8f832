// How a payment reads on the history and the receipt.

import { formatGbp, formatHours } from '../../../shared/domain/format.ts';
import type { PaymentDto } from '../../../shared/schemas/payments.ts';

/** "HUM-000042": the receipt number, the payment's id padded so that receipts sort and read alike. */
export function receiptNumber(payment: Pick<PaymentDto, 'id'>): string {
  return `HUM-${String(payment.id).padStart(6, '0')}`;
}

export function paymentMethodLabel(payment: Pick<PaymentDto, 'method' | 'cardLast4' | 'hours'>): string {
  if (payment.method === 'hours') return `${formatHours(payment.hours ?? 0)} prepaid hours`;
  return payment.cardLast4 ? `Card ending ${payment.cardLast4}` : 'Card';
}

/** What was paid: pounds for a card, hours for prepaid time. */
export function paymentAmountLabel(payment: Pick<PaymentDto, 'method' | 'amountPence' | 'hours'>): string {
  if (payment.method === 'hours') return `${formatHours(payment.hours ?? 0)} h`;
  return formatGbp(payment.amountPence / 100);
}

export const STATUS_LABELS: Record<PaymentDto['status'], string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

type RefundFields = Pick<
  PaymentDto,
  'method' | 'status' | 'amountPence' | 'hours' | 'refundedPence' | 'refundedHours'
>;

/**
 * "Refunded £45.00 of £150.00" (or hours) when a settled dispute gave back part of a payment, which stays
 * 'succeeded'; undefined for none or the whole.
 */
export function partialRefundLabel(payment: RefundFields): string | undefined {
  if (payment.status === 'refunded') return undefined;
  if (payment.method === 'hours') {
    const back = payment.refundedHours ?? 0;
    if (back <= 0) return undefined;
    return `Refunded ${formatHours(back)} h of ${formatHours(payment.hours ?? 0)} h`;
  }
  if (payment.refundedPence <= 0) return undefined;
  return `Refunded ${formatGbp(payment.refundedPence / 100)} of ${formatGbp(payment.amountPence / 100)}`;
}
