// Paying a quote by the hour from prepaid hours (docs/product.md "Money"): offered only when the quote is by
// the hour and the client's balance covers it. The server checks the same again under a lock.

import { formatHoursLong } from '../../../shared/domain/format.ts';
import type { Terms } from '../../../shared/domain/pricing.ts';

/** The hours a quote would take from the balance, or undefined when it cannot be paid that way. */
export function prepaidHoursFor(terms: Terms, balance: number): number | undefined {
  if (terms.fixedPrice !== null || terms.estimatedHours === null) return undefined;
  const needed = terms.estimatedHours;
  return Math.round(balance * 100) >= Math.round(needed * 100) ? needed : undefined;
}

export function payWithHoursLabel(hours: number, accepting: boolean): string {
  return `${accepting ? 'Accept and use' : 'Pay with'} ${formatHoursLong(hours)} of prepaid time`;
}
