import { describe, expect, it } from 'vitest';
import {
  ADMIN_JOB_TABS,
  approvedOnly,
  commissionNote,
  jobsInTab,
  percentChangeLabel,
  replaceByUserId,
} from './admin-logic.ts';

describe('ADMIN_JOB_TABS', () => {
  it('has the status tabs in order, with the admin labels', () => {
    expect(ADMIN_JOB_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Waiting Quote',
      'Quote Sent',
      'Pending',
      'In Progress',
      'Completed',
    ]);
  });
});

describe('jobsInTab', () => {
  const jobs = [
    { id: 1, status: 'quote' as const },
    { id: 2, status: 'unpaid' as const },
    { id: 3, status: 'quote' as const },
    { id: 4, status: 'completed' as const },
  ];

  it('filters by status, All keeps every job', () => {
    const [all, waiting] = ADMIN_JOB_TABS;
    expect(jobsInTab(jobs, all!).map((job) => job.id)).toEqual([1, 2, 3, 4]);
    expect(jobsInTab(jobs, waiting!).map((job) => job.id)).toEqual([1, 3]);
  });

  it('shows a withdrawn job under All only', () => {
    const withdrawn = [{ id: 5, status: 'withdrawn' as const }];
    for (const tab of ADMIN_JOB_TABS) {
      expect(jobsInTab(withdrawn, tab)).toHaveLength(tab.value === 'all' ? 1 : 0);
    }
  });
});

describe('percentChangeLabel', () => {
  it('signs the change to one decimal', () => {
    const label = (percentChange: number) => percentChangeLabel({ percentChange, previous: 10 });
    expect(label(12.345)).toBe('+12.3% from last month');
    expect(label(-3)).toBe('-3.0% from last month');
    expect(label(0)).toBe('No change from last month');
    expect(label(Number.NaN)).toBe('No change from last month');
  });

  it('says there were no payments last month rather than showing a percentage of nothing', () => {
    expect(percentChangeLabel({ percentChange: 100, previous: 0 })).toBe('No payments last month');
  });
});

describe('approvedOnly and replaceByUserId', () => {
  const profiles = [
    { userId: 1, status: 'pending' },
    { userId: 2, status: 'approved' },
  ];

  it('keeps approved copywriters', () => {
    expect(approvedOnly(profiles)).toEqual([{ userId: 2, status: 'approved' }]);
  });

  it('swaps in an updated profile', () => {
    expect(replaceByUserId(profiles, { userId: 1, status: 'approved' })).toEqual([
      { userId: 1, status: 'approved' },
      { userId: 2, status: 'approved' },
    ]);
  });
});

describe('commissionNote', () => {
  it('gives last month’s commission, or says there was none', () => {
    expect(commissionNote(123.4)).toBe('Last month: £123.40');
    expect(commissionNote(0)).toBe('None last month');
  });
});
