// The admin's desk (docs/product.md "Admin", docs/decisions/0038): every account found by
// name or address, read whole, and suspended or let back in.

import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdminUserDetail,
  AdminUserDto,
  AdminUserJob,
  AdminUserPayment,
  AdminUsersQuery,
} from '../../shared/schemas/admin-users.ts';
import { Job } from '../db/entities/job.ts';
import { Payment } from '../db/entities/payment.ts';
import { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { retirePendingTokens } from './account-tokens.ts';
import { endRejectedWork } from './admin-service.ts';
import { revokeKeysOf } from './api-keys.ts';
import { listAudit, recordAudit } from './audit-log.ts';
import { lockJobsOfQuoter } from './jobs/withdraw-quotes.ts';
import { cancelIntents } from './payments/settlement.ts';
import { byCreatedAt, type Page } from './read-models/page.ts';
import { twoFactorIsOn } from './two-factor.ts';
import { endAccess } from './user-sessions.ts';

// What a user's page shows of each list: the latest, enough to act on; the rest is on the pages of its own.
export const USER_PAGE_ITEMS = { jobs: 20, payments: 20, audit: 50 } as const;

/**
 * Whether the account may be paid out: a withdrawal reads it under the writer's lock (services/payouts/
 * withdrawals.ts), so that a suspended writer's earnings wait until the admin lets them back in.
 */
export function mayBePaidOut(user: Pick<User, 'suspendedAt'>): boolean {
  return user.suspendedAt == null;
}

function toAdminUserDto(user: User): AdminUserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt != null,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    twoFactor: twoFactorIsOn(user),
  };
}

// LIKE's own wildcards in what the admin typed match themselves.
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /api/admin/users: newest first, by a part of the name or address in any case, and by role. Deleted
 * accounts are left out: their rows stay only for the records that name them, anonymised.
 */
export async function listUsers(em: EntityManager, query: AdminUsersQuery = {}): Promise<Page<AdminUserDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const q = query.q?.trim();
  const users = await em.find(
    User,
    {
      deletedAt: null,
      ...(query.role ? { role: query.role } : {}),
      ...(q
        ? { $and: [{ $or: [{ name: { $ilike: containing(q) } }, { email: { $ilike: containing(q) } }] }] }
        : {}),
      ...keyset.where,
    },
    keyset.options,
  );
  return keyset.page(users, toAdminUserDto);
}

async function findAccount(em: EntityManager, id: number, lock = false): Promise<User> {
  const user = await em.findOne(
    User,
    { id, deletedAt: null },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!user) throw new AppError('NOT_FOUND', 'No such user');
  return user;
}

/** GET /api/admin/users/{id}: the account, its latest jobs (as client or writer), payments and audit trail. */
export async function userDetail(em: EntityManager, id: number): Promise<AdminUserDetail> {
  const user = await findAccount(em, id);
  const [jobs, payments, audit] = await Promise.all([
    em.find(
      Job,
      { $or: [{ client: id }, { copywriter: id }] },
      {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: USER_PAGE_ITEMS.jobs,
        fields: ['id', 'title', 'status', 'createdAt', 'client', 'copywriter'],
      },
    ),
    em.find(
      Payment,
      { client: id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: USER_PAGE_ITEMS.payments },
    ),
    listAudit(em, { target: id, limit: USER_PAGE_ITEMS.audit }),
  ]);
  return {
    ...toAdminUserDto(user),
    suspendedReason: user.suspendedReason ?? null,
    jobs: jobs.map(
      (job): AdminUserJob => ({
        id: job.id,
        title: job.title,
        status: job.status,
        as: job.client?.id === id ? 'client' : 'copywriter',
        createdAt: job.createdAt.toISOString(),
      }),
    ),
    payments: payments.map(
      (payment): AdminUserPayment => ({
        id: payment.id,
        purpose: payment.purpose,
        method: payment.method,
        jobId: payment.job?.id ?? null,
        amountPence: payment.amountPence,
        status: payment.status,
        createdAt: payment.createdAt.toISOString(),
      }),
    ),
    audit: audit.items,
  };
}

/**
 * POST /api/admin/users/{id}/suspend, in one transaction: the account is marked, every session of theirs ends
 * (and with them their live streams, on every instance, at commit), every pending link of theirs dies, and a
 * writer's open quotes are withdrawn as when the admin rejects them (a job not yet paid that took their quote
 * goes back to its quotes; a paid job stays theirs, for the admin to reassign). Their login is refused until
 * they are let back in (auth-service.ts).
 */
export async function suspendUser(
  em: EntityManager,
  admin: User,
  id: number,
  reason: string,
  gateway: PaymentGateway,
): Promise<AdminUserDetail> {
  if (id === admin.id) throw new AppError('CONFLICT', 'You cannot suspend your own account');
  const intents = await em.transactional(async (tx) => {
    // Jobs first, as every path locks them before anything else.
    const jobs = await lockJobsOfQuoter(tx, id);
    const user = await findAccount(tx, id, true);
    if (user.suspendedAt) throw new AppError('CONFLICT', 'This account is suspended already');
    user.suspendedAt = new Date();
    user.suspendedReason = reason;
    await retirePendingTokens(tx, id);
    await endAccess(tx, id);
    await revokeKeysOf(tx, id);
    const intents = user.role === 'copywriter' ? await endRejectedWork(tx, jobs, user, admin) : [];
    recordAudit(tx, {
      action: 'user.suspended',
      actor: admin,
      subject: user,
      target: { type: 'user', id },
      detail: reason,
    });
    await tx.flush();
    return intents;
  });
  await cancelIntents(gateway, intents);
  return userDetail(em.fork(), id);
}

/** POST /api/admin/users/{id}/unsuspend: they may sign in again; what the suspension withdrew stays withdrawn. */
export async function unsuspendUser(em: EntityManager, admin: User, id: number): Promise<AdminUserDetail> {
  await em.transactional(async (tx) => {
    const user = await findAccount(tx, id, true);
    if (!user.suspendedAt) throw new AppError('CONFLICT', 'This account is not suspended');
    const reason = user.suspendedReason ?? '';
    user.suspendedAt = null;
    user.suspendedReason = null;
    recordAudit(tx, {
      action: 'user.unsuspended',
      actor: admin,
      subject: user,
      target: { type: 'user', id },
      detail: reason ? `Suspended for: ${reason}` : '',
    });
    await tx.flush();
  });
  return userDetail(em.fork(), id);
}
