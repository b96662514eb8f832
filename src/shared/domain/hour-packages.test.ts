import { describe, expect, it } from 'vitest';
import { HOURLY_RATE_GBP } from '../constants.ts';
import { findHourPackage, HOUR_PACKAGES, perHourGbp } from './hour-packages.ts';

describe('hour packages', () => {
  it('are Starter, Standard and Pro, priced in pence', () => {
    expect(HOUR_PACKAGES.map(({ name, hours, amount }) => [name, hours, amount])).toEqual([
      ['Starter', 5, 35_000],
      ['Standard', 10, 65_000],
      ['Pro', 20, 120_000],
    ]);
  });

  it('are found by id only', () => {
    expect(findHourPackage('standard')?.hours).toBe(10);
    expect(findHourPackage('Standard')).toBeUndefined();
    expect(findHourPackage('__proto__')).toBeUndefined();
  });

  it('cost less per hour than the hourly rate', () => {
    expect(HOUR_PACKAGES.map(perHourGbp)).toEqual([70, 65, 60]);
    for (const hourPackage of HOUR_PACKAGES) expect(perHourGbp(hourPackage)).toBeLessThan(HOURLY_RATE_GBP);
  });
});
