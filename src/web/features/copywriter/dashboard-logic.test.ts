import { describe, expect, it } from 'vitest';
import { specialtyLabel } from '../../lib/specialties.ts';
import {
  addSpecialty,
  matchesSearch,
  removeSpecialty,
  totalEarningsGbp,
  withJobFirst,
  withoutJob,
} from './dashboard-logic.ts';

describe('withoutJob and withJobFirst', () => {
  const jobs = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('removes a job from a list', () => {
    expect(withoutJob(jobs, 2)).toEqual([{ id: 1 }, { id: 3 }]);
    expect(withoutJob(undefined, 2)).toEqual([]);
  });

  it('puts a job first, without a duplicate', () => {
    expect(withJobFirst(jobs, { id: 9 }).map((job) => job.id)).toEqual([9, 1, 2, 3]);
    expect(withJobFirst(jobs, { id: 3 }).map((job) => job.id)).toEqual([3, 1, 2]);
    expect(withJobFirst(undefined, { id: 4 })).toEqual([{ id: 4 }]);
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

describe('addSpecialty and removeSpecialty', () => {
  it('adds a trimmed specialty, never a blank one or a repeat', () => {
    expect(addSpecialty([], '  B2B SaaS  ')).toEqual(['B2B SaaS']);
    expect(addSpecialty(['seo'], '   ')).toEqual(['seo']);
    expect(addSpecialty(['SEO'], ' seo ')).toEqual(['SEO']);
  });

  it('removes one', () => {
    expect(removeSpecialty(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('matchesSearch', () => {
  const listing = { name: 'Sarah Johnson', specialties: ['seo', 'Fintech'] };

  it('matches the name or a specialty, ignoring case and spaces around the query', () => {
    expect(matchesSearch(listing, '', specialtyLabel)).toBe(true);
    expect(matchesSearch(listing, ' sarah ', specialtyLabel)).toBe(true);
    expect(matchesSearch(listing, 'SEO', specialtyLabel)).toBe(true);
    expect(matchesSearch(listing, 'fin', specialtyLabel)).toBe(true);
    expect(matchesSearch(listing, 'legal', specialtyLabel)).toBe(false);
  });
});
