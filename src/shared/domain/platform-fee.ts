// The platform's commission on a copywriter's job (docs/decisions/0039): the fee is the price × percent,
// rounded half up to the penny, and the writer's share is the rest. Whole pence in, whole pence out, so that
// fee + net is always the price.

export const DEFAULT_PLATFORM_FEE_PERCENT = 20;
export const PLATFORM_FEE_PERCENT_RANGE = { min: 0, max: 50 } as const;
export const DEFAULT_PAYOUT_CLEARANCE_DAYS = 7;
/** The smallest withdrawal, in pence (£20). */
export const MIN_PAYOUT_PENCE = 2000;

export interface PriceSplit {
  feePence: number;
  netPence: number;
}

/** A whole percentage of an amount in pence, rounded half up to the penny: a fee, or a dispute's refund. */
export function percentOf(pence: number, percent: number): number {
  return Math.floor((pence * percent + 50) / 100);
}

export function splitPrice(pricePence: number, feePercent: number): PriceSplit {
  // In integers: (price × percent + 50) / 100, floored, is the half-up rounding of price × percent / 100.
  const feePence = Math.floor((pricePence * feePercent + 50) / 100);
  return { feePence, netPence: pricePence - feePence };
}
