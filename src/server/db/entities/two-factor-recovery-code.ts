import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// One of the ten recovery codes given when two-factor sign-in is turned on (docs/decisions/0037): only its
// SHA-256 is kept, and it signs in once.
export const TwoFactorRecoveryCodeSchema = defineEntity({
  name: 'TwoFactorRecoveryCode',
  tableName: 'two_factor_recovery_codes',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    // Hex SHA-256 of the normalised code.
    codeHash: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
    usedAt: p.datetime().nullable(),
  },
});

export class TwoFactorRecoveryCode extends TwoFactorRecoveryCodeSchema.class {}
TwoFactorRecoveryCodeSchema.setClass(TwoFactorRecoveryCode);
