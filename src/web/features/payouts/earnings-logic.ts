// The Earnings tab's pure rules (docs/decisions/0039): how an amount typed in pounds becomes whole pence, what
// each state is called, and what the payout account lets the writer do.
import { formatPence } from '../../../shared/domain/format.ts';
import { MIN_PAYOUT_PENCE } from '../../../shared/domain/platform-fee.ts';
import type { EarningItem, EarningStatus, PayoutDto } from '../../../shared/schemas/payouts.ts';

type AccountStatus = 'none' | 'pending' | 'enabled';

export type TypedAmount = { ok: true; pence: number | undefined } | { ok: false; error: string };

/**
 * The Withdraw field as typed (Mantine's NumberInput reports a number, or text while half-typed): whole pence,
 * or undefined for "everything available" when the field is empty. Read from the digits, not by multiplying a
 * float, so that 19.99 is 1999 and never 1998.99…
 */
export function typedAmountToPence(typed: string | number): TypedAmount {
  const text = String(typed).replace(/[£,\s]/g, '');
  if (text === '') return { ok: true, pence: undefined };
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return { ok: false, error: 'Enter an amount in pounds and pence, such as 25.50' };
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (pence < MIN_PAYOUT_PENCE) {
    return { ok: false, error: `The smallest withdrawal is ${formatPence(MIN_PAYOUT_PENCE)}` };
  }
  return { ok: true, pence };
}

export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  pending: 'Pending',
  available: 'Available',
  paid: 'Paid out',
  reversed: 'Reversed',
};

export const EARNING_STATUS_COLORS: Record<EarningStatus, string> = {
  pending: 'yellow',
  available: 'green',
  paid: 'blue',
  reversed: 'gray',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutDto['status'], string> = {
  pending: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
};

export const PAYOUT_STATUS_COLORS: Record<PayoutDto['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
};

/** When a row's money is (or became) available: "Available from 5 Dec 2026", "Cleared 5 Dec 2026". */
export function earningDateLabel(item: Pick<EarningItem, 'status'>, date: string): string {
  if (item.status === 'pending') return `Available from ${date}`;
  if (item.status === 'reversed') return 'Taken back by a refund';
  return `Cleared ${date}`;
}

/** The button that opens the payment provider's onboarding, or null once payouts are enabled. */
export function accountActionLabel(status: AccountStatus): string | null {
  if (status === 'none') return 'Set up payouts';
  if (status === 'pending') return 'Finish setting up payouts';
  return null;
}

export function accountStateText(status: AccountStatus): string {
  if (status === 'none') return 'Set up a payout account to withdraw what you have earned.';
  if (status === 'pending')
    return 'Your payout account still needs some details before it can receive money.';
  return 'Withdrawals go to your payout account.';
}

/** Why Withdraw cannot be pressed, or null when it can. */
export function withdrawBlockedReason(available: number, account: AccountStatus): string | null {
  if (account !== 'enabled') return 'Set up payouts first to withdraw.';
  if (available < MIN_PAYOUT_PENCE) {
    return `You can withdraw once ${formatPence(MIN_PAYOUT_PENCE)} or more is available.`;
  }
  return null;
}

/** A refund that came after its money was paid out leaves available below zero; said plainly, or null. */
export function negativeBalanceNote(available: number): string | null {
  if (available >= 0) return null;
  return (
    `A refund came after its earning was paid out, so your balance is ${formatPence(available)}. ` +
    'Your later earnings will make it up before you can withdraw again.'
  );
}
