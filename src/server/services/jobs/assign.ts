// 'Assign to Copywriter' gives a paid job waiting for a copywriter to an approved one (docs/product.md
// "Admin"); 'Reassign' gives a job in progress to another, when its copywriter can no longer deliver it
// (rejected or suspended after the job was paid).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobEventName } from '../../../shared/domain/job-status.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { CopywriterProfile } from '../../db/entities/copywriter-profile.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit-log.ts';
import { tellAssigned } from '../marketplace-notices.ts';
import { readJobDto } from './get-job.ts';
import { applyTransition, type JobEventOptions, lockJob } from './transitions.ts';

type AssignOptions = JobEventOptions & { copywriterId: number };

export function assignJob(options: AssignOptions): Promise<JobDto> {
  return giveJobTo(options, 'assign');
}

export function reassignJob(options: AssignOptions): Promise<JobDto> {
  return giveJobTo(options, 'reassign');
}

async function approvedCopywriter(tx: EntityManager, copywriterId: number): Promise<User> {
  const profile = await tx.findOne(CopywriterProfile, { user: copywriterId }, { populate: ['user'] });
  if (profile?.status !== 'approved' || profile.user.suspendedAt) {
    throw new AppError('VALIDATION_ERROR', 'Choose an approved copywriter');
  }
  return profile.user;
}

async function giveJobTo(options: AssignOptions, event: 'assign' | 'reassign'): Promise<JobDto> {
  const { em, actor: admin, jobId, copywriterId } = options;
  return em.transactional(async (tx) => {
    const job = await lockJob(tx, jobId);
    const previous = job.copywriter ? await tx.findOneOrFail(User, job.copywriter.id) : null;
    if (event === 'reassign' && previous?.id === copywriterId) {
      throw new AppError('VALIDATION_ERROR', 'Choose another copywriter than the one who has the job');
    }
    const copywriter = await approvedCopywriter(tx, copywriterId);
    job.copywriter = copywriter;
    applyTransition(tx, job, event satisfies JobEventName, {
      actor: admin,
      copywriter,
      ...(previous ? { detail: `Taken over from ${previous.name}` } : {}),
    });
    recordAudit(tx, {
      action: event === 'assign' ? 'job.assigned' : 'job.reassigned',
      actor: admin,
      subject: copywriter,
      target: { type: 'job', id: job.id },
      detail: previous ? `From ${previous.name} to ${copywriter.name}` : `Assigned to ${copywriter.name}`,
    });
    await tx.flush();
    await tellAssigned(tx, job);
    return readJobDto(tx, admin, job.id);
  });
}
