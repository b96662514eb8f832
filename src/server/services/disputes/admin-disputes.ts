// The admin's Disputes tab (docs/decisions/0041): every escalated dispute, the longest-waiting first, with both
// sides' words and what the client paid. The deliveries, their changes, the chat and the timeline are the job
// page's (GET /api/jobs/{id}), which an admin may read whole.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDisputeDto } from '../../../shared/schemas/disputes.ts';
import { JobDispute } from '../../db/entities/job-dispute.ts';
import { Payment } from '../../db/entities/payment.ts';
import { byCreatedAt, type Page, type PageQuery } from '../read-models/page.ts';
import { toDisputeDto } from './dispute-dto.ts';

export async function listEscalatedDisputes(
  em: EntityManager,
  query: PageQuery = {},
): Promise<Page<AdminDisputeDto>> {
  const keyset = byCreatedAt(query, 'asc');
  const disputes = await em.find(
    JobDispute,
    { status: 'escalated', ...keyset.where },
    {
      ...keyset.options,
      populate: ['job', 'job.client', 'job.copywriter'],
    },
  );
  const payments = await em.find(Payment, {
    job: { $in: disputes.map((dispute) => dispute.job.id) },
    purpose: 'job',
    status: { $in: ['succeeded', 'refunded'] },
  });
  const paidFor = new Map(payments.map((payment) => [payment.job?.id, payment]));
  return keyset.page(disputes, (dispute) => {
    const payment = paidFor.get(dispute.job.id);
    return {
      ...toDisputeDto(dispute),
      jobId: dispute.job.id,
      jobTitle: dispute.job.title,
      clientName: dispute.job.client?.name ?? null,
      copywriterName: dispute.job.copywriter?.name ?? null,
      paidPence: payment?.method === 'card' ? payment.amountPence : 0,
      paidHours: payment?.method === 'hours' ? Number(payment.hours ?? 0) : null,
      escalatedAt: (dispute.escalatedAt ?? dispute.createdAt).toISOString(),
    };
  });
}
