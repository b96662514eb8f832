import { describe, expect, it } from 'vitest';
import {
  partialRefundLabel,
  paymentAmountLabel,
  paymentMethodLabel,
  receiptNumber,
} from './payment-display.ts';

describe('payment display', () => {
  it('numbers receipts with six digits', () => {
    expect(receiptNumber({ id: 42 })).toBe('HUM-000042');
    expect(receiptNumber({ id: 1_234_567 })).toBe('HUM-1234567');
  });

  it('names the card by its last four digits, or the hours used', () => {
    expect(paymentMethodLabel({ method: 'card', cardLast4: '4242', hours: null })).toBe('Card ending 4242');
    expect(paymentMethodLabel({ method: 'card', cardLast4: null, hours: null })).toBe('Card');
    expect(paymentMethodLabel({ method: 'hours', cardLast4: null, hours: 2.5 })).toBe('2.5 prepaid hours');
  });

  it('shows pounds for a card and hours for prepaid time', () => {
    expect(paymentAmountLabel({ method: 'card', amountPence: 65_000, hours: 10 })).toBe('£650.00');
    expect(paymentAmountLabel({ method: 'hours', amountPence: 0, hours: 1.5 })).toBe('1.5 h');
  });
});

describe('partialRefundLabel', () => {
  const card = {
    method: 'card',
    status: 'succeeded',
    amountPence: 15_000,
    hours: null,
    refundedHours: null,
  } as const;
  it('says how much of a card payment a dispute gave back', () => {
    expect(partialRefundLabel({ ...card, refundedPence: 7_500 })).toBe('Refunded £75.00 of £150.00');
    expect(partialRefundLabel({ ...card, refundedPence: 0 })).toBeUndefined();
    expect(partialRefundLabel({ ...card, status: 'refunded', refundedPence: 15_000 })).toBeUndefined();
  });
  it('says it in hours for a job paid from the balance', () => {
    expect(
      partialRefundLabel({
        ...card,
        method: 'hours',
        amountPence: 0,
        hours: 3,
        refundedPence: 0,
        refundedHours: 1.5,
      }),
    ).toBe('Refunded 1.5 h of 3 h');
  });
});
