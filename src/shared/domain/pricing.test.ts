import { describe, expect, it } from 'vitest';
import { earningsGbp, priceGbp, toPence } from './pricing.ts';

describe('priceGbp', () => {
  it('prefers the fixed price', () => {
    expect(priceGbp({ fixedPrice: 120, estimatedHours: 3 })).toBe(120);
  });
  it('prices hours at £75 each, to the penny', () => {
    expect(priceGbp({ fixedPrice: null, estimatedHours: 1.5 })).toBe(112.5);
    expect(priceGbp({ fixedPrice: null, estimatedHours: 0.1 })).toBe(7.5);
  });
  it('has no price for a quote with neither', () => {
    expect(priceGbp({ fixedPrice: null, estimatedHours: null })).toBeNull();
    expect(earningsGbp({ fixedPrice: null, estimatedHours: null })).toBe(0);
  });
});

describe('money formats', () => {
  it('sends pence', () => {
    expect(toPence(112.5)).toBe(11250);
    expect(toPence(19.99)).toBe(1999);
  });
});
