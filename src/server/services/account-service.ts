// The account beyond signing in: password reset, email verification and change, spelling, and which emails
// the user wants (docs/product.md "Accounts" and "Notifications").
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../shared/constants.ts';
import type { NotificationPreference } from '../../shared/domain/notification-kinds.ts';
import {
  type AccountDto,
  type ChangeEmailInput,
  CONFIRM_LINK_INVALID,
  FORGOT_PASSWORD_ANSWER,
  type NotificationPreferences,
  RESET_LINK_INVALID,
} from '../../shared/schemas/account.ts';
import { AccountToken } from '../db/entities/account-token.ts';
import { User } from '../db/entities/user.ts';
import { readUnsubscribeToken } from '../email/unsubscribe-token.ts';
import { AppError } from '../errors.ts';
import {
  emailTokenLink,
  findLiveToken,
  retireLaterUndoTokens,
  retirePendingTokens,
  retireTokens,
} from './account-tokens.ts';
import { recordAudit } from './audit-log.ts';
import { flushOrEmailTaken, type LoginOutcome, normaliseEmail, startSession } from './auth-service.ts';
import { checkCurrentPassword } from './current-password.ts';
import { refuseCommonPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import type { RequestScope } from './request-scope.ts';
import { enforceThrottle, THROTTLES, takeThrottle } from './throttle.ts';
import { twoFactorIsOn } from './two-factor.ts';
import { endAccess } from './user-sessions.ts';

// Every answer to a reset request takes at least this long, whether the email has an account, has asked too
// often, or is unknown: the time of the answer tells nothing about which (measured in the bench).
export const FORGOT_PASSWORD_MIN_MS = 400;

type Scope = Pick<RequestScope, 'em' | 'ip'>;

export async function requestPasswordReset(ctx: Scope, rawEmail: string): Promise<{ message: string }> {
  const started = performance.now();
  try {
    await enforceThrottle(
      ctx.em,
      THROTTLES.resetByAddress,
      ctx.ip,
      'Too many reset requests from this address. Please try again later.',
    );
    const email = normaliseEmail(rawEmail);
    // Past the per-email limit the answer stays the same and nothing is sent: the owner's inbox is not flooded.
    if ((await takeThrottle(ctx.em, THROTTLES.resetByEmail, email)).allowed) {
      await ctx.em.transactional(async (tx) => {
        const user = await tx.findOne(User, { email });
        if (user)
          await emailTokenLink(tx, user, 'reset_password', (token) => ({ kind: 'password_reset', token }));
      });
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  } finally {
    const left = FORGOT_PASSWORD_MIN_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

// A new password from the link: it ends every session the account had, and opens one here.
export async function resetPassword(
  ctx: Pick<RequestScope, 'em' | 'session' | 'ip' | 'userAgent'>,
  input: { token: string; password: string },
): Promise<LoginOutcome> {
  refuseCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.em.transactional(async (tx) => {
    const token = await findLiveToken(tx, input.token, ['reset_password']);
    if (!token) throw new AppError('VALIDATION_ERROR', RESET_LINK_INVALID);
    const owner = token.user;
    owner.passwordHash = passwordHash;
    // The link came to this inbox, which proves the address as well as a verification link would.
    owner.emailVerifiedAt ??= new Date();
    // This link and every other pending one: an email change asked for by whoever knew the old password too.
    await retirePendingTokens(tx, owner.id);
    await endAccess(tx, owner.id);
    recordAudit(tx, { action: 'password.reset', actor: owner, subject: owner });
    await tx.flush();
    return owner;
  });
  // An inbox alone does not pass two-factor sign-in: the code is asked for, as after a password
  // (docs/decisions/0037).
  if (twoFactorIsOn(user)) {
    ctx.session.twoFactorPending = { userId: user.id, at: Date.now() };
    await ctx.session.save();
    return { twoFactorRequired: true };
  }
  await startSession(ctx, user);
  return { user };
}

async function moveAccountTo(tx: EntityManager, user: User, address: string): Promise<void> {
  if ((await tx.count(User, { email: address, id: { $ne: user.id } })) > 0) {
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  }
  user.email = address;
  // Opening a link sent to the address proves it.
  user.emailVerifiedAt = new Date();
  // Another account may have taken the same address a moment ago, unseen by the count above.
  await flushOrEmailTaken(tx);
}

// A confirmation link: the welcome email's (the address is the account's), an email change's (the account
// moves to the new address, and the old one is told, with a link that undoes it) or that undo link's (the
// account moves back and every sign-in ends). It works signed in or not, on any device.
export async function confirmEmail(em: EntityManager, rawToken: string): Promise<{ message: string }> {
  return em.transactional(async (tx) => {
    const token = await findLiveToken(tx, rawToken, ['verify_email', 'change_email', 'undo_email_change']);
    if (!token) throw new AppError('VALIDATION_ERROR', CONFIRM_LINK_INVALID);
    const user = token.user;
    token.usedAt = new Date();
    if (token.purpose === 'change_email' && token.newEmail) {
      const oldEmail = user.email;
      await moveAccountTo(tx, user, token.newEmail);
      recordAudit(tx, {
        action: 'email.changed',
        actor: user,
        subject: user,
        detail: `From ${oldEmail} to ${user.email}`,
      });
      // Links mailed to the old inbox (a reset) or asked for before the move go; the old inbox gets the undo link.
      await retirePendingTokens(tx, user.id);
      await emailTokenLink(
        tx,
        user,
        'undo_email_change',
        (undo) => ({ kind: 'email_changed', token: undo, oldEmail, newEmail: user.email }),
        oldEmail,
      );
      return { message: `Your email address is now ${user.email}` };
    }
    if (token.purpose === 'undo_email_change' && token.newEmail) {
      // Whoever moved the account away may hold a session, a new password and links of their own.
      const movedTo = user.email;
      await moveAccountTo(tx, user, token.newEmail);
      recordAudit(tx, {
        action: 'email.change_undone',
        actor: user,
        subject: user,
        detail: `Back from ${movedTo} to ${user.email}`,
      });
      await retirePendingTokens(tx, user.id);
      await retireLaterUndoTokens(tx, token);
      await tx.flush();
      await endAccess(tx, user.id);
      return {
        message: `Your email address is ${user.email} again, and every sign-in to your account has ended. If you did not make the change, reset your password now.`,
      };
    }
    user.emailVerifiedAt ??= new Date();
    await retireTokens(tx, user.id, 'verify_email');
    await tx.flush();
    return { message: 'Thank you: your email address is confirmed' };
  });
}

export async function resendVerification(
  ctx: Pick<RequestScope, 'em'> & { user: User },
): Promise<{ message: string }> {
  if (ctx.user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email address is already confirmed');
  await enforceThrottle(
    ctx.em,
    THROTTLES.verificationResend,
    String(ctx.user.id),
    'Too many confirmation emails. Please try again in an hour.',
  );
  await ctx.em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: ctx.user.id });
    await emailTokenLink(tx, user, 'verify_email', (token) => ({ kind: 'verify_email', token }));
  });
  return { message: `We have sent a new confirmation link to ${ctx.user.email}` };
}

// The address changes only once the new inbox confirms it; until then the old one keeps working.
export async function requestEmailChange(
  ctx: Pick<RequestScope, 'em'> & { user: User },
  input: ChangeEmailInput,
): Promise<{ message: string }> {
  await checkCurrentPassword(ctx.em, ctx.user, input.currentPassword);
  const newEmail = normaliseEmail(input.newEmail);
  if (newEmail === ctx.user.email) throw new AppError('CONFLICT', 'That is already your email address');
  if ((await ctx.em.count(User, { email: newEmail })) > 0) {
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
  }
  await enforceThrottle(
    ctx.em,
    THROTTLES.emailChange,
    String(ctx.user.id),
    'Too many email changes. Please try again in an hour.',
  );
  await ctx.em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, { id: ctx.user.id });
    await retireTokens(tx, user.id, 'change_email');
    await emailTokenLink(
      tx,
      user,
      'change_email',
      (token) => ({ kind: 'email_change', token, newEmail }),
      newEmail,
    );
  });
  return { message: `We have sent a link to ${newEmail}. Your email changes when you open it.` };
}

function preferencesOf(user: User): NotificationPreferences {
  return {
    quotes: user.emailQuotes,
    messages: user.emailMessages,
    delivery: user.emailDelivery,
    ratings: user.emailRatings,
  };
}

export async function getAccount(em: EntityManager, user: User): Promise<AccountDto> {
  const pending = await em.findOne(
    AccountToken,
    { user: user.id, purpose: 'change_email', usedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { id: 'desc' } },
  );
  return {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt != null,
    pendingEmail: pending?.newEmail ?? null,
    spelling: user.spelling,
    notificationPreferences: preferencesOf(user),
  };
}

export async function updateName(em: EntityManager, user: User, name: string): Promise<AccountDto> {
  user.name = name.trim();
  await em.flush();
  return getAccount(em, user);
}

export async function updateSpelling(em: EntityManager, user: User, spelling: Language): Promise<AccountDto> {
  user.spelling = spelling;
  await em.flush();
  return getAccount(em, user);
}

export function getPreferences(user: User): NotificationPreferences {
  return preferencesOf(user);
}

export async function setPreferences(
  em: EntityManager,
  user: User,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  user.emailQuotes = preferences.quotes;
  user.emailMessages = preferences.messages;
  user.emailDelivery = preferences.delivery;
  user.emailRatings = preferences.ratings;
  await em.flush();
  return preferencesOf(user);
}

const PREFERENCE_COLUMNS: Record<NotificationPreference, keyof NotificationPreferences> = {
  quotes: 'quotes',
  messages: 'messages',
  delivery: 'delivery',
  ratings: 'ratings',
};

const PREFERENCE_WORDS: Record<NotificationPreference, string> = {
  quotes: 'quotes',
  messages: 'unread messages',
  delivery: 'deliveries and revisions',
  ratings: 'ratings and reviews',
};

// The one-click unsubscribe of an email's footer or its List-Unsubscribe header: no sign-in, the link's
// signature is the proof. Unsubscribing twice is as good as once.
export async function unsubscribe(
  em: EntityManager,
  linkSecret: string,
  token: string,
): Promise<{ message: string; preference: NotificationPreference }> {
  const parsed = readUnsubscribeToken(linkSecret, token);
  const user = parsed ? await em.findOne(User, { id: parsed.userId }) : null;
  if (!parsed || !user) throw new AppError('VALIDATION_ERROR', 'This unsubscribe link is not valid');
  const preferences = { ...preferencesOf(user), [PREFERENCE_COLUMNS[parsed.preference]]: false };
  await setPreferences(em, user, preferences);
  return {
    message: `You will no longer get emails about ${PREFERENCE_WORDS[parsed.preference]}. You can turn them back on in your account.`,
    preference: parsed.preference,
  };
}
