import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminStats, CopywriterApplicationDto } from '../../shared/schemas/admin.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import type { Job } from '../db/entities/job.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { announceAccessChange } from '../live/live-bus.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { recordAudit } from './audit-log.ts';
import { leaveConversations } from './chat-writes.ts';
import { toProfileDto } from './copywriter-service.ts';
import { backToQuotes } from './jobs/change-quote.ts';
import { lockJobsOfQuoter, withdrawQuotesOf } from './jobs/withdraw-quotes.ts';
import { tellApplicationDecided } from './marketplace-notices.ts';
import { revenueByMonth } from './payments/ledger.ts';
import { cancelIntents, closeOpenCardPayments } from './payments/settlement.ts';
import { commissionByMonth } from './payouts/admin-payouts.ts';
import { byCreatedAt, type Page, type PageQuery } from './read-models/page.ts';
import { copywriterRecords } from './writer-records.ts';

// Against a month that took nothing the change reads 100 (or 0), as REST clients have always been answered;
// the dashboard reads `previous` and says "No payments last month" instead (admin-logic.ts).
export function percentChange(current: number, previous: number): number {
  if (previous <= 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

// Counts by status, and revenue from the payments ledger for this calendar month against the last.
export async function stats(em: EntityManager, now = new Date()): Promise<AdminStats> {
  const [counts, revenue, commission] = await Promise.all([
    em.execute<{ total: string; pending: string; in_progress: string }>(
      `select count(*) as total,
              count(*) filter (where status = 'pending') as pending,
              count(*) filter (where status = 'in_progress') as in_progress
         from jobs`,
      [],
      'get',
    ),
    revenueByMonth(em, now),
    commissionByMonth(em, now),
  ]);
  const current = revenue.currentPence / 100;
  const previous = revenue.previousPence / 100;
  return {
    totalJobs: Number(counts.total),
    pendingJobs: Number(counts.pending),
    inProgressJobs: Number(counts.in_progress),
    revenue: { current, percentChange: percentChange(current, previous), previous },
    commission: { current: commission.currentPence / 100, previous: commission.previousPence / 100 },
  };
}

async function applicationsOf(
  em: EntityManager,
  profiles: CopywriterProfile[],
): Promise<CopywriterApplicationDto[]> {
  const records = await copywriterRecords(
    em,
    profiles.map((profile) => profile.user.id),
  );
  return profiles.map((profile) => ({
    ...toProfileDto(profile, profile.user, records.get(profile.user.id)),
    email: profile.user.email,
  }));
}

// GET /api/admin/copywriters: applications and profiles, newest first.
export async function listCopywriters(
  em: EntityManager,
  query: PageQuery = {},
): Promise<Page<CopywriterApplicationDto>> {
  const keyset = byCreatedAt(query, 'desc');
  // A deleted account's profile is no application: it stays rejected (account-deletion.ts).
  const profiles = await em.find(
    CopywriterProfile,
    { user: { deletedAt: null }, ...keyset.where },
    { populate: ['user'], ...keyset.options },
  );
  const applications = await applicationsOf(em, profiles.slice(0, keyset.limit));
  return keyset.page(profiles, (_profile, index) => applications[index]!);
}

// The applicant hears of the decision by email, with the admin's reason for a rejection when there is one.
// Rejecting a copywriter (also one approved before) ends what they could still be paid for: their quotes
// leave the jobs open for quotes (a job left with none waits for a quote again), a job that took their quote
// and is not paid goes back to its other quotes, and they leave the conversations they joined, except those
// of paid jobs that are theirs (docs/product.md "The job page, review and revisions").
export async function decideApplication(
  em: EntityManager,
  userId: number,
  decision: 'approved' | 'rejected',
  reason: string | null,
  admin: User | null = null,
  gateway: PaymentGateway | null = null,
): Promise<CopywriterApplicationDto> {
  const { dto, intents } = await em.transactional(async (tx) => {
    // Jobs first, as every path locks them before anything else.
    const jobs = decision === 'rejected' ? await lockJobsOfQuoter(tx, userId) : [];
    const profile = await tx.findOne(CopywriterProfile, { user: userId }, { populate: ['user'] });
    if (!profile || profile.user.deletedAt) {
      throw new AppError('NOT_FOUND', 'No copywriter application from that user');
    }
    profile.status = decision;
    // Their live streams read what the decision lets them read from the next message on (issue 28, finding 5).
    await announceAccessChange(tx, userId);
    const intents = decision === 'rejected' ? await endRejectedWork(tx, jobs, profile.user, admin) : [];
    recordAudit(tx, {
      action: decision === 'approved' ? 'copywriter.approved' : 'copywriter.rejected',
      actor: admin,
      subject: profile.user,
      target: { type: 'user', id: profile.user.id },
      detail: reason ?? '',
    });
    await tx.flush();
    await tellApplicationDecided(tx, profile, decision, reason);
    const [dto] = await applicationsOf(tx, [profile]);
    return { dto: dto!, intents };
  });
  if (gateway) await cancelIntents(gateway, intents);
  return dto;
}

export async function endRejectedWork(
  tx: EntityManager,
  jobs: Job[],
  copywriter: User,
  admin: User | null,
): Promise<string[]> {
  const actor = admin ?? copywriter;
  const intents: string[] = [];
  for (const job of jobs) {
    if (job.status !== 'unpaid' || job.copywriter?.id !== copywriter.id) continue;
    const step = {
      actor,
      copywriter,
      detail: 'The chosen copywriter can no longer take on this job: choose another quote',
    };
    backToQuotes(tx, job, step);
    intents.push(
      ...(await closeOpenCardPayments(tx, job, 'Cancelled: the copywriter is no longer available')),
    );
  }
  await withdrawQuotesOf({ em: tx, actor, jobs, copywriter, why: 'the copywriter is no longer available' });
  // The unpaid jobs no longer name them before they leave their conversations.
  await tx.flush();
  await leaveConversations(tx, copywriter.id);
  return intents;
}
