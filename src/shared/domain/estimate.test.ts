// The instant estimate's default table and arithmetic (docs/decisions/0044-instant-estimate.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATED_TIME, HOURLY_RATE_GBP, SERVICE_TYPES } from '../constants.ts';
import {
  DEFAULT_HOURS_PER_THOUSAND_WORDS,
  defaultEstimate,
  ESTIMATE_MAX_WORDS,
  estimateWords,
  percentile,
  scaledPence,
  turnaroundLabel,
} from './estimate.ts';

const words = fc.integer({ min: 1, max: ESTIMATE_MAX_WORDS });
const service = fc.constantFrom(...SERVICE_TYPES);

describe('the default table', () => {
  it("is the product's working time at the hourly rate", () => {
    expect(HOURLY_RATE_GBP).toBe(75);
    for (const serviceType of SERVICE_TYPES) {
      const { low, high } = DEFAULT_HOURS_PER_THOUSAND_WORDS[serviceType];
      expect(ESTIMATED_TIME[serviceType]).toBe(`${low}-${high} hours`);
      expect(turnaroundLabel(serviceType, 1000)).toBe(ESTIMATED_TIME[serviceType]);
    }
    expect(defaultEstimate('human-check', 1000)).toEqual({ low: 7500, high: 15000 });
    expect(defaultEstimate('rewrite', 1000)).toEqual({ low: 15000, high: 37500 });
    expect(turnaroundLabel('rewrite', 2500)).toBe('5-13 hours');
  });

  it('never falls as the words grow, and low is never above high', () => {
    fc.assert(
      fc.property(service, words, words, (serviceType, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        const small = defaultEstimate(serviceType, estimateWords(fewer));
        const large = defaultEstimate(serviceType, estimateWords(more));
        expect(small.low).toBeLessThanOrEqual(large.low);
        expect(small.high).toBeLessThanOrEqual(large.high);
        expect(large.low).toBeLessThanOrEqual(large.high);
      }),
    );
  });

  it('prices a rewrite at least as high as a human check, and takes at least as long', () => {
    fc.assert(
      fc.property(words, (count) => {
        const bucket = estimateWords(count);
        const check = defaultEstimate('human-check', bucket);
        const rewrite = defaultEstimate('rewrite', bucket);
        expect(rewrite.low).toBeGreaterThanOrEqual(check.low);
        expect(rewrite.high).toBeGreaterThanOrEqual(check.high);
        const hours = (label: string) => label.match(/\d+/g)!.map(Number);
        const [checkLow, checkHigh] = hours(turnaroundLabel('human-check', bucket));
        const [rewriteLow, rewriteHigh] = hours(turnaroundLabel('rewrite', bucket));
        expect(rewriteLow).toBeGreaterThanOrEqual(checkLow!);
        expect(rewriteHigh).toBeGreaterThanOrEqual(checkHigh!);
      }),
    );
  });
});

describe('the words', () => {
  it('are rounded up to the next hundred, never under a hundred', () => {
    expect([1, 100, 101, 950, 1000, 100_000].map(estimateWords)).toEqual([
      100, 100, 200, 1000, 1000, 100_000,
    ]);
    fc.assert(
      fc.property(words, (count) => {
        const bucket = estimateWords(count);
        expect(bucket).toBeGreaterThanOrEqual(count);
        expect(bucket - count).toBeLessThan(100);
        expect(bucket % 100).toBe(0);
      }),
    );
  });
});

describe('the history', () => {
  it("takes the 25th and 75th percentiles as PostgreSQL's percentile_cont does", () => {
    const perThousand = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000, 20000, 21000];
    expect(percentile(perThousand, 0.25)).toBe(12750);
    expect(percentile(perThousand, 0.75)).toBe(18250);
    expect(percentile([5], 0.25)).toBe(5);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('scales a price per 1,000 words monotonely, in whole pence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 1_000_000 }), { minLength: 10, maxLength: 50 }),
        words,
        words,
        (prices, a, b) => {
          const sorted = [...prices].sort((x, y) => x - y);
          const low = percentile(sorted, 0.25);
          const high = percentile(sorted, 0.75);
          expect(low).toBeLessThanOrEqual(high);
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          for (const rate of [low, high]) {
            const small = scaledPence(rate, estimateWords(fewer));
            const large = scaledPence(rate, estimateWords(more));
            expect(Number.isInteger(small)).toBe(true);
            expect(small).toBeLessThanOrEqual(large);
          }
        },
      ),
    );
  });
});
