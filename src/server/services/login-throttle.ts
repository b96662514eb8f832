// Failed logins: 10 for one email, or 100 from one address, within 15 minutes get 429 (docs/product.md
// "Limits"). Each attempt reserves its place as a failure before the password is checked, under a lock per
// email and per address, so that however many attempts arrive at once no more than the limit are answered;
// a right password takes its reservation back, with the email's earlier failures.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { LoginFailure } from '../db/entities/login-failure.ts';
import type { RequestScope } from './request-scope.ts';
import { refuseTooMany, secondsUntilFree } from './throttle.ts';

const MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

export async function reserveLoginAttempt(
  ctx: Pick<RequestScope, 'em'>,
  email: string,
  ipAddress: string,
): Promise<void> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const refusal = await ctx.em.transactional(async (tx) => {
    // Always email first, then address: two attempts never wait on each other's second lock.
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`login-email:${email}`]);
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`login-address:${ipAddress}`]);
    const [row] = await tx.execute<
      { by_email: number; oldest_email: Date | null; by_address: number; oldest_address: Date | null }[]
    >(
      `select count(*) filter (where email = ?)::int as by_email,
              min(created_at) filter (where email = ?) as oldest_email,
              count(*) filter (where ip_address = ?)::int as by_address,
              min(created_at) filter (where ip_address = ?) as oldest_address
         from login_failures where (email = ? or ip_address = ?) and created_at > ?`,
      [email, email, ipAddress, ipAddress, email, ipAddress, since],
    );
    if ((row?.by_email ?? 0) >= LOGIN_THROTTLE.maxFailuresPerEmail) return row!.oldest_email;
    if ((row?.by_address ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAddress) return row!.oldest_address;
    await tx.insert(LoginFailure, { email, ipAddress, createdAt: new Date() });
    return undefined;
  });
  if (refusal !== undefined) refuseTooMany(secondsUntilFree(refusal, LOGIN_THROTTLE.windowMs), MESSAGE);
}

// A right password: the email's failures, this attempt's reservation among them, no longer count.
export async function clearLoginFailures(em: EntityManager, email: string): Promise<void> {
  await em.nativeDelete(LoginFailure, { email });
}

// Old rows only matter for 15 minutes; trimming them at each failure keeps the table small without a scheduler.
export async function pruneLoginFailures(em: EntityManager): Promise<void> {
  await em.nativeDelete(LoginFailure, { createdAt: { $lt: new Date(Date.now() - LOGIN_THROTTLE.windowMs) } });
}
