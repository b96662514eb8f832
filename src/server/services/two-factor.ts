// Two-factor sign-in (docs/decisions/0037; docs/product.md "Accounts"): a TOTP secret (RFC
// 6238, 30 s, 6 digits) shown once at setup and kept only once a code from it confirms it, ten single-use
// recovery codes kept as SHA-256 hashes, and one count of wrong codes per account for every place a code is
// asked for (setup, the login's second step, turning it off): 5 in 15 minutes, then 429.
import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI, verify } from 'otplib';
import { TWO_FACTOR } from '../../shared/constants.ts';
import type { RecoveryCodes, TwoFactorSetup } from '../../shared/schemas/two-factor.ts';
import type { User } from '../db/entities/user.ts';
import { brandName } from '../email/wording.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from './audit-log.ts';
import { checkCurrentPassword } from './current-password.ts';
import { attemptUnderThrottle, refuseTooMany, THROTTLES } from './throttle.ts';

// A code typed a little before or after its 30 s (a slow hand, a clock a few seconds off) still counts.
const EPOCH_TOLERANCE_SECONDS = 30;

// Recovery codes: 16 characters of a 31-letter alphabet without look-alikes (no 0/o, 1/l/i), 79 random bits,
// so that a plain SHA-256 of one cannot be reversed by trying them all, and written in groups of four.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 16;

export function twoFactorIsOn(user: User): boolean {
  return user.twoFactorEnabledAt != null && user.twoFactorSecret != null;
}

// REQUIRE_ADMIN_2FA, as the request's settings carry it.
export interface AdminTwoFactorRule {
  requireAdminTwoFactor: boolean;
}

/**
 * Whether this admin must turn two-factor sign-in on before any admin call works (REQUIRE_ADMIN_2FA,
 * docs/decisions/0037).
 */
export function mustSetUpTwoFactor(user: User, settings: AdminTwoFactorRule): boolean {
  return settings.requireAdminTwoFactor && user.role === 'admin' && !twoFactorIsOn(user);
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

// Case, spaces and dashes are how a person copies a code, not part of it.
function recoveryCodeHash(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * The time step of a right TOTP code from `secret` not used before (a code is never accepted twice, so one
 * seen over a shoulder or in a log is spent), or undefined.
 */
async function acceptedTimeStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(lastStep == null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * Runs the check of a code under the account's count of wrong codes: past the limit nothing is compared and
 * the answer is 429; a wrong code counts, then answers 401 with `wrongMessage`.
 */
async function underCodeThrottle(
  em: EntityManager,
  user: User,
  check: () => Promise<boolean>,
  wrongMessage: string,
): Promise<void> {
  const verdict = await attemptUnderThrottle(em, THROTTLES.wrongTwoFactorCodes, String(user.id), async () => {
    const right = await check();
    return { counts: !right, result: right };
  });
  if (!verdict.allowed) {
    refuseTooMany(verdict.retryAfterSeconds, 'Too many wrong codes. Please try again in 15 minutes.');
  }
  if (!verdict.result) throw new AppError('INVALID_CREDENTIALS', wrongMessage);
}

async function acceptTotp(em: EntityManager, user: User, secret: string, code: string): Promise<boolean> {
  const step = await acceptedTimeStep(secret, code, user.twoFactorLastStep ?? null);
  if (step === undefined) return false;
  // Checked again in the statement: two requests with the same code cannot both pass.
  const updated = await em.execute<{ id: number }[]>(
    `update users set two_factor_last_step = ?
      where id = ? and (two_factor_last_step is null or two_factor_last_step < ?) returning id`,
    [step, user.id, step],
  );
  if (updated.length === 0) return false;
  user.twoFactorLastStep = step;
  return true;
}

// A recovery code is spent by the statement that accepts it: the same code never signs in twice.
async function spendRecoveryCode(em: EntityManager, user: User, code: string): Promise<boolean> {
  const spent = await em.execute<{ id: number }[]>(
    `update two_factor_recovery_codes set used_at = now()
      where user_id = ? and code_hash = ? and used_at is null returning id`,
    [user.id, recoveryCodeHash(code)],
  );
  return spent.length > 0;
}

/** A code from the account's app, or one of its recovery codes; 401 when wrong, 429 past the limit. */
export async function checkSecondFactor(em: EntityManager, user: User, code: string): Promise<void> {
  const secret = user.twoFactorSecret;
  if (!secret) throw new AppError('CONFLICT', 'Two-factor sign-in is off for this account');
  await underCodeThrottle(
    em,
    user,
    () => (isTotpShaped(code) ? acceptTotp(em, user, secret, code) : spendRecoveryCode(em, user, code)),
    'That code is not right. Try the newest code from your app, or a recovery code.',
  );
}

/** Step one of turning it on: a new secret, kept aside until a code from it confirms it (enableTwoFactor). */
export async function beginTwoFactorSetup(em: EntityManager, user: User): Promise<TwoFactorSetup> {
  if (twoFactorIsOn(user)) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
  const secret = generateSecret();
  user.twoFactorPendingSecret = secret;
  await em.flush();
  const otpauthUrl = generateURI({ issuer: brandName(user.spelling), label: user.email, secret });
  return { secret, otpauthUrl };
}

/** Step two: a code from the new secret turns it on, and the ten recovery codes are shown this once. */
export async function enableTwoFactor(em: EntityManager, user: User, code: string): Promise<RecoveryCodes> {
  if (twoFactorIsOn(user)) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
  const secret = user.twoFactorPendingSecret;
  if (!secret) throw new AppError('CONFLICT', 'Start the setup again: no secret is waiting for a code');
  let step: number | undefined;
  await underCodeThrottle(
    em,
    user,
    async () => {
      step = await acceptedTimeStep(secret, code, null);
      return step !== undefined;
    },
    'That code is not right. Check that your app shows the account you just added, and try the newest code.',
  );
  const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
  const enabledAt = new Date();
  await em.transactional(async (tx) => {
    await tx.execute(
      `update users set two_factor_secret = ?, two_factor_pending_secret = null, two_factor_enabled_at = ?,
              two_factor_last_step = ? where id = ?`,
      [secret, enabledAt, step, user.id],
    );
    await tx.execute('delete from two_factor_recovery_codes where user_id = ?', [user.id]);
    await tx.execute(
      `insert into two_factor_recovery_codes (user_id, code_hash, created_at) values ${recoveryCodes
        .map(() => '(?, ?, now())')
        .join(', ')}`,
      recoveryCodes.flatMap((recoveryCode) => [user.id, recoveryCodeHash(recoveryCode)]),
    );
    recordAudit(tx, { action: 'two_factor.enabled', actor: user, subject: user });
    await tx.flush();
  });
  Object.assign(user, {
    twoFactorSecret: secret,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: enabledAt,
    twoFactorLastStep: step,
  });
  return { recoveryCodes };
}

/** Turning it off takes the password and a code (or a recovery code): a stolen session alone cannot. */
export async function disableTwoFactor(
  em: EntityManager,
  user: User,
  input: { password: string; code: string },
): Promise<void> {
  if (!twoFactorIsOn(user)) throw new AppError('CONFLICT', 'Two-factor sign-in is already off');
  await checkCurrentPassword(em, user, input.password);
  await checkSecondFactor(em, user, input.code);
  await em.transactional(async (tx) => {
    await tx.execute(
      `update users set two_factor_secret = null, two_factor_pending_secret = null, two_factor_enabled_at = null,
              two_factor_last_step = null where id = ?`,
      [user.id],
    );
    await tx.execute('delete from two_factor_recovery_codes where user_id = ?', [user.id]);
    recordAudit(tx, { action: 'two_factor.disabled', actor: user, subject: user });
    await tx.flush();
  });
  Object.assign(user, {
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: null,
    twoFactorLastStep: null,
  });
}
