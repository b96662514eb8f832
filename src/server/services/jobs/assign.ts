// 'Assign to Copywriter' gives a paid job waiting for a copywriter to an approved one (docs/product.md
// "Admin").

import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { CopywriterProfile } from '../../db/entities/copywriter-profile.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit-log.ts';
import { tellAssigned } from '../marketplace-notices.ts';
import { readJobDto } from './get-job.ts';
import { applyTransition, type JobEventOptions, lockJob } from './transitions.ts';

export async function assignJob(
  options: JobEventOptions & {
    copywriterId: number;
  },
): Promise<JobDto> {
  const { em, actor: admin, jobId, copywriterId } = options;
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    const profile = await tx.findOne(CopywriterProfile, { user: copywriterId }, { populate: ['user'] });
    if (profile?.status !== 'approved') {
      throw new AppError('VALIDATION_ERROR', 'Choose an approved copywriter');
    }
    job.copywriter = profile.user;
    applyTransition(tx, job, 'assign', { actor: admin });
    recordAudit(tx, {
      action: 'job.assigned',
      actor: admin,
      subject: profile.user,
      target: { type: 'job', id: job.id },
      detail: `Assigned to ${profile.user.name}`,
    });
    await tx.flush();
    await tellAssigned(tx, job);
    return readJobDto(tx, admin, job.id);
  });
}
