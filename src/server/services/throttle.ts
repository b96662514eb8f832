// Throttles kept in the database, so that every instance counts alike (docs/product.md "Limits"). Each bucket
// and key is counted under a transaction-scoped advisory lock: concurrent attempts queue behind each other and
// the limit holds exactly, not approximately.
import type { EntityManager } from '@mikro-orm/postgresql';
import { TWO_FACTOR } from '../../shared/constants.ts';
import { AppError } from '../errors.ts';

export interface ThrottleRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  allowed: boolean;
  // When the oldest counted attempt leaves the window: what Retry-After says.
  retryAfterSeconds: number;
}

const HOUR = 60 * 60 * 1000;

export const THROTTLES = {
  anonymousJobsByAddress: { bucket: 'anonymous-job-address', limit: 30, windowMs: HOUR },
  // Counted in the visitor's own session cookie rather than in the table; the address limit backs it up.
  anonymousJobsBySession: { bucket: 'anonymous-job-session', limit: 10, windowMs: HOUR },
  // A signed-in client's submissions, by account (issue 28, finding 4: jobs were unlimited).
  jobsByAccount: { bucket: 'job-account', limit: 20, windowMs: HOUR },
  signupsByAddress: { bucket: 'signup-address', limit: 20, windowMs: HOUR },
  wrongAdminCodesByAddress: { bucket: 'admin-code-address', limit: 5, windowMs: HOUR },
  resetByEmail: { bucket: 'reset-email', limit: 5, windowMs: HOUR },
  resetByAddress: { bucket: 'reset-address', limit: 100, windowMs: 15 * 60 * 1000 },
  verificationResend: { bucket: 'verify-resend', limit: 5, windowMs: HOUR },
  emailChange: { bucket: 'email-change', limit: 5, windowMs: HOUR },
  // Wrong current passwords per account (change password, change email, delete account), as login's per email.
  currentPassword: { bucket: 'current-password', limit: 10, windowMs: 15 * 60 * 1000 },
  // Wrong two-factor codes per account, wherever one is asked for (services/two-factor.ts).
  wrongTwoFactorCodes: {
    bucket: 'two-factor-code',
    limit: TWO_FACTOR.maxWrongCodes,
    windowMs: TWO_FACTOR.windowMs,
  },
  // The email telling an owner that their logins are locked (login-throttle.ts): once per lock's window.
  loginLockNotice: { bucket: 'login-lock-notice', limit: 1, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/** Seconds until an attempt made at `oldest` leaves a window of `windowMs`: what Retry-After says. */
export function secondsUntilFree(oldest: Date | string | null | undefined, windowMs: number): number {
  const from = oldest ? new Date(oldest).getTime() : Date.now();
  return Math.max(1, Math.ceil((from + windowMs - Date.now()) / 1000));
}

/**
 * Runs `attempt` if the rule allows one more, while no other attempt on the same key can start; the attempt
 * is counted when it says so (a wrong admin code counts, a right one does not). An attempt over the limit
 * does not run and is not counted.
 */
export async function attemptUnderThrottle<T>(
  em: EntityManager,
  rule: ThrottleRule,
  key: string,
  attempt: () => Promise<{ counts: boolean; result: T }>,
): Promise<ThrottleVerdict & { result?: T }> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`${rule.bucket}:${key}`]);
    const since = new Date(Date.now() - rule.windowMs);
    await tx.execute('delete from throttle_hits where bucket = ? and key = ? and created_at <= ?', [
      rule.bucket,
      key,
      since,
    ]);
    const [row] = await tx.execute<{ count: number; oldest: Date | null }[]>(
      'select count(*)::int as count, min(created_at) as oldest from throttle_hits where bucket = ? and key = ?',
      [rule.bucket, key],
    );
    if ((row?.count ?? 0) >= rule.limit) {
      return { allowed: false, retryAfterSeconds: secondsUntilFree(row?.oldest, rule.windowMs) };
    }
    const { counts, result } = await attempt();
    if (counts) {
      await tx.execute('insert into throttle_hits (bucket, key, created_at) values (?, ?, now())', [
        rule.bucket,
        key,
      ]);
    }
    return { allowed: true, retryAfterSeconds: 0, result };
  });
}

/** Counts one attempt if the rule allows it; an attempt over the limit is not counted. */
export async function takeThrottle(
  em: EntityManager,
  rule: ThrottleRule,
  key: string,
): Promise<ThrottleVerdict> {
  return attemptUnderThrottle(em, rule, key, async () => ({ counts: true, result: undefined }));
}

/** Forgets every counted attempt of the key: a right password takes back the wrong ones, as at login. */
export async function clearThrottle(em: EntityManager, rule: ThrottleRule, key: string): Promise<void> {
  await em.execute('delete from throttle_hits where bucket = ? and key = ?', [rule.bucket, key]);
}

/** 429 with Retry-After (errors.ts answers the header), the one answer of every throttle. */
export function refuseTooMany(retryAfterSeconds: number, message: string): never {
  throw new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
}

/** Takes one attempt of the rule, or answers 429. */
export async function enforceThrottle(
  em: EntityManager,
  rule: ThrottleRule,
  key: string,
  message: string,
): Promise<void> {
  const verdict = await takeThrottle(em, rule, key);
  if (!verdict.allowed) refuseTooMany(verdict.retryAfterSeconds, message);
}
