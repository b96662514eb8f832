// The chat's reads and how the live stream and the screen keep them current.
import type { QueryClient } from '@tanstack/react-query';
import type {
  ChatEvent,
  ConversationDetailDto,
  ConversationSummaryDto,
  MessageDto,
} from '../../../shared/schemas/chat.ts';
import { JUST_ANSWERED_MS } from '../../query-client.ts';
import { trpc } from '../../trpc.ts';
import { detailWithMessage, listWithMessage, listWithUnread } from './chat-cache.ts';

// Kept current by the live stream (open in every signed-in tab); read again when the chat opens after a while away.
export const conversationsQuery = () => trpc.chat.list.queryOptions(undefined, { staleTime: 5_000 });
// Opening a conversation reads it again, which also marks it read on the server; but not twice in a row, as
// the route's loader (or the server's render of the page) and the pane it opens would.
export const conversationQuery = (id: number) =>
  trpc.chat.byId.queryOptions({ id }, { staleTime: JUST_ANSWERED_MS });

/** The list is read again on each visit to the chat: it changed while the reader was elsewhere. */
export function loadConversations(queryClient: QueryClient): Promise<ConversationSummaryDto[]> {
  return queryClient.fetchQuery({ ...conversationsQuery(), staleTime: JUST_ANSWERED_MS });
}

/** The conversation a visit opens, read before the screen shows (on the server, for its HTML). */
export function loadConversation(queryClient: QueryClient, id: number): Promise<ConversationDetailDto> {
  return queryClient.fetchQuery(conversationQuery(id));
}

export function refreshChat(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.chat.pathKey() });
}

/**
 * A message arrived (from the stream, or the reader's own send): the conversation and the list show it.
 * A conversation the list does not know yet (someone opened it to this reader) means reading the list again.
 */
export function receiveMessage(queryClient: QueryClient, message: MessageDto, counts: boolean): void {
  queryClient.setQueryData<ConversationDetailDto>(
    trpc.chat.byId.queryKey({ id: message.conversationId }),
    (detail) => (detail ? detailWithMessage(detail, message) : detail),
  );
  const list = queryClient.getQueryData<ConversationSummaryDto[]>(trpc.chat.list.queryKey());
  if (!list) return;
  const next = listWithMessage(list, message, counts);
  if (next) queryClient.setQueryData(trpc.chat.list.queryKey(), next);
  else void queryClient.invalidateQueries({ queryKey: trpc.chat.list.queryKey() });
}

export function setUnread(queryClient: QueryClient, conversationId: number, unreadCount: number): void {
  queryClient.setQueryData<ConversationSummaryDto[]>(trpc.chat.list.queryKey(), (list) =>
    list ? listWithUnread(list, conversationId, unreadCount) : list,
  );
}

/** What the chat screen, while it is open, tells the live stream: the conversation the reader is looking at. */
export interface ChatWatch {
  openConversationId: number | undefined;
  markRead(conversationId: number): void;
}

const isVisible = () => document.visibilityState === 'visible';

/**
 * A message or a resync from the live stream. Without a chat screen open, the cached list and conversations
 * still follow, so that coming back to the chat shows them as they are.
 */
export function applyChatEvent(
  queryClient: QueryClient,
  event: ChatEvent,
  userId: number,
  watch: ChatWatch | null,
): void {
  if (event.type === 'notifications') return;
  if (event.type === 'resync') {
    void refreshChat(queryClient);
    return;
  }
  const { message } = event;
  const mine = message.senderId === userId;
  // Someone looking at the conversation reads the message as it arrives.
  const seen = watch !== null && message.conversationId === watch.openConversationId && isVisible();
  const listKey = trpc.chat.list.queryKey();
  // A list read while the message was being written may not hold it: it is read once more.
  const listInFlight = queryClient.isFetching({ queryKey: listKey }) > 0;
  receiveMessage(queryClient, message, !mine && !seen);
  if (seen && !mine) watch.markRead(message.conversationId);
  if (listInFlight) void queryClient.invalidateQueries({ queryKey: listKey });
}
