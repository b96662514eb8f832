// DECISIONS.md "Accounts": 10 failed logins for one email, or 100 from one address, within 15 minutes get 429.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { LoginFailure } from '../db/entities/login-failure.ts';
import { AppError } from '../errors.ts';

export async function assertLoginAllowed(em: EntityManager, email: string, ipAddress: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_THROTTLE.windowMs);
  const [byEmail, byAddress] = await Promise.all([
    em.count(LoginFailure, { email, createdAt: { $gt: since } }),
    em.count(LoginFailure, { ipAddress, createdAt: { $gt: since } }),
  ]);
  if (byEmail >= LOGIN_THROTTLE.maxFailuresPerEmail || byAddress >= LOGIN_THROTTLE.maxFailuresPerAddress) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
  }
}

export async function recordLoginFailure(em: EntityManager, email: string, ipAddress: string): Promise<void> {
  await em.insert(LoginFailure, { email, ipAddress, createdAt: new Date() });
}

export async function clearLoginFailures(em: EntityManager, email: string): Promise<void> {
  await em.nativeDelete(LoginFailure, { email });
}

// Old rows only matter for 15 minutes; trimming them at each failure keeps the table small without a scheduler.
export async function pruneLoginFailures(em: EntityManager): Promise<void> {
  await em.nativeDelete(LoginFailure, { createdAt: { $lt: new Date(Date.now() - LOGIN_THROTTLE.windowMs) } });
}
