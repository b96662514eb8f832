// Numbers and prices are written without Intl (format.ts says why): they must read exactly as Intl's en-GB
// writes them, for every kind of value a page can show.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGbp, formatNumber } from './format.ts';

const intlGbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Whole pence and hours, the values of a marketplace, and any double in a wide range with the ties, negative
// zero and rounding edges that come with them.
const amounts = fc.oneof(
  fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((pence) => pence / 100),
  fc.integer({ min: -100_000, max: 100_000 }).map((tenths) => tenths / 10),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.constantFrom(0, -0, 0.005, 0.015, 0.125, 1.005, 2.675, -0.004, -0.005, 999.995, 999_999.995),
);

describe('formatGbp', () => {
  it('reads as Intl writes pounds in en-GB, for any amount', () => {
    fc.assert(
      fc.property(amounts, (pounds) => {
        expect(formatGbp(pounds)).toBe(intlGbp.format(pounds));
      }),
      { numRuns: 5_000 },
    );
  });

  it('shows nothing it cannot read as £0.00', () => {
    expect(formatGbp(Number.NaN)).toBe('£0.00');
    expect(formatGbp(Number.POSITIVE_INFINITY)).toBe('£0.00');
  });
});

describe('formatNumber', () => {
  it('reads as toLocaleString writes en-GB, whole or to a given number of decimals', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 3 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(
          value.toLocaleString('en-GB', { maximumFractionDigits: digits }),
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('groups whole counts by thousands', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(15_000)).toBe('15,000');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(12.34, 1)).toBe('12.3');
    expect(formatNumber(12.04, 1)).toBe('12');
  });
});
