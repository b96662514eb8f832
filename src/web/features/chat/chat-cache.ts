// How a new message changes what the chat screen holds: pure functions over the cached list and conversation,
// so that a message that arrives twice (sent here and streamed back, or replayed after a reconnect) counts once.
import { withMoreUnread } from '../../../shared/domain/unread-count.ts';
import type {
  ConversationDetailDto,
  ConversationSummaryDto,
  MessageDto,
} from '../../../shared/schemas/chat.ts';

// The list shows a line of the last message, as the server cuts it.
export const PREVIEW_CHARS = 200;

function activity(conversation: ConversationSummaryDto): string {
  return conversation.lastMessageAt ?? conversation.createdAt;
}

/** Most recently active first, as the server orders the list. */
export function sortConversations(conversations: ConversationSummaryDto[]): ConversationSummaryDto[] {
  // ISO timestamps, which sort as text; localeCompare would load the locale's collation data.
  return [...conversations].sort((a, b) => {
    const first = activity(a);
    const second = activity(b);
    return first === second ? b.id - a.id : first < second ? 1 : -1;
  });
}

/**
 * The list after `message` arrived, or undefined when its conversation is not in the list (a conversation
 * new to this reader: the list must be read again). `counts` says whether it adds to the unread count: not
 * for the reader's own message, nor for one that arrives in the conversation they are looking at.
 */
export function listWithMessage(
  conversations: ConversationSummaryDto[],
  message: MessageDto,
  counts: boolean,
): ConversationSummaryDto[] | undefined {
  const index = conversations.findIndex((conversation) => conversation.id === message.conversationId);
  if (index === -1) return undefined;
  const current = conversations[index]!;
  // Already shown, or older than what is shown: nothing changes.
  if (current.lastMessage && current.lastMessage.id >= message.id) return conversations;
  const updated: ConversationSummaryDto = {
    ...current,
    lastMessage: {
      id: message.id,
      content: message.content.slice(0, PREVIEW_CHARS),
      sender: { id: message.sender.id, name: message.sender.name },
    },
    lastMessageAt: message.createdAt,
    unreadCount: withMoreUnread(current.unreadCount, counts ? 1 : 0),
  };
  return sortConversations(conversations.map((conversation, at) => (at === index ? updated : conversation)));
}

export function listWithUnread(
  conversations: ConversationSummaryDto[],
  conversationId: number,
  unreadCount: number,
): ConversationSummaryDto[] {
  return conversations.map((conversation) =>
    conversation.id === conversationId ? { ...conversation, unreadCount } : conversation,
  );
}

export function mergeMessages(...pages: MessageDto[][]): MessageDto[] {
  const byId = new Map<number, MessageDto>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The conversation after `message` arrived in it; the same object when it was already there. */
export function detailWithMessage(detail: ConversationDetailDto, message: MessageDto): ConversationDetailDto {
  if (message.conversationId !== detail.conversation.id) return detail;
  if (detail.messages.some((shown) => shown.id === message.id)) return detail;
  const messages = mergeMessages(detail.messages, [message]);
  const newest = messages.at(-1)!;
  const joined = detail.participants.some((participant) => participant.user.id === message.sender.id);
  return {
    ...detail,
    messages,
    conversation: {
      ...detail.conversation,
      lastMessage: {
        id: newest.id,
        content: newest.content.slice(0, PREVIEW_CHARS),
        sender: { id: newest.sender.id, name: newest.sender.name },
      },
      lastMessageAt: newest.createdAt,
    },
    // Writing makes the writer a member: the header shows them from their first message on.
    participants: joined
      ? detail.participants
      : [...detail.participants, { id: -message.sender.id, user: { ...message.sender } }],
  };
}

export function newestMessageId(conversations: ConversationSummaryDto[]): number {
  return Math.max(0, ...conversations.map((conversation) => conversation.lastMessage?.id ?? 0));
}

export function totalUnread(conversations: ConversationSummaryDto[]): number {
  return conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
}
