import { describe, expect, it } from 'vitest';
import { earningsGbp, isWholePence, isWholeTenths, priceGbp, roundTenths, toPence } from './pricing.ts';

describe('priceGbp', () => {
  it('prefers the fixed price', () => {
    expect(priceGbp({ fixedPrice: 120, estimatedHours: 3 })).toBe(120);
  });
  it('prices hours at £75 each, to the penny', () => {
    expect(priceGbp({ fixedPrice: null, estimatedHours: 1.5 })).toBe(112.5);
    expect(priceGbp({ fixedPrice: null, estimatedHours: 0.1 })).toBe(7.5);
  });
  it('prices the hours a column holds (hundredths) exactly, whatever the float', () => {
    expect(priceGbp({ fixedPrice: null, estimatedHours: 1.01 })).toBe(75.75);
    expect(priceGbp({ fixedPrice: null, estimatedHours: 0.3 })).toBe(22.5);
    expect(priceGbp({ fixedPrice: null, estimatedHours: 0.1 + 0.2 })).toBe(22.5);
    expect(priceGbp({ fixedPrice: null, estimatedHours: 2.7 })).toBe(202.5);
    expect(priceGbp({ fixedPrice: 1.1 + 2.2, estimatedHours: null })).toBe(3.3);
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

describe('whole pence and tenths', () => {
  it('counts in integers, so that binary floats of exact amounts pass', () => {
    for (const hours of [0.1, 0.3, 0.1 + 0.2, 1.1, 2.7, 1000])
      expect(isWholeTenths(hours), `${hours}`).toBe(true);
    for (const gbp of [1, 19.99, 10.01, 1.1 + 2.2, 0.07, 100_000])
      expect(isWholePence(gbp), `${gbp}`).toBe(true);
  });
  it('refuses fractions of a tenth of an hour or of a penny', () => {
    for (const hours of [0.001, 0.05, 1.005, 1.25]) expect(isWholeTenths(hours), `${hours}`).toBe(false);
    for (const gbp of [0.004, 10.005, 19.999]) expect(isWholePence(gbp), `${gbp}`).toBe(false);
  });
  it('rounds hours to the tenth they are', () => {
    expect(roundTenths(0.1 + 0.2)).toBe(0.3);
  });
});
