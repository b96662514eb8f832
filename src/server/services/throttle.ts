// Throttles kept in the database, so that every instance counts alike (docs/product.md "Limits"). Each bucket
// and key is counted under a transaction-scoped advisory lock: concurrent attempts queue behind each other and
// the limit holds exactly, not approximately.
import type { EntityManager } from '@mikro-orm/postgresql';

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

export const THROTTLES = {
  resetByEmail: { bucket: 'reset-email', limit: 5, windowMs: 60 * 60 * 1000 },
  resetByAddress: { bucket: 'reset-address', limit: 100, windowMs: 15 * 60 * 1000 },
  verificationResend: { bucket: 'verify-resend', limit: 5, windowMs: 60 * 60 * 1000 },
  emailChange: { bucket: 'email-change', limit: 5, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, ThrottleRule>;

/** Counts one attempt if the rule allows it; an attempt over the limit is not counted. */
export async function takeThrottle(
  em: EntityManager,
  rule: ThrottleRule,
  key: string,
): Promise<ThrottleVerdict> {
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
    const count = row?.count ?? 0;
    if (count >= rule.limit) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000)),
      };
    }
    await tx.execute('insert into throttle_hits (bucket, key, created_at) values (?, ?, now())', [
      rule.bucket,
      key,
    ]);
    return { allowed: true, retryAfterSeconds: 0 };
  });
}
