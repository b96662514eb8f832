// Telling people: an in-app item for the bell and an email in the outbox, written inside the transaction of
// the change that causes them, so that a rolled-back change tells nobody and a committed one is never lost.
// The queue sends the outbox after commit (src/server/queue/email-queue.ts); the bell hears of new items
// through pg_notify, which PostgreSQL also delivers at commit only.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  NOTIFICATION_KINDS,
  type NotificationPreference,
  preferenceOf,
} from '../../shared/domain/notification-kinds.ts';
import { User } from '../db/entities/user.ts';
import type { NotificationMessage } from '../email/notification-message.ts';
import { renderInApp } from '../email/render-notification.ts';
import { NOTIFICATIONS_CHANNEL } from '../live/live-bus.ts';

export const OUTBOX_CHANNEL = 'email_outbox';

export type Recipient = Pick<
  User,
  'id' | 'email' | 'name' | 'spelling' | 'emailQuotes' | 'emailMessages' | 'emailDelivery' | 'emailRatings'
> & { deletedAt?: Date | null | undefined };

export interface Notice {
  to: Recipient;
  message: NotificationMessage;
  // Names the event: the same key for the same recipient notifies once, however often it is reported.
  eventKey: string;
  // The address to write to when it is not the account's own (an email change is confirmed from the new one).
  address?: string;
}

export function wantsEmail(recipient: Recipient, preference: NotificationPreference | null): boolean {
  switch (preference) {
    case null:
      return true;
    case 'quotes':
      return recipient.emailQuotes;
    case 'messages':
      return recipient.emailMessages;
    case 'delivery':
      return recipient.emailDelivery;
    case 'ratings':
      return recipient.emailRatings;
  }
}

export async function notify(em: EntityManager, notices: Notice | Notice[]): Promise<void> {
  // Outside a transaction the rows would commit on their own, before or without the change they report.
  if (!em.isInTransaction()) throw new Error('notify() must run inside the transaction of the change');
  let queued = false;
  for (const { to, message, eventKey, address } of Array.isArray(notices) ? notices : [notices]) {
    // A deleted account (account-deletion.ts) reads nothing and has no address.
    if (to.deletedAt) continue;
    const kind = NOTIFICATION_KINDS[message.kind];
    if (kind.inApp) {
      const item = renderInApp(message, to.spelling);
      if (item) {
        const inserted = await em.execute<{ id: number }[]>(
          `insert into notifications (user_id, kind, title, body, link, event_key, created_at)
           values (?, ?, ?, ?, ?, ?, now())
           on conflict (user_id, event_key) do nothing returning id`,
          [to.id, message.kind, item.title, item.body, item.link, eventKey],
        );
        if (inserted.length > 0) {
          await em.execute('select pg_notify(?, ?)', [NOTIFICATIONS_CHANNEL, String(to.id)]);
        }
      }
    }
    if (!wantsEmail(to, preferenceOf(message.kind))) continue;
    const inserted = await em.execute<{ id: string }[]>(
      `insert into emails (id, user_id, to_address, recipient_name, spelling, kind, event_key, message, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (event_key, to_address) do nothing returning id`,
      [
        randomUUID(),
        to.id,
        address ?? to.email,
        to.name,
        to.spelling,
        message.kind,
        eventKey,
        JSON.stringify(message),
      ],
    );
    if (inserted.length > 0) queued = true;
  }
  if (queued) await em.execute('select pg_notify(?, ?)', [OUTBOX_CHANNEL, '']);
}

// The admins, for the notices about the business as a whole.
export async function admins(em: EntityManager): Promise<User[]> {
  return em.find(User, { role: 'admin', deletedAt: null }, { orderBy: { id: 'asc' } });
}

export async function notifyAdmins(
  em: EntityManager,
  message: NotificationMessage,
  eventKey: string,
): Promise<void> {
  const everyAdmin = await admins(em);
  await notify(
    em,
    everyAdmin.map((admin) => ({ to: admin, message, eventKey })),
  );
}
