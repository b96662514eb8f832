import { timingSafeEqual } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, type Role, TWO_FACTOR } from '../../shared/constants.ts';
import type { CurrentUser, LoginInput, SignupInput } from '../../shared/schemas/auth.ts';
import { User } from '../db/entities/user.ts';
import { preparedRows } from '../db/prepared-query.ts';
import { AppError } from '../errors.ts';
import { emailTokenLink } from './account-tokens.ts';
import { recordAudit } from './audit-log.ts';
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
import {
  type AdminTwoFactorRule,
  checkSecondFactor,
  mustSetUpTwoFactor,
  twoFactorIsOn,
} from './two-factor.ts';
import { endSession, noteSeen, openSession, sessionIsLive } from './user-sessions.ts';

type SessionScope = Pick<RequestScope, 'em' | 'session'>;
// Opening a session records where it was opened.
type OpeningScope = Pick<RequestScope, 'em' | 'session' | 'ip' | 'userAgent'>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// Every signed-in request starts by loading its user: a plain statement mapped to the entity costs less than
// half of the ORM's query builder for the same row (bench/jobs-list.ts, profiled). The same statement checks
// that the cookie's session row is live (docs/decisions/0034), so the check costs no round trip of its own,
// and reads whether the user is an approved copywriter, which every request of a copywriter's pages then asks
// (one round trip, not three).
const approvalReadWithUser = new WeakMap<User, boolean>();
// The session each EntityManager (one per request) has found live: a user the request has already loaded is
// the one it keeps, as em.findOne would answer, once its session is known to count.
const liveSessionOf = new WeakMap<EntityManager, number>();

async function loadUser(em: EntityManager, id: number, sessionId: number): Promise<User | null> {
  const [row] = await preparedRows<Record<string, unknown>>(
    em,
    `select u.*, p.status as copywriter_status, s.last_seen_at as session_seen_at
       from user_sessions s join users u on u.id = s.user_id
       left join copywriter_profiles p on p.user_id = u.id
      where s.id = ? and s.user_id = ? and s.ended_at is null and u.suspended_at is null limit 1`,
    [sessionId, id],
  );
  if (!row) return null;
  const { copywriter_status: status, session_seen_at: seenAt, ...columns } = row;
  const user = em.map(User, columns);
  approvalReadWithUser.set(user, status === 'approved');
  liveSessionOf.set(em, sessionId);
  await noteSeen(em, sessionId, new Date(seenAt as string | Date));
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

// A cookie whose session row has ended (a logout, a password change, 'Sign out' from another device) signs
// nobody in.
export async function findSessionUser({ em, session }: SessionScope): Promise<User | null> {
  const { userId, sessionId } = session;
  if (userId === undefined || sessionId === undefined) return null;
  const known = em.getUnitOfWork().getById(User, userId);
  if (!known) return loadUser(em, userId, sessionId);
  // Suspending ends the account's sessions; a suspended account signs nobody in whatever its rows say.
  if (known.suspendedAt) return null;
  if (liveSessionOf.get(em) === sessionId || (await sessionIsLive(em, userId, sessionId))) {
    liveSessionOf.set(em, sessionId);
    return known;
  }
  return null;
}

/** Signs the user in on this device: a new session row, named by the cookie. */
export async function startSession(ctx: OpeningScope, user: User): Promise<void> {
  const sessionId = await openSession(ctx.em, user, { ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.session.userId = user.id;
  ctx.session.sessionId = sessionId;
  liveSessionOf.set(ctx.em, sessionId);
  await ctx.session.save();
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
  await startSession(ctx, user);
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

export type LoginOutcome = { user: User } | { twoFactorRequired: true };

export async function login(ctx: RequestScope, input: LoginInput): Promise<LoginOutcome> {
  const email = normaliseEmail(input.email);
  await reserveLoginAttempt(ctx, email, ctx.ip);
  const user = await ctx.em.findOne(User, { email });
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await pruneLoginFailures(ctx.em);
    await tellOwnerOfLock(ctx.em, email, ctx.ip);
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  if (user.suspendedAt) await refuseSuspended(ctx.em, user);
  await clearLoginFailures(ctx.em, email, ctx.ip);
  if (twoFactorIsOn(user)) {
    // Half way: the cookie remembers whose password was right, and no session row is opened until the code
    // (docs/decisions/0037).
    ctx.session.twoFactorPending = { userId: user.id, at: Date.now() };
    await ctx.session.save();
    return { twoFactorRequired: true };
  }
  await attachAnonymousJobs(ctx.em, ctx.session, user);
  await startSession(ctx, user);
  return { user };
}

const SIGN_IN_AGAIN = 'Your sign-in has timed out. Please log in again.';

/** The login's second step: a code (or a recovery code) for the account whose password this cookie gave. */
export async function completeTwoFactorLogin(ctx: RequestScope, code: string): Promise<User> {
  const pending = ctx.session.twoFactorPending;
  if (!pending || Date.now() - pending.at > TWO_FACTOR.pendingMs) {
    if (pending) {
      delete ctx.session.twoFactorPending;
      await ctx.session.save();
    }
    throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  }
  const user = await ctx.em.findOne(User, { id: pending.userId, deletedAt: null });
  // Turned off meanwhile (from a signed-in device), or the account gone: the password is asked again.
  if (!user || !twoFactorIsOn(user)) {
    delete ctx.session.twoFactorPending;
    await ctx.session.save();
    throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  }
  await checkSecondFactor(ctx.em, user, code);
  delete ctx.session.twoFactorPending;
  await attachAnonymousJobs(ctx.em, ctx.session, user);
  await startSession(ctx, user);
  return user;
}

// Refused only once the password is right, so that the answer tells a guesser nothing of the account (a wrong
// password is the same 401 as ever). The attempt is left counted against the throttle, as a failure is: it
// bounds how many entries a suspended owner's retries write to the audit log (docs/decisions/0038).
async function refuseSuspended(em: EntityManager, user: User): Promise<never> {
  recordAudit(em, {
    action: 'login.refused_suspended',
    actor: user,
    subject: user,
    target: { type: 'user', id: user.id },
  });
  await em.flush();
  throw new AppError('FORBIDDEN', 'This account is suspended');
}

// Ends this device's session only; the account's others go on ('Sign out everywhere else' on /account ends
// them).
export async function logout(ctx: SessionScope): Promise<void> {
  const { userId, sessionId } = ctx.session;
  if (userId !== undefined && sessionId !== undefined) {
    await endSession(ctx.em, userId, sessionId).catch((error: unknown) => {
      // Ended already (from another device): signing out still succeeds.
      if (!(error instanceof AppError)) throw error;
    });
  }
  ctx.session.destroy();
}

export async function toCurrentUser(
  { em, settings }: { em: EntityManager; settings: AdminTwoFactorRule },
  user: User,
): Promise<CurrentUser> {
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
    twoFactor: twoFactorIsOn(user),
    twoFactorSetupRequired: mustSetUpTwoFactor(user, settings),
  };
}
