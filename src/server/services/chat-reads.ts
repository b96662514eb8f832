// Reading the chat (docs/product.md "Chat"): the caller's conversations with unread counts from their own
// last-read mark, a conversation's messages a page at a time, and the mark itself. Who may read what is
// chat-access.ts's; writing is chat-writes.ts's and the live stream chat-stream.ts's.
import type { EntityManager } from '@mikro-orm/postgresql';
import { UNREAD_COUNTED_UP_TO } from '../../shared/domain/unread-count.ts';
import type {
  ConversationDetailDto,
  ConversationSummaryDto,
  EarlierMessagesDto,
  MessageDto,
} from '../../shared/schemas/chat.ts';
import { CHAT_LIMITS } from '../../shared/schemas/chat.ts';
import { Conversation, ConversationParticipant, Message } from '../db/entities/conversation.ts';
import type { User } from '../db/entities/user.ts';
import { preparedRows } from '../db/prepared-query.ts';
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
import { newestFirst, type Page, type PageQuery } from './read-models/page.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
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
// page first, then, for its rows only, the last message and its sender by a lateral join and the unread count
// against the caller's own mark (counted for every readable conversation before the page was cut, it cost a
// count of each one's messages). Each count stops at UNREAD_COUNTED_UP_TO, which its badge shows as "99+".
export async function conversationsPage(
  em: EntityManager,
  user: User,
  query: PageQuery,
): Promise<Page<ConversationSummaryDto>> {
  const viewer = await chatViewer(em, user);
  const readable = readableCondition(viewer);
  const keyset = newestFirst(query, 'coalesce(c.last_message_at, c.created_at)', 'c.id');
  const rows = await preparedRows<SummaryRow & { position: string }>(
    em,
    `select c.id, c.title, c.job_id, c.created_at, c.last_message_at,
        lm.id as last_message_id, left(lm.content, ${PREVIEW_CHARS}) as last_message_content,
        lm.sender_id as last_sender_id, lu.name as last_sender_name,
        (select count(*) from (select from messages um
          where um.conversation_id = c.id and um.sender_id <> ?
            and (mark.last_read_at is null or um.created_at > mark.last_read_at)
          limit ${UNREAD_COUNTED_UP_TO}) counted)::int as unread_count,
        c.position
      from (select c.*, ${keyset.position} as position from conversations c
             where ${readable.sql} and ${keyset.after.sql}
             order by ${keyset.orderBy}
             limit ?) c
      left join conversation_participants mark on mark.conversation_id = c.id and mark.user_id = ?
      left join lateral (select m.id, m.content, m.sender_id from messages m
        where m.conversation_id = c.id order by m.conversation_id desc, m.id desc limit 1) lm on true
      left join users lu on lu.id = lm.sender_id
      order by ${keyset.orderBy}`,
    [viewer.id, ...readable.params, ...keyset.after.params, keyset.limit + 1, viewer.id],
  );
  return keyset.page(rows, toSummaryDto);
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

export async function readableAudience(
  em: EntityManager,
  viewer: ChatViewer,
  conversationId: number,
): Promise<ConversationAudience> {
  const audience = (await loadAudiences(em, [conversationId])).get(conversationId);
  // A conversation the caller may not read does not exist for them (docs/product.md "The REST contract").
  if (!audience || !mayRead(viewer, audience)) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return audience;
}

// The job's client and copywriter are members of its conversation by right; anyone else who only reads
// keeps a mark without joining.
function joinsByReading(viewer: ChatViewer, audience: ConversationAudience): boolean {
  return audience.job?.clientId === viewer.id || audience.job?.copywriterId === viewer.id;
}

// Moves the caller's mark to the newest message of the conversation, in one statement; it never moves back,
// and a mark already there is left alone: reopening a conversation read before writes nothing, so its
// readers neither wait on each other's lock of their row nor on a flush to disk.
async function markAsRead(
  em: EntityManager,
  viewer: ChatViewer,
  audience: ConversationAudience,
): Promise<void> {
  await em.execute(
    `insert into conversation_participants (conversation_id, user_id, joined, last_read_at, created_at)
      select ?, ?, ?, newest.at, now()
        from (select max(m.created_at) as at from messages m where m.conversation_id = ?) newest
       where newest.at is not null
         and not exists (select 1 from conversation_participants mine
           where mine.conversation_id = ? and mine.user_id = ? and mine.last_read_at >= newest.at)
      on conflict (conversation_id, user_id) do update
        set last_read_at = greatest(conversation_participants.last_read_at, excluded.last_read_at)`,
    [
      audience.conversationId,
      viewer.id,
      joinsByReading(viewer, audience),
      audience.conversationId,
      audience.conversationId,
      viewer.id,
    ],
  );
}

// The newest messages of a conversation before a message, newest first, as ids. The order names the
// conversation too, and the conversation is given as a range, so that only the (conversation_id, id) index
// can answer it: asked for the id order under "conversation_id = 1", PostgreSQL reads the primary key
// backwards, as if every conversation's messages were spread evenly over it, and an old conversation with many
// messages cost seconds at a million messages (bench/scale.ts, docs/decisions/0030).
const PAGE_IDS = `select m.id from messages m
  where m.conversation_id >= ? and (m.conversation_id, m.id) < (?, ?)
  order by m.conversation_id desc, m.id desc
  limit ?`;
// Past every id: the first page has no message to be before.
const AFTER_EVERY_ID = 2_147_483_647;

async function messagePage(
  em: EntityManager,
  conversationId: number,
  before?: number,
): Promise<{ messages: MessageDto[]; hasEarlierMessages: boolean }> {
  const ids = await preparedRows<{ id: number }>(em, PAGE_IDS, [
    conversationId,
    conversationId,
    before ?? AFTER_EVERY_ID,
    CHAT_LIMITS.messagesPerPage + 1,
  ]);
  const hasEarlierMessages = ids.length > CHAT_LIMITS.messagesPerPage;
  const page = await em.find(
    Message,
    { id: { $in: ids.slice(0, CHAT_LIMITS.messagesPerPage).map((row) => row.id) } },
    { populate: ['sender'], orderBy: { id: 'asc' } },
  );
  return { messages: page.map(toMessageDto), hasEarlierMessages };
}

// GET /api/conversations/{id}: reading it marks it read for the caller (docs/product.md "Chat").
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
