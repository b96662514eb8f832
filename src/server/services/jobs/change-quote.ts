// Until payment the client may go back to the quotes, every one of them as it was (accepting one keeps the
// others): the job forgets the accepted terms, and a card payment still open for them is cancelled. The admin's
// rejection of the chosen copywriter sends the client back the same way (admin-service.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { Job } from '../../db/entities/job.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { closingOpenPayment } from './pay.ts';
import { applyTransition, type JobEventOptions, type Step } from './transitions.ts';

// On a job locked by the caller, who also closes its open card payment.
export function backToQuotes(tx: EntityManager, job: Job, step: Step): void {
  applyTransition(tx, job, 'change_quote', step);
  job.copywriter = null;
  job.estimatedHours = null;
  job.fixedPrice = null;
  job.houseQuote = false;
  job.quoteMessage = null;
  job.deliveryDate = null;
}

export function changeQuote(options: JobEventOptions & { gateway: PaymentGateway }): Promise<JobDetailDto> {
  return closingOpenPayment(options, 'Cancelled: the client chose another quote', (tx, job) =>
    backToQuotes(tx, job, { actor: options.actor, copywriter: job.copywriter ?? null }),
  );
}
