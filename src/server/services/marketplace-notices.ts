// Who hears of each step of a job and of an application, and what they are told (docs/product.md
// "Notifications"). Each function runs inside the transaction of the step, after its change is made.
import type { EntityManager } from '@mikro-orm/postgresql';
import { priceGbp, toPence } from '../../shared/domain/pricing.ts';
import type { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import type { Job } from '../db/entities/job.ts';
import type { Payment } from '../db/entities/payment.ts';
import { Quote } from '../db/entities/quote.ts';
import { User } from '../db/entities/user.ts';
import { notify, notifyAdmins } from './notify.ts';
import { describePayment } from './payments/purchase.ts';
import { recordJobWebhook, recordWebhookEvent } from './webhook-events.ts';

async function userOf(em: EntityManager, ref: { id: number } | null | undefined): Promise<User | null> {
  return ref ? em.findOne(User, { id: ref.id }) : null;
}

function jobRef(job: Job) {
  return { jobId: job.id, jobTitle: job.title };
}

function termsPricePence(terms: { estimatedHours?: number | null; fixedPrice?: number | null }): number {
  return toPence(
    priceGbp({ estimatedHours: terms.estimatedHours ?? null, fixedPrice: terms.fixedPrice ?? null }) ?? 0,
  );
}

export async function tellQuoteReceived(em: EntityManager, job: Job, quote: Quote): Promise<void> {
  await recordJobWebhook(em, job, 'job.quoted', {
    eventKey: `quote:${quote.id}`,
    data: { quoteId: quote.id, copywriterId: quote.copywriter?.id ?? null },
    also: quote.copywriter ? [quote.copywriter.id] : [],
  });
  const client = await userOf(em, job.client);
  if (!client) return;
  const copywriter = await userOf(em, quote.copywriter);
  await notify(em, {
    to: client,
    eventKey: `quote:${quote.id}`,
    message: {
      kind: 'quote_received',
      ...jobRef(job),
      copywriterName: copywriter?.name ?? null,
      pricePence: termsPricePence(quote),
    },
  });
}

// A payment that went through: the client's receipt, then whoever acts next: the copywriter whose quote was
// paid, or the admins when nobody has the job yet.
export async function tellPaymentBooked(em: EntityManager, payment: Payment, job: Job | null): Promise<void> {
  await paymentWebhook(em, 'payment.succeeded', payment, job, `payment:${payment.id}`, payment.amountPence);
  const client = await userOf(em, payment.client);
  if (client) {
    await notify(em, {
      to: client,
      eventKey: `receipt:${payment.id}`,
      message: {
        kind: 'payment_receipt',
        paymentId: payment.id,
        description: describePayment(payment, job),
        amountPence: payment.amountPence,
        paidAt: (payment.settledAt ?? new Date()).toISOString(),
      },
    });
  }
  if (job) await tellJobPaid(em, job, `payment:${payment.id}`);
}

export async function tellJobPaid(em: EntityManager, job: Job, cause: string): Promise<void> {
  const copywriter = await userOf(em, job.copywriter);
  if (copywriter) {
    const client = await userOf(em, job.client);
    await notify(em, {
      to: copywriter,
      eventKey: `paid:${job.id}:${cause}`,
      message: {
        kind: 'quote_accepted',
        ...jobRef(job),
        clientName: client?.name ?? 'Your client',
        pricePence: termsPricePence(job),
      },
    });
  } else {
    await notifyAdmins(
      em,
      { kind: 'job_awaiting_assignment', ...jobRef(job) },
      `awaiting:${job.id}:${cause}`,
    );
  }
}

// The whole payment unless `part` says what was given back (a dispute's settlement, docs/decisions/0041).
export async function tellRefund(
  em: EntityManager,
  payment: Payment,
  job: Job | null,
  part?: { amountPence?: number; hours?: number },
): Promise<void> {
  await paymentWebhook(
    em,
    'payment.refunded',
    payment,
    job,
    `refund:${payment.id}:${part?.amountPence ?? part?.hours ?? 'all'}`,
    part?.amountPence ?? payment.amountPence,
  );
  const client = await userOf(em, payment.client);
  if (!client) return;
  const hours = part?.hours ?? (payment.method === 'hours' ? Number(payment.hours ?? 0) : undefined);
  await notify(em, {
    to: client,
    eventKey: `refund:${payment.id}`,
    message: {
      kind: 'refund',
      paymentId: payment.id,
      description: describePayment(payment, job),
      amountPence: part?.amountPence ?? payment.amountPence,
      ...(payment.method === 'hours' && hours !== undefined ? { hours } : {}),
    },
  });
}

export async function tellWorkDelivered(em: EntityManager, job: Job, revisionRound = 0): Promise<void> {
  await recordJobWebhook(em, job, 'job.delivered', {
    eventKey: `delivered:${job.id}:${revisionRound}`,
    data: { round: revisionRound + 1 },
  });
  const client = await userOf(em, job.client);
  const copywriter = await userOf(em, job.copywriter);
  if (!client) return;
  await notify(em, {
    to: client,
    eventKey: `delivered:${job.id}:${revisionRound}`,
    message: {
      kind: 'work_delivered',
      ...jobRef(job),
      copywriterName: copywriter?.name ?? 'Your copywriter',
      revisionRound,
    },
  });
}

export async function tellRated(em: EntityManager, job: Job): Promise<void> {
  const copywriter = await userOf(em, job.copywriter);
  if (!copywriter || job.rating == null) return;
  await notify(em, {
    to: copywriter,
    eventKey: `rating:${job.id}`,
    message: { kind: 'rating_received', ...jobRef(job), rating: job.rating, review: job.review ?? null },
  });
}

// The client sent a delivery back: its copywriter hears what to change. `round` counts the revisions (1, 2).
export async function tellRevisionRequested(
  em: EntityManager,
  job: Job,
  reason: string,
  round: number,
): Promise<void> {
  await recordJobWebhook(em, job, 'job.revision_requested', {
    eventKey: `revision:${job.id}:${round}`,
    data: { revision: round },
  });
  const copywriter = await userOf(em, job.copywriter);
  if (!copywriter) return;
  await notify(em, {
    to: copywriter,
    eventKey: `revision:${job.id}:${round}`,
    message: { kind: 'revision_requested', ...jobRef(job), reason, round },
  });
}

// A delivery approved, by the client or by its review window closing; `round` names the delivery.
export async function tellDeliveryApproved(em: EntityManager, job: Job, round: number): Promise<void> {
  await recordJobWebhook(em, job, 'job.approved', {
    eventKey: `approved:${job.id}:${round}`,
    data: { round },
  });
  const copywriter = await userOf(em, job.copywriter);
  if (!copywriter) return;
  await notify(em, {
    to: copywriter,
    eventKey: `approved:${job.id}:${round}`,
    message: { kind: 'delivery_approved', ...jobRef(job) },
  });
}

export async function tellAssigned(em: EntityManager, job: Job): Promise<void> {
  const copywriter = await userOf(em, job.copywriter);
  if (!copywriter) return;
  await notify(em, {
    to: copywriter,
    eventKey: `assigned:${job.id}:${copywriter.id}`,
    message: { kind: 'job_assigned', ...jobRef(job) },
  });
}

export async function tellApplicationReceived(em: EntityManager, applicant: User): Promise<void> {
  await notifyAdmins(
    em,
    {
      kind: 'application_received',
      applicantId: applicant.id,
      applicantName: applicant.name,
      applicantEmail: applicant.email,
    },
    // A rejected copywriter may apply again: each application is its own event.
    `applied:${applicant.id}:${Date.now()}`,
  );
}

export async function tellApplicationDecided(
  em: EntityManager,
  profile: CopywriterProfile,
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<void> {
  const applicant = await userOf(em, profile.user);
  if (!applicant) return;
  await notify(em, {
    to: applicant,
    eventKey: `application:${applicant.id}:${decision}:${Date.now()}`,
    message:
      decision === 'approved' ? { kind: 'application_approved' } : { kind: 'application_rejected', reason },
  });
}

// A client asked this writer for a quote from their profile; told once the job is open to them.
export async function tellInvited(em: EntityManager, job: Job, writer: User): Promise<void> {
  await notify(em, {
    to: writer,
    eventKey: `invited:${job.id}`,
    message: {
      kind: 'quote_invitation',
      ...jobRef(job),
      serviceType: job.serviceType,
      wordCount: job.wordCount,
    },
  });
}

// The client accepted a quote: every other writer who quoted on the job hears that it went elsewhere, once per
// job (should the client go back to the quotes and choose again, nobody is told twice). One statement reads
// them all with their quotes.
export async function tellQuotesNotChosen(
  em: EntityManager,
  job: Job,
  chosenId: number | null,
): Promise<void> {
  const quotes = await em.find(
    Quote,
    { job: job.id, copywriter: { $ne: null, ...(chosenId === null ? {} : { $nin: [chosenId] }) } },
    { populate: ['copywriter'] },
  );
  await notify(
    em,
    quotes.flatMap(({ copywriter }) =>
      copywriter
        ? [
            {
              to: copywriter,
              eventKey: `not-chosen:${job.id}`,
              message: { kind: 'quote_not_chosen' as const, ...jobRef(job) },
            },
          ]
        : [],
    ),
  );
}

// A payment's event: about its job for those who may see the job, else (hours bought) for its client alone.
async function paymentWebhook(
  em: EntityManager,
  type: 'payment.succeeded' | 'payment.refunded',
  payment: Payment,
  job: Job | null,
  eventKey: string,
  amountPence: number,
): Promise<void> {
  const data = { paymentId: payment.id, amountPence, method: payment.method };
  if (job) {
    await recordJobWebhook(em, job, type, { eventKey, data });
    return;
  }
  await recordWebhookEvent(em, {
    type,
    eventKey,
    data: { ...data, jobId: null },
    audience: payment.client ? [payment.client.id] : [],
  });
}

// The job left the marketplace (withdrawn by its client, or cancelled after payment by an admin).
export async function tellJobWithdrawn(em: EntityManager, job: Job): Promise<void> {
  await recordJobWebhook(em, job, 'job.withdrawn', { eventKey: `withdrawn:${job.id}` });
}
