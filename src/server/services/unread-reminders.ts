// A chat message that its reader has not seen within 10 minutes is sent to them by email, at most once an hour
// per conversation (docs/product.md "Notifications"). A sweep on the queue runs this once a minute; the
// reminder names the newest unread message, so the same message never reminds twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import { excerpt } from '../../shared/domain/text.ts';
import { User } from '../db/entities/user.ts';
import { notify } from './notify.ts';

const BATCH = 500;

interface Due {
  user_id: number;
  conversation_id: number;
  title: string;
  message_id: number;
  content: string;
  sender_name: string;
}

export function unreadEventKey(conversationId: number, messageId: number): string {
  return `unread:${conversationId}:${messageId}`;
}

export async function sendUnreadMessageReminders(em: EntityManager): Promise<number> {
  // Messages older than a day are left alone: a reminder that late helps nobody.
  const due = await em.execute<Due[]>(
    `select p.user_id, c.id as conversation_id, c.title, m.id as message_id, m.content, s.name as sender_name
       from conversation_participants p
       join conversations c on c.id = p.conversation_id
       join lateral (
         select m.id, m.content, m.sender_id from messages m
          where m.conversation_id = c.id and m.sender_id <> p.user_id
            and m.created_at <= now() - interval '10 minutes'
            and m.created_at > now() - interval '1 day'
            and m.created_at > coalesce(p.last_read_at, '-infinity')
          order by m.id desc limit 1
       ) m on true
       join users s on s.id = m.sender_id
       join users reader on reader.id = p.user_id
       left join jobs j on j.id = c.job_id
      where p.joined
        -- A job's thread is its client's and its writer's whoever joined it (chat-access.ts's mayRead).
        and (c.job_id is null or reader.role = 'admin' or p.user_id = j.client_id
          or p.user_id = coalesce(c.writer_id, j.copywriter_id))
        and not exists (
          select 1 from notifications n
           where n.user_id = p.user_id and n.kind = 'unread_message'
             and n.event_key like 'unread:' || c.id || ':%'
             and n.created_at > now() - interval '1 hour')
      limit ${BATCH}`,
  );
  if (due.length === 0) return 0;
  const users = new Map(
    (await em.find(User, { id: { $in: [...new Set(due.map((row) => row.user_id))] } })).map((user) => [
      user.id,
      user,
    ]),
  );
  await em.transactional(async (tx) => {
    await notify(
      tx,
      due.flatMap((row) => {
        const to = users.get(row.user_id);
        return to
          ? [
              {
                to,
                eventKey: unreadEventKey(row.conversation_id, row.message_id),
                message: {
                  kind: 'unread_message' as const,
                  conversationId: row.conversation_id,
                  conversationTitle: row.title,
                  senderName: row.sender_name,
                  excerpt: excerpt(row.content, 200),
                },
              },
            ]
          : [];
      }),
    );
  });
  return due.length;
}
