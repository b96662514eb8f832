import { defineEntity, p } from '@mikro-orm/core';
import { LANGUAGES, ROLES } from '../../../shared/constants.ts';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  // A copywriter's new name reaches the directory's search: touching their profile lets its own trigger
  // write the search text again (copywriter-profile.ts).
  triggers: [
    {
      name: 'users_name_search_text',
      timing: 'after',
      events: ['update'],
      forEach: 'row',
      body: `if old.name is distinct from new.name then update copywriter_profiles set search_text = search_text where user_id = new.id; end if; return null;`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100),
    // Stored lowercased, so that uniqueness holds without regard to case (docs/product.md "Accounts").
    email: p.string().length(254).unique(),
    passwordHash: p.string().hidden(),
    role: p.enum([...ROLES]).default('client'),
    profileImageUrl: p.string().length(2048).nullable(),
    // British or American: the emails' spelling, and every device's once signed in.
    spelling: p.enum([...LANGUAGES]).default('uk'),
    emailVerifiedAt: p.datetime().nullable(),
    // Which non-essential emails the user wants (docs/product.md "Notifications"); in-app items are kept
    // whatever these say.
    emailQuotes: p.boolean().default(true),
    emailMessages: p.boolean().default(true),
    emailDelivery: p.boolean().default(true),
    emailRatings: p.boolean().default(true),
    // Two-factor sign-in (docs/decisions/0037): the TOTP secret while it is on, the one shown at setup until
    // a code confirms it, and the last time step a code was accepted at (a code is never accepted twice).
    twoFactorSecret: p.string().length(64).nullable().hidden(),
    twoFactorPendingSecret: p.string().length(64).nullable().hidden(),
    twoFactorEnabledAt: p.datetime().nullable(),
    twoFactorLastStep: p.integer().nullable().hidden(),
    // When the account was deleted (account-deletion.ts): the row stays, anonymised, for the jobs, payments, books
    // and messages that name it; it signs nobody in and is told of nothing.
    deletedAt: p.datetime().nullable(),
    // Suspended by an admin (docs/product.md "Admin"): signs nobody in until unsuspended.
    suspendedAt: p.datetime().nullable(),
    suspendedReason: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
