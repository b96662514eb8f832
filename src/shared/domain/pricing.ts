// The money rules (docs/product.md "Money"): one place computes a quote's price and an earning.
// Money is whole pence and hours are tenths. The numbers arrive as binary floats (0.3 is 0.2999...), so every
// test of "whole pence" or "whole tenths" is made on the integer count, never on the float.
import { HOURLY_RATE_GBP } from '../constants.ts';

export interface Terms {
  estimatedHours: number | null;
  fixedPrice: number | null;
}

// Far below a tenth of a penny, far above a float's error on any amount a quote can hold.
const TOLERANCE = 1e-6;

function isWholeMultiple(value: number, unitsPerOne: number): boolean {
  const units = value * unitsPerOne;
  return Math.abs(units - Math.round(units)) < TOLERANCE;
}

export function isWholePence(gbp: number): boolean {
  return isWholeMultiple(gbp, 100);
}

export function isWholeTenths(hours: number): boolean {
  return isWholeMultiple(hours, 10);
}

export function roundTenths(hours: number): number {
  return Math.round(hours * 10) / 10;
}

// A quote's price in pounds: its fixed price, else its hours at the hourly rate, else none. Hours are counted
// in hundredths, as their column holds them, so that the price is that of the hours stored, to the penny.
export function priceGbp(terms: Terms): number | null {
  if (terms.fixedPrice !== null) return roundPence(terms.fixedPrice);
  if (terms.estimatedHours !== null) {
    const hundredths = Math.round(terms.estimatedHours * 100);
    return Math.round((hundredths * toPence(HOURLY_RATE_GBP)) / 100) / 100;
  }
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
