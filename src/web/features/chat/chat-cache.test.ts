import { describe, expect, it } from 'vitest';
import { UNREAD_COUNTED_UP_TO } from '../../../shared/domain/unread-count.ts';
import type {
  ConversationDetailDto,
  ConversationSummaryDto,
  MessageDto,
} from '../../../shared/schemas/chat.ts';
import {
  detailWithMessage,
  listWithMessage,
  listWithUnread,
  mergeMessages,
  newestMessageId,
  totalUnread,
} from './chat-cache.ts';

const sender = { id: 7, name: 'Sarah Writer', role: 'copywriter' as const, profileImageUrl: null };

function message(id: number, conversationId: number, content = `m${id}`): MessageDto {
  return {
    id,
    conversationId,
    senderId: sender.id,
    content,
    createdAt: new Date(Date.UTC(2026, 10, 21, 10, id)).toISOString(),
    sender,
  };
}

function summary(id: number, lastId: number | null, unreadCount = 0): ConversationSummaryDto {
  return {
    id,
    title: `Conversation ${id}`,
    jobId: null,
    lastMessage:
      lastId === null ? null : { id: lastId, content: `m${lastId}`, sender: { id: 1, name: 'Clara' } },
    lastMessageAt: lastId === null ? null : new Date(Date.UTC(2026, 10, 21, 10, lastId)).toISOString(),
    createdAt: new Date(Date.UTC(2026, 10, 21, 9, 0)).toISOString(),
    unreadCount,
  };
}

describe('listWithMessage', () => {
  const list = [summary(1, 5), summary(2, 3, 1)];

  it('moves the conversation to the top with the new last message, counting it when asked', () => {
    const next = listWithMessage(list, message(9, 2, 'Hello there'), true)!;
    expect(next.map((conversation) => conversation.id)).toEqual([2, 1]);
    expect(next[0]).toMatchObject({ unreadCount: 2, lastMessage: { id: 9, content: 'Hello there' } });
    expect(listWithMessage(list, message(9, 2), false)![0]!.unreadCount).toBe(1);
  });

  it('counts no further than the server does', () => {
    const full = [summary(2, 3, UNREAD_COUNTED_UP_TO)];
    expect(listWithMessage(full, message(9, 2), true)![0]!.unreadCount).toBe(UNREAD_COUNTED_UP_TO);
  });

  it('counts a message once, however often it arrives', () => {
    const once = listWithMessage(list, message(9, 2), true)!;
    expect(listWithMessage(once, message(9, 2), true)).toBe(once);
    expect(listWithMessage(once, message(4, 2), true)).toBe(once);
  });

  it('says when the conversation is new to the list', () => {
    expect(listWithMessage(list, message(9, 3), true)).toBeUndefined();
  });

  it('clips the preview as the server does', () => {
    const long = 'x'.repeat(500);
    expect(listWithMessage(list, message(9, 1, long), false)![0]!.lastMessage!.content).toHaveLength(200);
  });
});

describe('unread', () => {
  it('sets one conversation’s count and sums them', () => {
    const list = [summary(1, 5, 2), summary(2, 3, 1)];
    expect(totalUnread(list)).toBe(3);
    expect(totalUnread(listWithUnread(list, 1, 0))).toBe(1);
    expect(newestMessageId(list)).toBe(5);
    expect(newestMessageId([summary(4, null)])).toBe(0);
  });
});

describe('detailWithMessage', () => {
  const detail: ConversationDetailDto = {
    conversation: { ...summary(2, 3), unreadCount: undefined } as never,
    participants: [{ id: 1, user: { id: 1, name: 'Clara', role: 'client', profileImageUrl: null } }],
    messages: [message(3, 2)],
    hasEarlierMessages: false,
    canPost: true,
  };

  it('appends a new message once and adds its writer to the participants', () => {
    const next = detailWithMessage(detail, message(4, 2));
    expect(next.messages.map((shown) => shown.id)).toEqual([3, 4]);
    expect(next.participants.map((participant) => participant.user.id)).toEqual([1, 7]);
    expect(next.conversation.lastMessage?.id).toBe(4);
    expect(detailWithMessage(next, message(4, 2))).toBe(next);
    expect(detailWithMessage(detail, message(5, 99))).toBe(detail);
  });

  it('merges pages in id order without repeats', () => {
    expect(
      mergeMessages([message(5, 2), message(6, 2)], [message(1, 2), message(5, 2)]).map((m) => m.id),
    ).toEqual([1, 5, 6]);
  });
});
