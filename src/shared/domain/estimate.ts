// The instant estimate on /humanise (docs/decisions/0044-instant-estimate.md): a price range and a turnaround
// for a text's length. It binds no one: the price of a job is always the quote the client accepts.
import { ESTIMATED_TIME, HOURLY_RATE_GBP, type ServiceType } from '../constants.ts';
import { toPence } from './pricing.ts';

// Fewer accepted quotes than this in the window, and the default table speaks instead of the history.
export const ESTIMATE_MIN_SAMPLE = 10;
export const ESTIMATE_WINDOW_DAYS = 90;
// Words are rounded up to the next hundred, so that texts of nearly the same length share one cached answer.
export const ESTIMATE_WORD_BUCKET = 100;
export const ESTIMATE_MAX_WORDS = 100_000;

// The default table. Its figures are the product's own: the working time shown on every job
// (ESTIMATED_TIME in src/shared/constants.ts, "1-2 hours" for a human check, "2-5 hours" for a rewrite),
// taken as the time for a text of up to 1,000 words, priced at the hourly rate (HOURLY_RATE_GBP, £75).
// So a human check is £75 to £150 per 1,000 words and a rewrite £150 to £375.
export const DEFAULT_HOURS_PER_THOUSAND_WORDS: Record<ServiceType, { low: number; high: number }> = {
  'human-check': { low: 1, high: 2 },
  rewrite: { low: 2, high: 5 },
};

export interface EstimateRange {
  low: number;
  high: number;
}

/** The words an estimate is made for: rounded up to the next hundred, never under a hundred. */
export function estimateWords(words: number): number {
  return Math.max(ESTIMATE_WORD_BUCKET, Math.ceil(words / ESTIMATE_WORD_BUCKET) * ESTIMATE_WORD_BUCKET);
}

/** A price per 1,000 words (in pence) for a text's length, in whole pence. */
export function scaledPence(pencePerThousand: number, words: number): number {
  return Math.round((pencePerThousand * words) / 1000);
}

/** The default table's range in pence for a text's length. */
export function defaultEstimate(serviceType: ServiceType, words: number): EstimateRange {
  const hours = DEFAULT_HOURS_PER_THOUSAND_WORDS[serviceType];
  const rate = toPence(HOURLY_RATE_GBP);
  return { low: scaledPence(hours.low * rate, words), high: scaledPence(hours.high * rate, words) };
}

/**
 * The turnaround for a text's length: the product's working time (ESTIMATED_TIME) up to 1,000 words, and as
 * many more hours, in proportion, for a longer text. Written as ESTIMATED_TIME writes it ("1-2 hours").
 */
export function turnaroundLabel(serviceType: ServiceType, words: number): string {
  const hours = DEFAULT_HOURS_PER_THOUSAND_WORDS[serviceType];
  const thousands = Math.max(1, words / 1000);
  if (words <= 1000) return ESTIMATED_TIME[serviceType];
  return `${Math.ceil(hours.low * thousands)}-${Math.ceil(hours.high * thousands)} hours`;
}

/**
 * Percentile (0..1) of sorted values, interpolated between neighbours as PostgreSQL's percentile_cont does.
 * The history's range is its 25th and 75th percentiles: the middle half of what clients accepted.
 */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * fraction;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const weight = position - below;
  return sorted[below]! * (1 - weight) + sorted[above]! * weight;
}
