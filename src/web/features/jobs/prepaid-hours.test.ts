import { describe, expect, it } from 'vitest';
import { payWithHoursLabel, prepaidHoursFor } from './prepaid-hours.ts';

describe('prepaidHoursFor', () => {
  it('offers an hourly quote the balance covers', () => {
    expect(prepaidHoursFor({ estimatedHours: 2.5, fixedPrice: null }, 5)).toBe(2.5);
    expect(prepaidHoursFor({ estimatedHours: 0.3, fixedPrice: null }, 0.1 + 0.2)).toBe(0.3);
  });

  it('offers nothing the balance does not cover, and no fixed price', () => {
    expect(prepaidHoursFor({ estimatedHours: 2.5, fixedPrice: null }, 2)).toBeUndefined();
    expect(prepaidHoursFor({ estimatedHours: null, fixedPrice: 80 }, 100)).toBeUndefined();
    expect(prepaidHoursFor({ estimatedHours: 1, fixedPrice: 80 }, 100)).toBeUndefined();
  });

  it('says what it takes', () => {
    expect(payWithHoursLabel(2.5, true)).toBe('Accept and use 2.5 hours of prepaid time');
    expect(payWithHoursLabel(1, false)).toBe('Pay with 1 hour of prepaid time');
  });
});
