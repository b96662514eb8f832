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

describe('the dates as Intl writes them', () => {
  // The formatters are written by hand (format.ts says why): every month of a year, in both spellings, in
  // UTC and in the reader's zone, must read as Intl.DateTimeFormat would write it.
  const days = Array.from(
    { length: 12 },
    (_, month) => new Date(Date.UTC(2026, month, month + 3, month * 2, 7)),
  );
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options);
  const short = { day: 'numeric', month: 'short', year: 'numeric' } as const;

  it('formats every month as en-GB and en-US do', () => {
    for (const date of days) {
      expect(formatDate(date, 'UTC')).toBe(intl('en-GB', { ...short, timeZone: 'UTC' }).format(date));
      expect(formatDate(date)).toBe(intl('en-GB', short).format(date));
      expect(formatDateFor(date, 'us', 'UTC')).toBe(
        intl('en-US', { ...short, timeZone: 'UTC' }).format(date),
      );
      expect(formatDateFor(date, 'us')).toBe(intl('en-US', short).format(date));
      expect(formatDateTime(date)).toBe(
        intl('en-GB', { ...short, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date),
      );
    }
  });
});
