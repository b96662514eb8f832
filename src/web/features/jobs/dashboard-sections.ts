// Which list of the client dashboard a job goes in (docs/product.md "The job's life"): Current Jobs,
// Completed Jobs, and the jobs withdrawn before they were paid, which are closed without being completed
// (docs/product.md "The job page, review and revisions").
import { isClosed, isDelivered, type JobStatus } from '../../../shared/domain/job-status.ts';

interface Dated {
  status: JobStatus;
  completedAt: string | null;
  updatedAt: string;
}

// ISO timestamps, which sort as text; localeCompare would load the locale's collation data while hydrating.
function newestFirst(a: Dated, b: Dated): number {
  const first = a.completedAt ?? a.updatedAt;
  const second = b.completedAt ?? b.updatedAt;
  return first === second ? 0 : first < second ? 1 : -1;
}

export function clientJobSections<TJob extends Dated>(jobs: readonly TJob[]) {
  return {
    current: jobs.filter((job) => !isDelivered(job.status) && !isClosed(job.status)),
    completed: jobs.filter((job) => isDelivered(job.status)).sort(newestFirst),
    withdrawn: jobs.filter((job) => isClosed(job.status)).sort(newestFirst),
  };
}
