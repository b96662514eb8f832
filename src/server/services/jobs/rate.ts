// The client's stars (and an optional written review) for a delivered job, once (docs/product.md "The job
// page, review and revisions"). An event of the table that changes no status; "once" is checked under the
// job's lock, so that two concurrent ratings cannot both land.
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { AppError } from '../../errors.ts';
import { tellRated } from '../marketplace-notices.ts';
import { assertOwnJob } from './access.ts';
import { readJobDto } from './get-job.ts';
import { applyTransition, assertCanApply, type JobEventOptions, lockJob } from './transitions.ts';

export async function rateJob(
  options: JobEventOptions & {
    rating: number;
    review?: string | null | undefined;
  },
): Promise<JobDto> {
  const { em, actor: client, jobId, rating, review = null } = options;
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    assertOwnJob(client, job);
    assertCanApply(job, 'rate');
    if (job.rating !== null && job.rating !== undefined) {
      throw new AppError('CONFLICT', 'This job has already been rated');
    }
    job.rating = rating;
    job.review = review;
    job.ratedAt = new Date();
    applyTransition(tx, job, 'rate', { actor: client, detail: `${rating}/5`, at: job.ratedAt });
    await tx.flush();
    await tellRated(tx, job);
    return readJobDto(tx, client, job.id);
  });
}
