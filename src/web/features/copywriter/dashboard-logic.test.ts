import { describe, expect, it } from 'vitest';
import {
  averageRatingText,
  countOf,
  lastRevision,
  totalEarningsGbp,
  withJobFirst,
  withoutJob,
} from './dashboard-logic.ts';

describe('withoutJob and withJobFirst', () => {
  const pages = (...lists: number[][]) => ({
    pages: lists.map((ids, page) => ({ items: ids.map((id) => ({ id })), nextCursor: `after-${page}` })),
    pageParams: lists.map((_, page) => (page === 0 ? null : `after-${page - 1}`)),
  });
  const ids = (data: ReturnType<typeof pages> | undefined) =>
    data?.pages.map((page) => page.items.map((job) => job.id));

  it('removes a job from whichever page holds it', () => {
    expect(ids(withoutJob(pages([1, 2], [3, 4]), 3))).toEqual([[1, 2], [4]]);
    expect(withoutJob(pages([1, 2], [3, 4]), 3)?.pageParams).toEqual([null, 'after-0']);
    expect(withoutJob(undefined, 2)).toBeUndefined();
  });

  it('puts a job first on the first page, without a duplicate on any page', () => {
    expect(ids(withJobFirst(pages([1, 2], [3]), { id: 9 }))).toEqual([[9, 1, 2], [3]]);
    expect(ids(withJobFirst(pages([1, 2], [3]), { id: 3 }))).toEqual([[3, 1, 2], []]);
    expect(withJobFirst(undefined, { id: 4 })).toBeUndefined();
  });
});

describe('totalEarningsGbp', () => {
  it('adds hours at £75, fixed prices, and nothing for a job without terms', () => {
    expect(
      totalEarningsGbp([
        { estimatedHours: 1.5, fixedPrice: null },
        { estimatedHours: null, fixedPrice: 99.99 },
        { estimatedHours: null, fixedPrice: null },
        { estimatedHours: 0.1, fixedPrice: null },
      ]),
    ).toBe(219.99);
    expect(totalEarningsGbp([])).toBe(0);
  });
});

describe('averageRatingText', () => {
  it("is the writer's own average to one decimal, or 'Not rated yet' before their first rating", () => {
    expect(averageRatingText(4)).toBe('4.0');
    expect(averageRatingText(4.666)).toBe('4.7');
    expect(averageRatingText(null)).toBe('Not rated yet');
  });
});

describe('countOf', () => {
  it('reads as English', () => {
    expect(countOf(0, 'job')).toBe('0 jobs');
    expect(countOf(1, 'job')).toBe('1 job');
    expect(countOf(2, 'job')).toBe('2 jobs');
    expect(countOf(1, 'active job')).toBe('1 active job');
    expect(countOf(1200, 'quote')).toBe('1,200 quotes');
  });
});

describe('lastRevision', () => {
  it('is the latest delivery when the client sent it back, with what to change', () => {
    const first = { result: 'First draft.', revisionReason: 'Shorter, please.' };
    const second = { result: 'Second draft.', revisionReason: null };
    expect(lastRevision([first])).toEqual({ reason: 'Shorter, please.', result: 'First draft.' });
    expect(lastRevision([first, second])).toBeUndefined();
    expect(lastRevision([])).toBeUndefined();
  });
});
