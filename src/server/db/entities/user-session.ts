import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// A signed-in device (docs/decisions/0034): the session cookie names its row, and a request whose row has
// ended is signed out. The owner sees them on /account and ends any one of them.
export const UserSessionSchema = defineEntity({
  name: 'UserSession',
  tableName: 'user_sessions',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // Written at most once every few minutes (services/user-sessions.ts), not on every request.
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    // A short description from the User-Agent ("Firefox on Windows").
    device: p.string().length(100),
    ip: p.string().length(64),
    endedAt: p.datetime().nullable(),
  },
});

export class UserSession extends UserSessionSchema.class {}
UserSessionSchema.setClass(UserSession);
