// Paying a quote by the hour from prepaid hours (issue 5): offered only when the quote is by the hour and the
// client's balance covers it. The server checks the same again under a lock.
import type { Terms } from '../../../shared/domain/pricing.ts';
import { hoursLabel } from './job-labels.ts';

/** The hours a quote would take from the balance, or undefined when it cannot be paid that way. */
export function prepaidHoursFor(terms: Terms, balance: number): number | undefined {
  if (terms.fixedPrice !== null || terms.estimatedHours === null) return undefined;
  const needed = terms.estimatedHours;
  return Math.round(balance * 100) >= Math.round(needed * 100) ? needed : undefined;
}

export function payWithHoursLabel(hours: number, accepting: boolean): string {
  return `${accepting ? 'Accept and use' : 'Pay with'} ${hoursLabel(hours)} of prepaid time`;
}
