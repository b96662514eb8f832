import { timingSafeEqual } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language, Role } from '../../shared/constants.ts';
import type { CurrentUser, LoginInput, SignupInput } from '../../shared/schemas/auth.ts';
import { User } from '../db/entities/user.ts';
import { preparedRows } from '../db/prepared-query.ts';
import { AppError } from '../errors.ts';
import type { Session } from '../http/session.ts';
import { emailTokenLink, retirePendingTokens } from './account-tokens.ts';
import { checkCurrentPassword } from './current-password.ts';
import { attachAnonymousJobs } from './jobs/submit.ts';
import {
  clearLoginFailures,
  pruneLoginFailures,
  reserveLoginAttempt,
  tellOwnerOfLock,
} from './login-throttle.ts';
import { refuseCommonPassword } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hoursBalance } from './payments/ledger.ts';
import type { RequestScope } from './request-scope.ts';
import { attemptUnderThrottle, enforceThrottle, refuseTooMany, THROTTLES } from './throttle.ts';

type SessionScope = Pick<RequestScope, 'em' | 'session'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// Every signed-in request starts by loading its user: a plain statement mapped to the entity costs less than
// half of the ORM's query builder for the same row (bench/jobs-list.ts, profiled). A user the request has
// already loaded is the one it keeps, as em.findOne would answer. The same statement reads whether the user is
// an approved copywriter, which every request of a copywriter's pages then asks (one round trip, not two).
const approvalReadWithUser = new WeakMap<User, boolean>();

async function loadUser(em: EntityManager, id: number): Promise<User | null> {
  const [row] = await preparedRows<Record<string, unknown>>(
    em,
    `select u.*, p.status as copywriter_status
       from users u left join copywriter_profiles p on p.user_id = u.id
      where u.id = ? limit 1`,
    [id],
  );
  if (!row) return null;
  const { copywriter_status: status, ...columns } = row;
  const user = em.map(User, columns);
  approvalReadWithUser.set(user, status === 'approved');
  return user;
}

/**
 * Whether the user was an approved copywriter when findSessionUser loaded them, once: a later question in the
 * same request (after a change it made) gets undefined, and asks the database.
 */
export function takeApprovalReadWithUser(user: User): boolean | undefined {
  const approved = approvalReadWithUser.get(user);
  approvalReadWithUser.delete(user);
  return approved;
}

export async function findSessionUser({ em, session }: SessionScope): Promise<User | null> {
  if (session.userId === undefined) return null;
  const user = em.getUnitOfWork().getById(User, session.userId) ?? (await loadUser(em, session.userId));
  // A cookie from before a logout or password change carries an old version and no longer counts.
  if (!user || user.sessionVersion !== session.sessionVersion) return null;
  return user;
}

export async function startSession(session: Session, user: User): Promise<void> {
  session.userId = user.id;
  session.sessionVersion = user.sessionVersion;
  await session.save();
}

// The caller hashes the password (hashPassword) before any transaction: argon2 takes tens of milliseconds
// and waits its turn in a thread pool, during which a transaction would hold one of the pool's connections.
export async function createAccount(
  em: EntityManager,
  input: {
    name: string;
    email: string;
    passwordHash: string;
    role: Role;
    spelling?: Language;
    verified?: boolean;
  },
): Promise<User> {
  const user = em.create(User, {
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    passwordHash: input.passwordHash,
    role: input.role,
    profileImageUrl: null,
    spelling: input.spelling ?? 'uk',
    // Accounts made by an operator (create-admin, the demo seed) have no inbox to confirm from.
    emailVerifiedAt: input.verified ? new Date() : null,
  });
  await flushOrEmailTaken(em);
  return user;
}

/**
 * Flushes a change that gives an account an address. A count beforehand cannot see another transaction's
 * uncommitted address, so the unique index is the last word: a clash is the 409 of docs/product.md "Accounts".
 */
export async function flushOrEmailTaken(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    }
    throw error;
  }
}

function adminCodeMatches(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function signup(
  ctx: RequestScope & { adminSignupCode: string | undefined },
  input: SignupInput,
): Promise<User> {
  // Refused as bad input is, before it counts against the address.
  refuseCommonPassword(input.password, 'password');
  await enforceThrottle(
    ctx.em,
    THROTTLES.signupsByAddress,
    ctx.ip,
    'Too many accounts were made from this address. Please try again later.',
  );
  const adminCode = input.adminCode?.trim();
  if (adminCode) await checkAdminCode(ctx, adminCode);
  const passwordHash = await hashPassword(input.password);
  // The account and its welcome email commit together: no account without its verification link.
  const user = await ctx.em.transactional(async (tx) => {
    const created = await createAccount(tx, {
      name: input.name,
      email: input.email,
      spelling: input.spelling,
      passwordHash,
      role: adminCode ? 'admin' : 'client',
    });
    await emailTokenLink(tx, created, 'verify_email', (token) => ({ kind: 'welcome', token }));
    return created;
  });
  await attachAnonymousJobs(ctx.em, ctx.session, user);
  await startSession(ctx.session, user);
  return user;
}

// A wrong code counts against the address, and past 5 an hour no code is even compared: guessing stops.
async function checkAdminCode(
  ctx: Pick<RequestScope, 'em' | 'ip'> & { adminSignupCode: string | undefined },
  adminCode: string,
): Promise<void> {
  const verdict = await attemptUnderThrottle(ctx.em, THROTTLES.wrongAdminCodesByAddress, ctx.ip, async () => {
    const right = adminCodeMatches(adminCode, ctx.adminSignupCode);
    return { counts: !right, result: right };
  });
  if (!verdict.allowed) {
    refuseTooMany(verdict.retryAfterSeconds, 'Too many wrong admin codes. Please try again later.');
  }
  if (!verdict.result) throw new AppError('INVALID_ADMIN_CODE', 'Invalid admin code');
}

export async function login(ctx: RequestScope, input: LoginInput): Promise<User> {
  const email = normaliseEmail(input.email);
  await reserveLoginAttempt(ctx, email, ctx.ip);
  const user = await ctx.em.findOne(User, { email });
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await pruneLoginFailures(ctx.em);
    await tellOwnerOfLock(ctx.em, email, ctx.ip);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  await clearLoginFailures(ctx.em, email, ctx.ip);
  await attachAnonymousJobs(ctx.em, ctx.session, user);
  await startSession(ctx.session, user);
  return user;
}

// Ends this session and, through the version, every other cookie of the same account: a sign-out everywhere,
// which retires the account's pending links too (docs/product.md "Accounts").
export async function logout(ctx: SessionScope): Promise<void> {
  const user = await findSessionUser(ctx);
  if (user) {
    await ctx.em.transactional(async (tx) => {
      user.sessionVersion += 1;
      await retirePendingTokens(tx, user.id);
      await tx.flush();
    });
  }
  ctx.session.destroy();
}

/**
 * Ends every sign-in of the account, wherever it is, when the surrounding change is flushed. Only the undo of
 * an email change calls it today; it is the one place to change when sessions are ended another way.
 */
export function endEverySession(user: User): void {
  user.sessionVersion += 1;
}

export async function changePassword(
  ctx: SessionScope & { user: User },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  refuseCommonPassword(input.newPassword, 'newPassword');
  await checkCurrentPassword(ctx.em, ctx.user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.em.transactional(async (tx) => {
    ctx.user.passwordHash = passwordHash;
    ctx.user.sessionVersion += 1;
    // A link asked for with the old password (an email change, a reset) dies with it.
    await retirePendingTokens(tx, ctx.user.id);
    await tx.flush();
  });
  // Every other session ends with the old version; this one carries on with the new.
  await startSession(ctx.session, ctx.user);
}

export async function toCurrentUser(em: EntityManager, user: User): Promise<CurrentUser> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl ?? null,
    isAuthenticated: true,
    isAdmin: user.role === 'admin',
    isCopywriter: user.role === 'copywriter',
    hoursBalance: await hoursBalance(em, user.id),
    emailVerified: user.emailVerifiedAt != null,
    spelling: user.spelling,
  };
}
