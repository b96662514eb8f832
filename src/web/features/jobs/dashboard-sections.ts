// Which list of the client dashboard a job goes in (docs/product.md "The job's life"): Current Jobs,
// Completed Jobs, and the jobs withdrawn before they were paid, which are closed without being completed
// (docs/product.md "The job page, review and revisions").
import { JOB_TRANSITIONS, type JobStatus } from '../../../shared/domain/job-status.ts';

/** A status nothing moves on from, other than completion: the job is closed. */
export function isClosedUncompleted(status: JobStatus): boolean {
  return status !== 'completed' && Object.keys(JOB_TRANSITIONS[status]).length === 0;
}

interface Dated {
  status: JobStatus;
  completedAt: string | null;
  updatedAt: string;
}

function newestFirst(a: Dated, b: Dated): number {
  return (b.completedAt ?? b.updatedAt).localeCompare(a.completedAt ?? a.updatedAt);
}

export function clientJobSections<TJob extends Dated>(jobs: readonly TJob[]) {
  return {
    current: jobs.filter((job) => job.status !== 'completed' && !isClosedUncompleted(job.status)),
    completed: jobs.filter((job) => job.status === 'completed').sort(newestFirst),
    withdrawn: jobs.filter((job) => isClosedUncompleted(job.status)).sort(newestFirst),
  };
}
