import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// undo_email_change: the link the old address gets when the address changes, to take the account back.
export const TOKEN_PURPOSES = [
  'reset_password',
  'verify_email',
  'change_email',
  'undo_email_change',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

// The links of password reset, email verification and email change. Only a SHA-256 of the random token is
// kept, so a copy of the database opens no account; a token is used once and expires.
export const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum([...TOKEN_PURPOSES]),
    tokenHash: p.string().length(64).unique(),
    // The address an email change moves to, once confirmed from it; for an undo link, the address it restores.
    newEmail: p.string().length(254).nullable(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccountToken extends AccountTokenSchema.class {}
AccountTokenSchema.setClass(AccountToken);
