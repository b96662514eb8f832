import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPrice } from './platform-fee.ts';

describe('the platform fee', () => {
  it('is the price × percent, rounded half up to the penny, and the writer gets the rest', () => {
    expect(splitPrice(11_250, 20)).toEqual({ feePence: 2_250, netPence: 9_000 });
    // 20% of £0.03 is 0.6p, which rounds up to 1p; 20% of £0.02 is 0.4p, which rounds down.
    expect(splitPrice(3, 20)).toEqual({ feePence: 1, netPence: 2 });
    expect(splitPrice(2, 20)).toEqual({ feePence: 0, netPence: 2 });
    // Exactly half a penny rounds up: 15% of 10p is 1.5p.
    expect(splitPrice(10, 15)).toEqual({ feePence: 2, netPence: 8 });
    expect(splitPrice(7_500, 0)).toEqual({ feePence: 0, netPence: 7_500 });
    expect(splitPrice(7_501, 50)).toEqual({ feePence: 3_751, netPence: 3_750 });
  });

  it('always adds up to the price, in whole pence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        (price, percent) => {
          const { feePence, netPence } = splitPrice(price, percent);
          expect(feePence + netPence).toBe(price);
          expect(Number.isInteger(feePence)).toBe(true);
          expect(Math.abs(feePence - (price * percent) / 100)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
