// The current password that a password change, an email change and an account deletion ask for: guessed no
// faster than at login (docs/product.md "Limits"). One count per account for the three, under the throttle's
// lock: each check reserves its place as a wrong one before the password is hashed, so that however many
// arrive at once no more than the limit are answered; a right password takes the account's count back.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { verifyPassword } from './passwords.ts';
import { clearThrottle, refuseTooMany, THROTTLES, takeThrottle } from './throttle.ts';

export async function checkCurrentPassword(em: EntityManager, user: User, password: string): Promise<void> {
  const key = String(user.id);
  const verdict = await takeThrottle(em, THROTTLES.currentPassword, key);
  if (!verdict.allowed) {
    refuseTooMany(verdict.retryAfterSeconds, 'Too many wrong passwords. Please try again in 15 minutes.');
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 'Your current password is not correct');
  }
  await clearThrottle(em, THROTTLES.currentPassword, key);
}
