// Money rules of SPEC.md section 9 and DECISIONS.md: one place computes a quote's price and an earning.
import { HOURLY_RATE_GBP } from '../constants.ts';

export interface Terms {
  estimatedHours: number | null;
  fixedPrice: number | null;
}

// A quote's price in pounds: its fixed price, else its hours at the hourly rate, else none.
export function priceGbp(terms: Terms): number | null {
  if (terms.fixedPrice !== null) return terms.fixedPrice;
  if (terms.estimatedHours !== null) return roundPence(terms.estimatedHours * HOURLY_RATE_GBP);
  return null;
}

export function toPence(gbp: number): number {
  return Math.round(gbp * 100);
}

export function roundPence(gbp: number): number {
  return Math.round(gbp * 100) / 100;
}

// What a copywriter earns for a job: the price of the agreed terms, or nothing.
export function earningsGbp(terms: Terms): number {
  return priceGbp(terms) ?? 0;
}
