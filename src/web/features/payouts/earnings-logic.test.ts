import { describe, expect, it } from 'vitest';
import {
  accountActionLabel,
  earningDateLabel,
  negativeBalanceNote,
  typedAmountToPence,
  withdrawBlockedReason,
} from './earnings-logic.ts';

describe('typedAmountToPence', () => {
  it('reads pounds and pence as whole pence, without float noise', () => {
    expect(typedAmountToPence('50')).toEqual({ ok: true, pence: 5000 });
    expect(typedAmountToPence('25.5')).toEqual({ ok: true, pence: 2550 });
    expect(typedAmountToPence('19.99')).toEqual({ ok: false, error: 'The smallest withdrawal is £20.00' });
    expect(typedAmountToPence(20.01)).toEqual({ ok: true, pence: 2001 });
    expect(typedAmountToPence('1,234.56')).toEqual({ ok: true, pence: 123456 });
    expect(typedAmountToPence('£40.')).toEqual({ ok: true, pence: 4000 });
  });

  it('takes an empty field as everything available', () => {
    expect(typedAmountToPence('')).toEqual({ ok: true, pence: undefined });
    expect(typedAmountToPence('  ')).toEqual({ ok: true, pence: undefined });
  });

  it('refuses what is not an amount of pounds and pence', () => {
    for (const typed of ['abc', '-30', '30.555', '1e3', '.']) {
      expect(typedAmountToPence(typed)).toEqual({
        ok: false,
        error: 'Enter an amount in pounds and pence, such as 25.50',
      });
    }
  });

  it('refuses less than the smallest withdrawal', () => {
    expect(typedAmountToPence('0')).toEqual({ ok: false, error: 'The smallest withdrawal is £20.00' });
  });
});

describe('the payout account and Withdraw', () => {
  it('names the onboarding button by how far the account is', () => {
    expect(accountActionLabel('none')).toBe('Set up payouts');
    expect(accountActionLabel('pending')).toBe('Finish setting up payouts');
    expect(accountActionLabel('enabled')).toBeNull();
  });

  it('says why Withdraw is not available', () => {
    expect(withdrawBlockedReason(10_000, 'none')).toBe('Set up payouts first to withdraw.');
    expect(withdrawBlockedReason(1999, 'enabled')).toBe('You can withdraw once £20.00 or more is available.');
    expect(withdrawBlockedReason(2000, 'enabled')).toBeNull();
  });

  it('says plainly that later earnings make up a negative balance', () => {
    expect(negativeBalanceNote(0)).toBeNull();
    expect(negativeBalanceNote(-1250)).toBe(
      'A refund came after its earning was paid out, so your balance is -£12.50. ' +
        'Your later earnings will make it up before you can withdraw again.',
    );
  });
});

describe('earningDateLabel', () => {
  it('says when the money becomes or became available', () => {
    expect(earningDateLabel({ status: 'pending' }, '5 Dec 2026')).toBe('Available from 5 Dec 2026');
    expect(earningDateLabel({ status: 'available' }, '5 Dec 2026')).toBe('Cleared 5 Dec 2026');
    expect(earningDateLabel({ status: 'paid' }, '5 Dec 2026')).toBe('Cleared 5 Dec 2026');
    expect(earningDateLabel({ status: 'reversed' }, '5 Dec 2026')).toBe('Taken back by a refund');
  });
});
