// The chat's live stream (docs/decisions/0006): every instance hears new message ids from PostgreSQL
// (live/live-bus.ts), reads them through loadDeliveries, and hands each to the streams of the users who may
// read it; a reconnect replays what it missed.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type BellState, CHAT_LIMITS, type ChatEvent, type MessageDto } from '../../shared/schemas/chat.ts';
import { Message } from '../db/entities/conversation.ts';
import type { User } from '../db/entities/user.ts';
import { preparedRows } from '../db/prepared-query.ts';
import { AppError } from '../errors.ts';
import { type LiveBus, StreamLimitError } from '../live/live-bus.ts';
import {
  type ChatViewer,
  type ConversationAudience,
  chatViewer,
  loadAudiences,
  mayRead,
  readableCondition,
} from './chat-access.ts';
import { toMessageDto } from './chat-reads.ts';

export interface Delivery {
  message: MessageDto;
  audience: ConversationAudience;
}

// What the bus reads for a batch of new message ids: a fixed number of statements whatever the batch.
// The newest message's id (0 with none): where a new stream starts, and where the bus starts to catch up from
// once it first listens (src/server/live/live-bus.ts).
export async function newestMessageId(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>('select coalesce(max(id), 0)::int as id from messages');
  return row?.id ?? 0;
}

// Where a new stream starts (the newest message) and what the user's bell holds as it starts, in one
// statement: the newest notification and the unread count, as the bell's own read (notification-service.ts)
// answers them.
async function startingPoint(
  em: EntityManager,
  userId: number,
): Promise<{ messageId: number; bell: BellState }> {
  const [row] = await preparedRows<{ message_id: number; newest_id: number; unread: number }>(
    em,
    `select (select coalesce(max(id), 0) from messages)::int as message_id,
            (select coalesce(max(id), 0) from notifications where user_id = ?)::int as newest_id,
            (select count(*) from notifications where user_id = ? and read_at is null)::int as unread`,
    [userId, userId],
  );
  return {
    messageId: row?.message_id ?? 0,
    bell: { newestId: row?.newest_id ?? 0, unread: row?.unread ?? 0 },
  };
}

// What was committed while the bus had no connection listening, oldest first.
export async function messageIdsAfter(em: EntityManager, id: number, limit: number): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    'select id from messages where id > ? order by id limit ?',
    [id, limit],
  );
  return rows.map((row) => row.id);
}

export async function loadDeliveries(em: EntityManager, ids: number[]): Promise<Delivery[]> {
  const messages = await em.find(
    Message,
    { id: { $in: ids } },
    { populate: ['sender'], orderBy: { id: 'asc' } },
  );
  const audiences = await loadAudiences(em, [...new Set(messages.map((message) => message.conversation.id))]);
  return messages.flatMap((message) => {
    const audience = audiences.get(message.conversation.id);
    return audience ? [{ message: toMessageDto(message), audience }] : [];
  });
}

// Messages after `afterId` that the viewer may read, oldest first, at most `limit` of them.
async function missedMessages(
  em: EntityManager,
  viewer: ChatViewer,
  afterId: number,
  limit: number,
): Promise<MessageDto[]> {
  const readable = readableCondition(viewer);
  const rows = await em.execute<{ id: number }[]>(
    `select m.id from messages m join conversations c on c.id = m.conversation_id
      where m.id > ? and ${readable.sql} order by m.id limit ${limit}`,
    [afterId, ...readable.params],
  );
  if (rows.length === 0) return [];
  const messages = await em.find(
    Message,
    { id: { $in: rows.map((row) => row.id) } },
    { populate: ['sender'], orderBy: { id: 'asc' } },
  );
  return messages.map(toMessageDto);
}

export interface StreamedEvent {
  // A message id, which the client sends back as lastEventId when it reconnects.
  id: string;
  event: ChatEvent;
}

// A logout, a session ended from elsewhere or a decided application reaches the stream at once through the
// bus (an 'access' event, live/live-bus.ts); as a backstop the caller is also checked again at most this
// often, before a message is handed over.
const RECHECK_MS = 30_000;

export interface StreamOptions {
  em: EntityManager;
  user: User;
  bus: LiveBus<Delivery>;
  lastEventId: string | undefined;
  signal: AbortSignal;
  // The signed-in user as the session says now, or null once it no longer counts.
  recheckUser: () => Promise<User | null>;
}

// Subscribes first and replays second, so that nothing committed in between falls through the gap; a
// message both replayed and delivered live is sent once.
export async function* streamChatEvents(options: StreamOptions): AsyncGenerator<StreamedEvent> {
  const { em, bus, signal } = options;
  let viewer = await chatViewer(em.fork(), options.user);
  const subscription = await bus
    .subscribe((delivery) => mayRead(viewer, delivery.audience), signal, options.user.id)
    .catch((error: unknown) => {
      if (error instanceof StreamLimitError) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `You have ${CHAT_LIMITS.streamsPerUser} live connections open already. Close a tab to open another.`,
        );
      }
      throw error;
    });
  try {
    const replayed = new Set<number>();
    // Every event carries a message id to resume from: a notifications event carries the last one this
    // stream has passed, so that a reconnect after it replays exactly what came later.
    const start = await startingPoint(em.fork(), options.user.id);
    let resumeFrom = options.lastEventId ?? String(start.messageId);
    // Now that the stream listens, the bell as it stands: a page whose own read of it says otherwise (a
    // notification written between that read and this moment) reads it again.
    yield { id: resumeFrom, event: { type: 'notifications', bell: start.bell } };
    if (options.lastEventId !== undefined) {
      const afterId = Number(options.lastEventId);
      const missed = await missedMessages(em.fork(), viewer, afterId, CHAT_LIMITS.catchUpMessages + 1);
      if (missed.length > CHAT_LIMITS.catchUpMessages) {
        // Too much to replay one by one: the screen reads its conversations again, and a later reconnect
        // goes on from the newest message there is now.
        resumeFrom = String(await newestMessageId(em.fork()));
        yield { id: resumeFrom, event: { type: 'resync' } };
      } else {
        for (const message of missed) {
          replayed.add(message.id);
          resumeFrom = String(message.id);
          yield { id: resumeFrom, event: { type: 'message', message } };
        }
      }
    }

    let checkedAt = Date.now();
    for await (const busEvent of subscription) {
      if (busEvent.type === 'resync') {
        resumeFrom = String(await newestMessageId(em.fork()));
        yield { id: resumeFrom, event: { type: 'resync' } };
        continue;
      }
      if (busEvent.type === 'notifications') {
        yield { id: resumeFrom, event: { type: 'notifications' } };
        continue;
      }
      if (busEvent.type === 'access') {
        // Ends the stream when its session no longer counts; otherwise reads what the user may read now.
        const current = await options.recheckUser();
        if (!current) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
        viewer = await chatViewer(em.fork(), current);
        checkedAt = Date.now();
        continue;
      }
      const { message } = busEvent.delivery;
      if (replayed.delete(message.id)) continue;
      if (Date.now() - checkedAt > RECHECK_MS) {
        const current = await options.recheckUser();
        if (!current) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
        viewer = await chatViewer(em.fork(), current);
        checkedAt = Date.now();
        if (!mayRead(viewer, busEvent.delivery.audience)) continue;
      }
      resumeFrom = String(message.id);
      yield { id: resumeFrom, event: { type: 'message', message } };
    }
  } finally {
    subscription.close();
  }
}
