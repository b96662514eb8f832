// The dashboards' job lists, a page at a time, each one statement of the read model (job-rows.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { Job } from '../../db/entities/job.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { Page, PageQuery } from '../read-models/page.ts';
import { type JobListQuery, jobListPage } from './job-rows.ts';

// GET /api/jobs: the client's jobs, or every job for an admin, newest first or by due date.
export async function findJobs(
  em: EntityManager,
  viewer: User,
  query: JobListQuery = {},
): Promise<Page<JobDto>> {
  if (viewer.role === 'copywriter') {
    throw new AppError('FORBIDDEN', 'Copywriters find their jobs on the copywriter dashboard');
  }
  return jobListPage(em, viewer.role === 'admin' ? 'admin' : 'client', viewer, query);
}

// Open jobs this copywriter has not quoted yet (a quoted job leaves their list, docs/product.md "Quotes"),
// those they were invited to first, then newest first.
export function findAvailableJobs(em: EntityManager, copywriter: User, query: PageQuery = {}) {
  return jobListPage(em, 'available', copywriter, query);
}

// The jobs they are working on, the latest assigned first.
export function findActiveJobs(em: EntityManager, copywriter: User, query: PageQuery = {}) {
  return jobListPage(em, 'active', copywriter, query);
}

// Their deliveries, the latest first.
export function findCompletedJobs(em: EntityManager, copywriter: User, query: PageQuery = {}) {
  return jobListPage(em, 'completed', copywriter, query);
}

// True when the client has a job whose quote was accepted and is not yet paid (docs/product.md "Submitting
// a job").
export async function hasPendingJob(em: EntityManager, viewer: User): Promise<boolean> {
  return (await em.count(Job, { client: viewer.id, status: 'unpaid' })) > 0;
}
