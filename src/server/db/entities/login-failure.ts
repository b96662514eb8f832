import { defineEntity, p } from '@mikro-orm/core';

// Failed logins live in the database, not in memory, so that throttling holds across restarts and instances.
export const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failures',
  indexes: [{ properties: ['email', 'createdAt'] }, { properties: ['ipAddress', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    email: p.string().length(254),
    ipAddress: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);
