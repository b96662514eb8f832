// The chat's reads and how the live stream and the screen keep them current.
import type { QueryClient } from '@tanstack/react-query';
import type {
  ConversationDetailDto,
  ConversationSummaryDto,
  MessageDto,
} from '../../../shared/schemas/chat.ts';
import { trpc } from '../../trpc.ts';
import { detailWithMessage, listWithMessage, listWithUnread } from './chat-cache.ts';

// Kept current by the live stream while the chat is open; read again when the chat opens after a while away.
export const conversationsQuery = () => trpc.chat.list.queryOptions(undefined, { staleTime: 5_000 });
// Opening a conversation reads it again, which also marks it read on the server.
export const conversationQuery = (id: number) => trpc.chat.byId.queryOptions({ id }, { staleTime: 0 });

/** The list is read again on each visit to the chat: it changed while the reader was elsewhere. */
export function loadConversations(queryClient: QueryClient): Promise<ConversationSummaryDto[]> {
  return queryClient.fetchQuery({ ...conversationsQuery(), staleTime: 0 });
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
