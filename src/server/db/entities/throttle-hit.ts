import { defineEntity, p } from '@mikro-orm/core';

// One counted attempt of a throttled action (a password-reset request, a verification resend...), kept in the
// database so that every instance counts alike.
export const ThrottleHitSchema = defineEntity({
  name: 'ThrottleHit',
  tableName: 'throttle_hits',
  indexes: [{ properties: ['bucket', 'key', 'createdAt'] }],
  properties: {
    id: p.bigint().primary(),
    bucket: p.string().length(50),
    key: p.string().length(300),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ThrottleHit extends ThrottleHitSchema.class {}
ThrottleHitSchema.setClass(ThrottleHit);
