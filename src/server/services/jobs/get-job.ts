// The job page (docs/product.md "The job page, review and revisions"): one job with everything its viewer may
// see of it (the whole text and brief, every quote with its writer's record, the delivered versions and the
// timeline), in a fixed number of statements whatever the number of quotes, versions and steps. The job's DTO
// is the lists' own (job-rows.ts), so that a job reads the same on its page, in a list and after a change.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDetailDto, JobDto, JobVersion, TimelineEntry } from '../../../shared/schemas/jobs.ts';
import { Job } from '../../db/entities/job.ts';
import { JobDelivery } from '../../db/entities/job-delivery.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { disputeOf } from '../disputes/dispute-dto.ts';
import { assertCanSeeJob } from './access.ts';
import { jobRowDto } from './job-rows.ts';
import { loadTimeline } from './timeline.ts';
import type { JobViewer } from './visibility.ts';

/** The job's DTO as this viewer sees it, with no access check: for its own changes and the checked page. */
export async function readJobDto(em: EntityManager, viewer: JobViewer, id: number): Promise<JobDto> {
  const dto = await jobRowDto(em, viewer, id);
  if (!dto) throw new AppError('NOT_FOUND', 'Job not found');
  return dto;
}

export async function loadVersions(em: EntityManager, jobId: number): Promise<JobVersion[]> {
  const deliveries = await em.find(JobDelivery, { job: jobId }, { orderBy: { round: 'asc' } });
  return deliveries.map((delivery) => ({
    round: delivery.round,
    result: delivery.result,
    deliveredAt: delivery.deliveredAt.toISOString(),
    revisionReason: delivery.revisionReason ?? null,
    revisionRequestedAt: delivery.revisionRequestedAt?.toISOString() ?? null,
    report: delivery.report ?? null,
  }));
}

// A job the viewer may see; any other is not found, as a missing one is (docs/product.md "The REST
// contract").
async function visibleJob(em: EntityManager, viewer: User, id: number): Promise<Job> {
  const job = await em.findOne(Job, { id });
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  await assertCanSeeJob(em, viewer, job);
  return job;
}

// GET /api/jobs/{id}.
export async function getJob(em: EntityManager, viewer: User, id: number): Promise<JobDetailDto> {
  const job = await visibleJob(em, viewer, id);
  const dto = await readJobDto(em, viewer, job.id);
  const versions = await loadVersions(em, job.id);
  const timeline = await loadTimeline(em, job, viewer);
  return { ...dto, versions, timeline, dispute: await disputeOf(em, job.id) };
}

// The page as it stands after a change committed by another EntityManager: read afresh.
export function jobPage(em: EntityManager, viewer: User, id: number): Promise<JobDetailDto> {
  return getJob(em.fork(), viewer, id);
}

// GET /api/jobs/{id}/timeline.
export async function getTimeline(em: EntityManager, viewer: User, id: number): Promise<TimelineEntry[]> {
  return loadTimeline(em, await visibleJob(em, viewer, id), viewer);
}
