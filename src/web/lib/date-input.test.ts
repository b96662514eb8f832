import { describe, expect, it } from 'vitest';
import { dayFromToday, deliveryDateFromInput, endOfDayIso, toDateInput } from './date-input.ts';

describe('date fields', () => {
  it('read a day as the end of that day where the reader is', () => {
    const end = endOfDayIso('2026-11-24')!;
    expect(new Date(end)).toEqual(new Date(2026, 10, 24, 23, 59, 59, 999));
    expect(toDateInput(end)).toBe('2026-11-24');
    expect(endOfDayIso('')).toBeNull();
    expect(endOfDayIso('24/11/2026')).toBeNull();
    expect(toDateInput(null)).toBe('');
  });

  it('offer days from today', () => {
    expect(dayFromToday(1, new Date(2026, 10, 30, 22))).toBe('2026-12-01');
  });

  it("keep a delivery date on the deadline's day by the deadline", () => {
    const deadline = new Date(2026, 10, 24, 9).toISOString();
    expect(deliveryDateFromInput('2026-11-24', deadline)).toBe(deadline);
    expect(deliveryDateFromInput('2026-11-23', deadline)).toBe(endOfDayIso('2026-11-23'));
    expect(deliveryDateFromInput('2026-11-23', null)).toBe(endOfDayIso('2026-11-23'));
    expect(deliveryDateFromInput('', deadline)).toBeNull();
  });
});
