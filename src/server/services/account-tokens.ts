// The single-use links of password reset, verification and email change: 32 random bytes sent to the user,
// a SHA-256 of them kept. A lookup is by the hash, so a copy of the table opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountToken, type TokenPurpose } from '../db/entities/account-token.ts';
import type { User } from '../db/entities/user.ts';
import type { NotificationMessage } from '../email/notification-message.ts';
import { notify } from './notify.ts';

export const TOKEN_LIFETIMES_MS: Record<TokenPurpose, number> = {
  reset_password: 60 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  undo_email_change: 7 * 24 * 60 * 60 * 1000,
};

// The links a password change, a reset or a sign-out everywhere retire: those that would let their holder set a
// password or move the account (docs/product.md "Accounts"). The undo link of an email change is not among
// them: it went to the old address, and it is how the owner takes the account back from whoever changed it.
const PENDING_PURPOSES: TokenPurpose[] = ['reset_password', 'verify_email', 'change_email'];

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token; only its hash is stored. Call inside the transaction that sends it. */
export function issueToken(
  em: EntityManager,
  user: User,
  purpose: TokenPurpose,
  newEmail: string | null = null,
): string {
  const token = randomBytes(32).toString('base64url');
  em.create(AccountToken, {
    user,
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS[purpose]),
  });
  return token;
}

/**
 * The live token of this purpose, locked until the surrounding transaction ends, so that two uses of one
 * link at the same moment cannot both succeed. Used, expired and unknown tokens are all null.
 */
export async function findLiveToken(
  em: EntityManager,
  token: string,
  purposes: TokenPurpose[],
): Promise<AccountToken | null> {
  const found = await em.findOne(
    AccountToken,
    { tokenHash: hashToken(token), purpose: { $in: purposes } },
    { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) return null;
  return found;
}

/** Marks every live token of the user and purpose used: a newer link, or a used one, retires the rest. */
export async function retireTokens(em: EntityManager, userId: number, purpose: TokenPurpose): Promise<void> {
  await em.nativeUpdate(AccountToken, { user: userId, purpose, usedAt: null }, { usedAt: new Date() });
}

/**
 * Retires every pending link of the account: the one place that says which links a password change, a reset
 * and a sign-out everywhere end, so that a link asked for by whoever held a session dies with that session.
 */
export async function retirePendingTokens(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(
    AccountToken,
    { user: userId, purpose: { $in: PENDING_PURPOSES }, usedAt: null },
    { usedAt: new Date() },
  );
}

/**
 * Retires the undo links of email changes made after this one: undoing to an address undoes the later
 * changes too, and a later address cannot take the account back from it. An earlier address keeps its link.
 */
export async function retireLaterUndoTokens(em: EntityManager, token: AccountToken): Promise<void> {
  await em.nativeUpdate(
    AccountToken,
    { user: token.user.id, purpose: 'undo_email_change', usedAt: null, id: { $gt: token.id } },
    { usedAt: new Date() },
  );
}

/**
 * A new link of this purpose, emailed in the transaction that stores its token: no link without its token, no
 * token without its email. Each link is an event of its own, so asking again sends another.
 */
export async function emailTokenLink(
  tx: EntityManager,
  user: User,
  purpose: TokenPurpose,
  message: (token: string) => NotificationMessage,
  newEmail: string | null = null,
): Promise<void> {
  const token = issueToken(tx, user, purpose, newEmail);
  await tx.flush();
  await notify(tx, {
    to: user,
    // An email change's link goes to the new address; an undo link to the address it restores.
    address: newEmail ?? undefined,
    message: message(token),
    eventKey: `${purpose}:${user.id}:${hashToken(token).slice(0, 16)}`,
  });
}
