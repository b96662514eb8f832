import { describe, expect, it } from 'vitest';
import { formatGbp } from '../../shared/domain/format.ts';
import { formatDate, formatDateFor, formatDateTime } from './format.ts';

describe('formatGbp', () => {
  it('shows pounds to two decimals', () => {
    expect(formatGbp(75)).toBe('£75.00');
    expect(formatGbp(1200)).toBe('£1,200.00');
    expect(formatGbp(0.1 + 0.2)).toBe('£0.30');
  });
});

describe('formatDate', () => {
  it('writes day, short month and year', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('5 Jan 2026');
  });

  it('gives undefined for nothing or nonsense', () => {
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate(undefined)).toBeUndefined();
    expect(formatDate('')).toBeUndefined();
    expect(formatDate('not a date')).toBeUndefined();
  });
});

describe('formatDateFor', () => {
  it("writes the date in the account's spelling", () => {
    expect(formatDateFor(new Date(2026, 10, 24, 17), 'uk')).toBe('24 Nov 2026');
    expect(formatDateFor(new Date(2026, 10, 24, 17), 'us')).toBe('Nov 24, 2026');
    expect(formatDateFor(null, 'us')).toBeUndefined();
    expect(formatDateFor('not a date', 'us')).toBeUndefined();
  });
});

describe('formatDateTime', () => {
  it('writes the date and a 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5))).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 30))).toBe('5 Jan 2026, 00:30');
  });

  it('gives undefined for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBeUndefined();
    expect(formatDateTime('not a date')).toBeUndefined();
  });
});
