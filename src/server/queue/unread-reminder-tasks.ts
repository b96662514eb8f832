// The reminders of unread chat messages: a sweep each minute, run by whichever instance takes it.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Job, PgBoss } from 'pg-boss';
import { sendUnreadMessageReminders } from '../services/unread-reminders.ts';
import { ensureQueue } from './queue-setup.ts';

export const UNREAD_REMINDERS_QUEUE = 'chat-unread-reminders';

export async function startUnreadReminderTasks(boss: PgBoss, options: { orm: MikroORM }): Promise<void> {
  await ensureQueue(boss, UNREAD_REMINDERS_QUEUE, { retryLimit: 1, expireInSeconds: 300 });
  await boss.work(UNREAD_REMINDERS_QUEUE, async (_tasks: Job[]) => {
    await sendUnreadMessageReminders(options.orm.em.fork());
  });
  await boss.schedule(UNREAD_REMINDERS_QUEUE, '* * * * *');
}
