import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, type JobStatus } from '../../../shared/domain/job-status.ts';
import { clientJobSections } from './dashboard-sections.ts';

function job(id: number, status: JobStatus, completedAt: string | null = null) {
  return { id, status, completedAt, updatedAt: `2026-11-0${id}T10:00:00.000Z` };
}

describe('clientJobSections', () => {
  it('puts every status in exactly one list, withdrawn jobs among the closed ones', () => {
    const jobs = JOB_STATUSES.map((status, index) => job(index + 1, status));
    const { current, completed, withdrawn } = clientJobSections(jobs);
    expect(current.map((each) => each.status)).toEqual([
      'quote',
      'offer_made',
      'unpaid',
      'pending',
      'in_progress',
    ]);
    expect(completed.map((each) => each.status)).toEqual(['completed']);
    expect(withdrawn.map((each) => each.status)).toEqual(['withdrawn']);
  });

  it('lists completed jobs newest delivery first', () => {
    const { completed } = clientJobSections([
      job(1, 'completed', '2026-11-01T10:00:00.000Z'),
      job(2, 'completed', '2026-11-03T10:00:00.000Z'),
    ]);
    expect(completed.map((each) => each.id)).toEqual([2, 1]);
  });
});
