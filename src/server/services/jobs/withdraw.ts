// A job not yet paid leaves the marketplace for good (docs/decisions/0003 "Later: withdrawn"): by its client,
// or because its client deleted their account (account-deletion.ts applies the same event).
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { tellJobWithdrawn } from '../marketplace-notices.ts';
import { closingOpenPayment } from './pay.ts';
import { applyTransition, type JobEventOptions } from './transitions.ts';

export function withdrawJob(options: JobEventOptions & { gateway: PaymentGateway }): Promise<JobDetailDto> {
  return closingOpenPayment(options, 'Cancelled: the job was withdrawn', async (tx, job) => {
    applyTransition(tx, job, 'withdraw', { actor: options.actor });
    await tellJobWithdrawn(tx, job);
  });
}
