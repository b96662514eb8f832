import { describe, expect, it } from 'vitest';
import { testCardSchema } from '../../../shared/schemas/payments.ts';
import { DECLINED_CARD_NUMBER, formatCardNumber, formatExpiry, TEST_CARD_NUMBER } from './test-card.ts';

describe('formatCardNumber', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12345')).toBe('12/34');
  });
});

describe('the test cards', () => {
  it('pass the shared card schema as the form shows them', () => {
    for (const number of [TEST_CARD_NUMBER, DECLINED_CARD_NUMBER]) {
      expect(testCardSchema.safeParse({ number, expiry: '12/34', cvc: '123' }).success).toBe(true);
    }
  });
});
