// Role guards are procedures: not signed in is 401, signed in with the wrong role is 403.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProcedureType } from '@trpc/server';
import type { Role } from '../../shared/constants.ts';
import type { User } from '../db/entities/user.ts';
import { AppError, toTRPCError } from '../errors.ts';
import {
  API_KEY_REQUESTS_PER_MINUTE,
  authenticateApiKey,
  checkScope,
  enforceKeyRate,
  type KeyHolder,
  rateLimitHeaders,
  scopeOfProcedure,
} from '../services/api-keys.ts';
import { withRequestAddress } from '../services/audit-log.ts';
import { findSessionUser, takeApprovalReadWithUser } from '../services/auth-service.ts';
import { isApprovedCopywriter } from '../services/jobs/access.ts';
import { mustSetUpTwoFactor } from '../services/two-factor.ts';
import type { Context } from './context.ts';
import { t } from './init.ts';

// Every procedure starts here. Services throw AppError without knowing of tRPC; tRPC wraps what it does not know
// as an internal error, so the outermost middleware gives an AppError its own code and status back. It also
// runs the call with the request's address known to the audit log (services/audit-log.ts).
// A call with an API key is then checked against the key (docs/decisions/0047): a key that signs nobody in is
// a 401, a call beyond its scopes a 403 INSUFFICIENT_SCOPE, a key over its rate a 429, and every answer to a key
// says what is left of its rate; a call without one costs nothing more.
export const publicProcedure = t.procedure
  .use(async ({ ctx, next }) => {
    const result = await withRequestAddress(ctx.ip, () => next());
    if (!result.ok && result.error.cause instanceof AppError) {
      return { ...result, error: toTRPCError(result.error.cause) };
    }
    return result;
  })
  .use(async ({ ctx, path, type, next }) => {
    if (ctx.bearer === undefined) return next();
    const holder = await keyHolder(ctx);
    checkScope(holder, scopeOfProcedure(path, type));
    const perMinute = ctx.settings.apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE;
    for (const [name, value] of Object.entries(rateLimitHeaders(holder, perMinute)))
      ctx.setHeader(name, value);
    enforceKeyRate(holder, perMinute);
    return next();
  });

// A request's key is read once for the calls of its batch, which are counted against its rate together, and
// forgotten with the request (its EntityManager): nothing about a key outlives the request, so a revocation
// holds at once on every instance.
const keyHolders = new WeakMap<EntityManager, Promise<KeyHolder>>();
function keyHolder(ctx: Context): Promise<KeyHolder> {
  let holder = keyHolders.get(ctx.em);
  if (!holder) {
    holder = authenticateApiKey(ctx.em, ctx.bearer ?? '', ctx.calls ?? 1);
    keyHolders.set(ctx.em, holder);
  }
  return holder;
}

// The caller: the key's owner when the request carries a key, else the session's.
function caller(ctx: Context): Promise<User | null> {
  if (ctx.bearer !== undefined) return keyHolder(ctx).then((holder) => holder.user);
  return findSessionUser(ctx);
}

/**
 * Who makes a call, for the HTTP edge, which keeps an Idempotency-Key per caller (docs/decisions/0050): the
 * key's owner, the key checked against the call's scope as the call itself will check it (a key may not see
 * the kept answer of a call it may not make), or the session's user; null for nobody. A key that signs nobody
 * in throws the 401 the call would get.
 */
export async function callerOfCall(ctx: Context, path: string, type: ProcedureType): Promise<User | null> {
  if (ctx.bearer !== undefined) {
    const holder = await keyHolder(ctx);
    checkScope(holder, scopeOfProcedure(path, type));
    return holder.user;
  }
  return sessionUser(ctx.em, () => findSessionUser(ctx));
}

// The web client batches the queries a page makes into one request (the copywriter's dashboard asks for its
// three lists at once), and they run side by side with one context and one EntityManager: the caller, and
// whether a copywriter is approved, are looked up once for all of them. Only while a lookup is in flight:
// a call made after it answered looks again, and sees what an earlier call of the request changed.
function sharedWhileInFlight<Value>() {
  const inFlight = new WeakMap<EntityManager, Promise<Value>>();
  return (em: EntityManager, load: () => Promise<Value>): Promise<Value> => {
    let pending = inFlight.get(em);
    if (!pending) {
      pending = load().finally(() => inFlight.delete(em));
      inFlight.set(em, pending);
    }
    return pending;
  };
}

const sessionUser = sharedWhileInFlight<User | null>();
const approval = sharedWhileInFlight<boolean>();

// What a signed-in caller of another role is told.
const ONLY: Record<Role, string> = {
  client: 'Only clients can do this',
  copywriter: 'Only copywriters can do this',
  admin: 'Only admins can do this',
};

// What an admin whom REQUIRE_ADMIN_2FA holds back may still call: who they are, their own account (where
// two-factor sign-in is turned on) and their bell. Every other call, each of which an admin makes with an
// admin's reach (every job, every conversation), waits for it (docs/decisions/0037).
const BEFORE_TWO_FACTOR = ['auth.', 'account.', 'twoFactor.', 'notifications.'];
export const TWO_FACTOR_SETUP_MESSAGE = 'Set up two-factor sign-in to use admin pages';

// The caller (of the role, when one is asked for), or a 401 or a 403.
async function signedIn(ctx: Context, path: string, role?: Role): Promise<User> {
  const user = await sessionUser(ctx.em, () => caller(ctx));
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  if (role && user.role !== role) throw new AppError('FORBIDDEN', ONLY[role]);
  if (
    mustSetUpTwoFactor(user, ctx.settings) &&
    !BEFORE_TWO_FACTOR.some((prefix) => path.startsWith(prefix))
  ) {
    throw new AppError('TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_SETUP_MESSAGE);
  }
  return user;
}

// Each guard is one middleware that hands the procedure its user, rather than a chain of them (signed in,
// then the role, then the approval): every middleware of a call copies the call's options and context again,
// and those copies were a twentieth of a signed-in list request's time (bench/available-jobs.ts, profiled).
// tRPC merges the `ctx` given to next() into the context.
function guardedProcedure(role?: Role) {
  return publicProcedure.use(async ({ ctx, path, next }) =>
    next({ ctx: { user: await signedIn(ctx, path, role) } }),
  );
}

export const authedProcedure = guardedProcedure();
export const clientProcedure = guardedProcedure('client');
export const copywriterProcedure = guardedProcedure('copywriter');
export const adminProcedure = guardedProcedure('admin');

// A pending or rejected copywriter sees no jobs (docs/product.md "Roles").
export const approvedCopywriterProcedure = publicProcedure.use(async ({ ctx, path, next }) => {
  const user = await signedIn(ctx, path, 'copywriter');
  const approved = await approval(
    ctx.em,
    async () => takeApprovalReadWithUser(user) ?? isApprovedCopywriter(ctx.em, user),
  );
  if (!approved) {
    throw new AppError('FORBIDDEN', 'Your copywriter application has not been approved yet');
  }
  return next({ ctx: { user } });
});

// Public, but knowing who is asking when someone is signed in (a visitor may submit a job).
export const optionalUserProcedure = publicProcedure.use(async ({ ctx, next }) => {
  return next({ ctx: { user: await sessionUser(ctx.em, () => caller(ctx)) } });
});

// Managing an account's webhooks (docs/decisions/0048): a signed-in session, or an API key, whose `webhooks`
// scope publicProcedure checks for every procedure of the webhooks router (services/api-keys.ts).
export const webhooksProcedure = authedProcedure;
