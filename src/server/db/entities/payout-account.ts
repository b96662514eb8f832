import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// A copywriter's account at the payment gateway, which their payouts are transferred to (docs/decisions/0039).
// The row is made when they first ask to set up payouts; its state is what the gateway last told us (its
// webhooks with Stripe, the one-click page with the test gateway). No row: payouts not set up ('none').
export const PayoutAccountSchema = defineEntity({
  name: 'PayoutAccount',
  tableName: 'payout_accounts',
  properties: {
    id: p.integer().primary(),
    user: () => p.oneToOne(User).owner().unique(),
    // 'test' or 'stripe': the gateway that holds the account.
    gateway: p.string().length(20),
    // The gateway's account id (acct_…).
    externalId: p.string().length(255).unique(),
    detailsSubmitted: p.boolean().default(false),
    payoutsEnabled: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PayoutAccount extends PayoutAccountSchema.class {}
PayoutAccountSchema.setClass(PayoutAccount);
