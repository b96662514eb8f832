// The chat's rules: who reads and writes where (chat-access.ts), unread counts from each reader's last-read
// mark, and the live stream of new messages that every instance feeds from PostgreSQL (chat/message-bus.ts).
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CHAT_LIMITS,
  type ChatEvent,
  type ConversationDetailDto,
  type ConversationSummaryDto,
  type EarlierMessagesDto,
  type MessageDto,
} from '../../shared/schemas/chat.ts';
import { announceMessage, type ChatBus, StreamLimitError } from '../chat/message-bus.ts';
import { Conversation, ConversationParticipant, Message } from '../db/entities/conversation.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import {
  type ChatViewer,
  type ConversationAudience,
  chatViewer,
  loadAudiences,
  mayPost,
  mayRead,
  readableCondition,
} from './chat-access.ts';
import { lockJob } from './job-transitions.ts';
import {
  afterTime,
  decodeTimeCursor,
  fitPage,
  type Page,
  type PageQuery,
  pageLimit,
  positionOf,
  timeCursor,
} from './read-models/page.ts';

const NOT_FOUND = 'Conversation not found';
// The list shows a line of the last message; the whole of it is in the conversation.
const PREVIEW_CHARS = 200;

export function toMessageDto(message: Message): MessageDto {
  return {
    id: message.id,
    conversationId: message.conversation.id,
    senderId: message.sender.id,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    sender: {
      id: message.sender.id,
      name: message.sender.name,
      role: message.sender.role,
      profileImageUrl: message.sender.profileImageUrl ?? null,
    },
  };
}

// --- Reading ---------------------------------------------------------------------------------------------

interface SummaryRow {
  id: number;
  title: string;
  job_id: number | null;
  created_at: Date;
  last_message_at: Date | null;
  last_message_id: number | null;
  last_message_content: string | null;
  last_sender_id: number | null;
  last_sender_name: string | null;
  unread_count: number;
}

// The conversations the caller may read, most recently active first, a page at a time, in one statement: the
// last message and its sender by a lateral join, the unread count against the caller's own mark.
export async function conversationsPage(
  em: EntityManager,
  user: User,
  query: PageQuery,
): Promise<Page<ConversationSummaryDto>> {
  const viewer = await chatViewer(em, user);
  const readable = readableCondition(viewer);
  const limit = pageLimit(query);
  const activity = 'coalesce(c.last_message_at, c.created_at)';
  const after = afterTime(activity, 'c.id', 'desc', decodeTimeCursor(query.cursor));
  const rows = await em.execute<(SummaryRow & { position: string })[]>(
    `select c.id, c.title, c.job_id, c.created_at, c.last_message_at,
        lm.id as last_message_id, left(lm.content, ${PREVIEW_CHARS}) as last_message_content,
        lm.sender_id as last_sender_id, lu.name as last_sender_name,
        (select count(*) from messages um
          where um.conversation_id = c.id and um.sender_id <> ?
            and (mark.last_read_at is null or um.created_at > mark.last_read_at))::int as unread_count,
        ${positionOf(activity)} as position
      from conversations c
      left join conversation_participants mark on mark.conversation_id = c.id and mark.user_id = ?
      left join lateral (select m.id, m.content, m.sender_id from messages m
        where m.conversation_id = c.id order by m.id desc limit 1) lm on true
      left join users lu on lu.id = lm.sender_id
      where ${readable.sql} and ${after.sql}
      order by ${activity} desc, c.id desc
      limit ?`,
    [viewer.id, viewer.id, ...readable.params, ...after.params, limit + 1],
  );
  return fitPage(rows, limit, toSummaryDto, (row) => timeCursor(row.position, row.id));
}

function toSummaryDto(row: SummaryRow): ConversationSummaryDto {
  return {
    id: row.id,
    title: row.title,
    jobId: row.job_id,
    lastMessage:
      row.last_message_id === null
        ? null
        : {
            id: row.last_message_id,
            content: row.last_message_content ?? '',
            sender: { id: row.last_sender_id!, name: row.last_sender_name ?? '' },
          },
    lastMessageAt: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    unreadCount: row.unread_count,
  };
}

// The first page of them.
export async function listConversations(em: EntityManager, user: User): Promise<ConversationSummaryDto[]> {
  return (await conversationsPage(em, user, {})).items;
}

async function readableAudience(
  em: EntityManager,
  viewer: ChatViewer,
  conversationId: number,
): Promise<ConversationAudience> {
  const audience = (await loadAudiences(em, [conversationId])).get(conversationId);
  // A conversation the caller may not read does not exist for them (DECISIONS.md "Errors").
  if (!audience || !mayRead(viewer, audience)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return audience;
}

// The job's client and copywriter are members of its conversation by right; anyone else who only reads
// keeps a mark without joining.
function joinsByReading(viewer: ChatViewer, audience: ConversationAudience): boolean {
  return audience.job?.clientId === viewer.id || audience.job?.copywriterId === viewer.id;
}

// Moves the caller's mark to the newest message of the conversation, in one statement; it never moves back.
async function markAsRead(
  em: EntityManager,
  viewer: ChatViewer,
  audience: ConversationAudience,
): Promise<void> {
  await em.execute(
    `insert into conversation_participants (conversation_id, user_id, joined, last_read_at, created_at)
      select ?, ?, ?, max(m.created_at), now() from messages m where m.conversation_id = ?
      having max(m.created_at) is not null
      on conflict (conversation_id, user_id) do update
        set last_read_at = greatest(conversation_participants.last_read_at, excluded.last_read_at)`,
    [audience.conversationId, viewer.id, joinsByReading(viewer, audience), audience.conversationId],
  );
}

async function messagePage(
  em: EntityManager,
  conversationId: number,
  before?: number,
): Promise<{ messages: MessageDto[]; hasEarlierMessages: boolean }> {
  const newestFirst = await em.find(
    Message,
    { conversation: conversationId, ...(before === undefined ? {} : { id: { $lt: before } }) },
    { populate: ['sender'], orderBy: { id: 'desc' }, limit: CHAT_LIMITS.messagesPerPage + 1 },
  );
  const hasEarlierMessages = newestFirst.length > CHAT_LIMITS.messagesPerPage;
  const page = newestFirst.slice(0, CHAT_LIMITS.messagesPerPage).reverse();
  return { messages: page.map(toMessageDto), hasEarlierMessages };
}

// GET /api/conversations/{id}: reading it marks it read for the caller (SPEC.md section 7).
export async function getConversation(
  em: EntityManager,
  user: User,
  conversationId: number,
): Promise<ConversationDetailDto> {
  const viewer = await chatViewer(em, user);
  const audience = await readableAudience(em, viewer, conversationId);
  const conversation = await em.findOneOrFail(Conversation, conversationId);
  const { messages, hasEarlierMessages } = await messagePage(em, conversationId);
  const participants = await em.find(
    ConversationParticipant,
    { conversation: conversationId, joined: true },
    { populate: ['user'], orderBy: { id: 'asc' } },
  );
  await markAsRead(em, viewer, audience);
  const last = messages.at(-1);
  return {
    conversation: {
      id: conversation.id,
      title: conversation.title,
      jobId: conversation.job?.id ?? null,
      lastMessage: last
        ? {
            id: last.id,
            content: last.content.slice(0, PREVIEW_CHARS),
            sender: { id: last.sender.id, name: last.sender.name },
          }
        : null,
      lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
      createdAt: conversation.createdAt.toISOString(),
    },
    participants: participants.map((participant) => ({
      id: participant.id,
      user: {
        id: participant.user.id,
        name: participant.user.name,
        role: participant.user.role,
        profileImageUrl: participant.user.profileImageUrl ?? null,
      },
    })),
    messages,
    hasEarlierMessages,
    canPost: mayPost(viewer, audience),
  };
}

export async function getEarlierMessages(
  em: EntityManager,
  user: User,
  conversationId: number,
  before: number,
): Promise<EarlierMessagesDto> {
  const viewer = await chatViewer(em, user);
  await readableAudience(em, viewer, conversationId);
  return messagePage(em, conversationId, before);
}

// For an open screen on which new messages arrive: the caller has seen them.
export async function markConversationRead(
  em: EntityManager,
  user: User,
  conversationId: number,
): Promise<void> {
  const viewer = await chatViewer(em, user);
  await markAsRead(em, viewer, await readableAudience(em, viewer, conversationId));
}

// --- Writing ---------------------------------------------------------------------------------------------

export async function createConversation(
  em: EntityManager,
  creator: User,
  title: string,
): Promise<{ id: number }> {
  const conversation = em.create(Conversation, { title, createdBy: creator });
  em.create(ConversationParticipant, { conversation, user: creator });
  await em.flush();
  return { id: conversation.id };
}

async function join(em: EntityManager, conversationId: number, userIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await em.execute(
    `insert into conversation_participants (conversation_id, user_id, joined, created_at)
      values ${ids.map(() => '(?, ?, true, now())').join(', ')}
      on conflict (conversation_id, user_id) do update set joined = true`,
    ids.flatMap((id) => [conversationId, id]),
  );
}

// Under the lock that serialises a conversation's writers: each message is later than the one before, so
// that a read mark (the time of the newest message seen) never hides a message written in the same instant.
async function writeMessage(
  em: EntityManager,
  conversation: Conversation,
  sender: User,
  content: string,
): Promise<MessageDto> {
  const previous = conversation.lastMessageAt?.getTime() ?? 0;
  const createdAt = new Date(Math.max(Date.now(), previous + 1));
  const message = em.create(Message, { conversation, sender, content, createdAt });
  conversation.lastMessageAt = createdAt;
  await em.flush();
  // Whoever writes has the conversation in front of them: what came before is read.
  await em.execute(
    `update conversation_participants set last_read_at = greatest(last_read_at, ?)
      where conversation_id = ? and user_id = ?`,
    [createdAt, conversation.id, sender.id],
  );
  await announceMessage(em, message.id);
  return toMessageDto(message);
}

// POST /api/conversations/{id}/messages. A job's conversation is written through the job's own rules.
export async function postMessage(
  em: EntityManager,
  sender: User,
  conversationId: number,
  content: string,
): Promise<MessageDto> {
  const [found] = await em.execute<{ job_id: number | null }[]>(
    'select job_id from conversations where id = ?',
    [conversationId],
  );
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  // The job's lock comes first, as on the job's own path, so that the two paths never wait on each other.
  if (found.job_id !== null)
    return postInJobConversation(em, sender, found.job_id, content, { missing: NOT_FOUND });

  return em.transactional(async (tx) => {
    // Locked, so that two copywriters answering an open conversation at once cannot both take it.
    const conversation = await tx.findOneOrFail(Conversation, conversationId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    const viewer = await chatViewer(tx, sender);
    const audience = await readableAudience(tx, viewer, conversationId);
    if (!mayPost(viewer, audience)) throw new AppError('NOT_FOUND', NOT_FOUND);
    // Writing makes the writer a member: an open conversation is now theirs and its client's.
    if (!audience.memberIds.includes(sender.id)) await join(tx, conversationId, [sender.id]);
    return writeMessage(tx, conversation, sender, content);
  });
}

// POST /api/conversations/job/{id}/message: the job's own conversation, made on first use with the job's
// client and copywriter as members (DECISIONS.md "Chat").
export async function postJobMessage(
  em: EntityManager,
  sender: User,
  jobId: number,
  content: string,
): Promise<MessageDto> {
  return postInJobConversation(em, sender, jobId, content, { missing: 'Job not found' });
}

async function postInJobConversation(
  em: EntityManager,
  sender: User,
  jobId: number,
  content: string,
  words: { missing: string },
): Promise<MessageDto> {
  return em.transactional(async (tx) => {
    // Locked: two first messages cannot both create the job's conversation, and its writers take turns.
    const job = await lockJob(tx, jobId);
    let conversation = await tx.findOne(Conversation, { job: job.id });
    const quoters = await tx.find(
      Quote,
      { job: job.id, copywriter: { $ne: null } },
      { fields: ['copywriter'] },
    );
    const members = conversation
      ? ((await loadAudiences(tx, [conversation.id])).get(conversation.id)?.memberIds ?? [])
      : [];
    const audience: ConversationAudience = {
      conversationId: conversation?.id ?? 0,
      createdById: conversation?.createdBy.id ?? sender.id,
      creatorRole: sender.role,
      memberIds: members,
      job: {
        id: job.id,
        clientId: job.client?.id ?? null,
        copywriterId: job.copywriter?.id ?? null,
        status: job.status,
        approvedAt: job.approvedAt ?? null,
        reviewWindowEndsAt: job.reviewWindowEndsAt ?? null,
        quoterIds: quoters.map((quote) => quote.copywriter!.id),
      },
    };
    const viewer = await chatViewer(tx, sender);
    if (!mayRead(viewer, audience)) throw new AppError('NOT_FOUND', words.missing);
    if (!mayPost(viewer, audience)) {
      if (sender.id === job.client?.id || sender.id === job.copywriter?.id) {
        throw new AppError(
          'INVALID_TRANSITION',
          'Messages can be sent while quotes are in, while work is under way and while a delivery is reviewed',
        );
      }
      throw new AppError('FORBIDDEN', "Only the job's client and copywriter write in its conversation now");
    }
    if (!conversation) {
      conversation = tx.create(Conversation, { title: job.title, job, createdBy: sender });
      await tx.flush();
    }
    // The job's client and copywriter belong to its conversation, also a copywriter assigned after it began.
    const joining = [job.client?.id, job.copywriter?.id, sender.id].filter(
      (id): id is number => id !== undefined && !members.includes(id),
    );
    await join(tx, conversation.id, joining);
    return writeMessage(tx, conversation, sender, content);
  });
}

// A copywriter rejected by an admin leaves every conversation they joined, except those of paid jobs that are
// still theirs: they keep no door to clients they may no longer work for. Their messages stay, and a
// conversation a client started becomes open again to approved copywriters (DECISIONS.md "Chat").
export async function leaveConversations(em: EntityManager, userId: number): Promise<void> {
  await em.execute(
    `update conversation_participants p set joined = false
      where p.user_id = ? and p.joined and not exists (
        select 1 from conversations c join jobs j on j.id = c.job_id
          where c.id = p.conversation_id and j.copywriter_id = ?
            and j.status in ('pending', 'in_progress', 'completed'))`,
    [userId, userId],
  );
}

// --- Live ------------------------------------------------------------------------------------------------

export interface Delivery {
  message: MessageDto;
  audience: ConversationAudience;
}

// What the bus reads for a batch of new message ids: a fixed number of statements whatever the batch.
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

async function newestMessageId(em: EntityManager): Promise<string> {
  const [newest] = await em.execute<{ id: number | null }[]>('select max(id)::int as id from messages');
  return String(newest?.id ?? 0);
}

// A stream that outlives a logout or a revoked approval must notice: the caller is checked again at most
// this often, before a message is handed over.
const RECHECK_MS = 30_000;

export interface StreamOptions {
  em: EntityManager;
  user: User;
  bus: ChatBus<Delivery>;
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
    let resumeFrom = options.lastEventId ?? (await newestMessageId(em.fork()));
    // Now that the stream listens, the bell reads again: a notification written between the page's own read
    // and this moment would otherwise wait for the next one.
    yield { id: resumeFrom, event: { type: 'notifications' } };
    if (options.lastEventId !== undefined) {
      const afterId = Number(options.lastEventId);
      const missed = await missedMessages(em.fork(), viewer, afterId, CHAT_LIMITS.catchUpMessages + 1);
      if (missed.length > CHAT_LIMITS.catchUpMessages) {
        // Too much to replay one by one: the screen reads its conversations again, and a later reconnect
        // goes on from the newest message there is now.
        resumeFrom = await newestMessageId(em.fork());
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
        resumeFrom = await newestMessageId(em.fork());
        yield { id: resumeFrom, event: { type: 'resync' } };
        continue;
      }
      if (busEvent.type === 'notifications') {
        yield { id: resumeFrom, event: { type: 'notifications' } };
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
