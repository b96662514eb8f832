// Failed logins within 15 minutes (docs/product.md "Limits"): 10 for one email from one address, 50 for one
// email from every address (which then refuses only the addresses that have failed for it, so that the owner
// still gets in from elsewhere), or 100 from one address across emails get 429. Each attempt reserves its
// place as a failure before the password is checked, under a lock per email and per address, so that however
// many attempts arrive at once no more than the limit are answered; a right password takes its reservation
// back, with the earlier failures of the same email from the same address.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { LoginFailure } from '../db/entities/login-failure.ts';
import { User } from '../db/entities/user.ts';
import { notify } from './notify.ts';
import type { RequestScope } from './request-scope.ts';
import { refuseTooMany, secondsUntilFree, THROTTLES, takeThrottle } from './throttle.ts';

const MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

interface FailureCounts {
  by_pair: number;
  oldest_pair: Date | null;
  by_email: number;
  oldest_email: Date | null;
  by_address: number;
  oldest_address: Date | null;
}

async function countFailures(em: EntityManager, email: string, ipAddress: string): Promise<FailureCounts> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const [row] = await em.execute<FailureCounts[]>(
    `select count(*) filter (where email = ? and ip_address = ?)::int as by_pair,
            min(created_at) filter (where email = ? and ip_address = ?) as oldest_pair,
            count(*) filter (where email = ?)::int as by_email,
            min(created_at) filter (where email = ?) as oldest_email,
            count(*) filter (where ip_address = ?)::int as by_address,
            min(created_at) filter (where ip_address = ?) as oldest_address
       from login_failures where (email = ? or ip_address = ?) and created_at > ?`,
    [email, ipAddress, email, ipAddress, email, email, ipAddress, ipAddress, email, ipAddress, since],
  );
  return (
    row ?? {
      by_pair: 0,
      oldest_pair: null,
      by_email: 0,
      oldest_email: null,
      by_address: 0,
      oldest_address: null,
    }
  );
}

// The failure whose leaving the window lifts the lock, or undefined when nothing is locked.
function lockedUntilOldest(counts: FailureCounts): Date | null | undefined {
  if (counts.by_pair >= LOGIN_THROTTLE.maxFailuresPerEmailAndAddress) return counts.oldest_pair;
  // An address that has not failed for this email is the owner's chance: the wide limit does not hold it back.
  if (counts.by_email >= LOGIN_THROTTLE.maxFailuresPerEmail && counts.by_pair > 0) return counts.oldest_email;
  if (counts.by_address >= LOGIN_THROTTLE.maxFailuresPerAddress) return counts.oldest_address;
  return undefined;
}

export async function reserveLoginAttempt(
  ctx: Pick<RequestScope, 'em'>,
  email: string,
  ipAddress: string,
): Promise<void> {
  const refusal = await ctx.em.transactional(async (tx) => {
    // Always email first, then address: two attempts never wait on each other's second lock.
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`login-email:${email}`]);
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`login-address:${ipAddress}`]);
    const locked = lockedUntilOldest(await countFailures(tx, email, ipAddress));
    if (locked !== undefined) return locked;
    await tx.insert(LoginFailure, { email, ipAddress, createdAt: new Date() });
    return undefined;
  });
  if (refusal !== undefined) refuseTooMany(secondsUntilFree(refusal, LOGIN_THROTTLE.windowMs), MESSAGE);
}

/**
 * After a wrong password: when this failure locked the email (from this address, or from everywhere that
 * failed), its owner hears of it by email, at most once a window however many locks trip in it. Counted for
 * every email alike, so that an unknown email takes as long as a known one.
 */
export async function tellOwnerOfLock(em: EntityManager, email: string, ipAddress: string): Promise<void> {
  const counts = await countFailures(em, email, ipAddress);
  const pairLocked = counts.by_pair >= LOGIN_THROTTLE.maxFailuresPerEmailAndAddress;
  if (!pairLocked && counts.by_email < LOGIN_THROTTLE.maxFailuresPerEmail) return;
  if (!(await takeThrottle(em, THROTTLES.loginLockNotice, email)).allowed) return;
  await em.transactional(async (tx) => {
    const owner = await tx.findOne(User, { email });
    if (!owner) return;
    await notify(tx, {
      to: owner,
      message: { kind: 'login_locked', everywhere: !pairLocked },
      eventKey: `login_locked:${owner.id}:${Date.now()}`,
    });
  });
}

// A right password: this address's failures for the email, this attempt's reservation among them, no longer
// count. Other addresses' failures stay: the owner signing in does not hand a guesser a fresh count.
export async function clearLoginFailures(em: EntityManager, email: string, ipAddress: string): Promise<void> {
  await em.nativeDelete(LoginFailure, { email, ipAddress });
}

// Old rows only matter for 15 minutes; trimming them at each failure keeps the table small without a scheduler.
export async function pruneLoginFailures(em: EntityManager): Promise<void> {
  await em.nativeDelete(LoginFailure, { createdAt: { $lt: new Date(Date.now() - LOGIN_THROTTLE.windowMs) } });
}
