import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_KIND_NAMES } from '../../../shared/domain/notification-kinds.ts';
import { User } from './user.ts';

// An item of a user's bell. Written in the transaction of the change it reports; (user, eventKey) is unique
// so that an event reported twice notifies once.
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  uniques: [{ properties: ['user', 'eventKey'] }],
  indexes: [
    { properties: ['user', 'id'] },
    // The bell's unread count, without reading every notification a user ever had (bench/scale.ts).
    {
      name: 'notifications_unread_index',
      expression: `create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum([...NOTIFICATION_KIND_NAMES]),
    title: p.string().length(200),
    body: p.string().length(500),
    link: p.string().length(500),
    eventKey: p.string().length(200),
    createdAt: p.datetime().onCreate(() => new Date()),
    readAt: p.datetime().nullable(),
  },
});

export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
