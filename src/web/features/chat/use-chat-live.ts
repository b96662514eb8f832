// One live stream per open chat screen: new messages and unread counts reach the screen without a reload.
// The stream starts from the newest message the list already holds, so nothing written in between is lost,
// and when it reconnects tRPC sends the last id it saw, so the server replays what was missed.
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef } from 'react';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { trpc } from '../../trpc.ts';
import { newestMessageId } from './chat-cache.ts';
import { conversationsQuery, receiveMessage, refreshChat, setUnread } from './chat-queries.ts';

const isVisible = () => document.visibilityState === 'visible';
const RESTART_AFTER_ERROR_MS = 5000;

export function useChatLive({ userId, openConversationId }: { userId: number; openConversationId?: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(conversationsQuery());
  const markRead = useMutation(trpc.chat.markRead.mutationOptions());

  // Fixed once the list has loaded: a changing input would restart the stream.
  const startFrom = useRef<string | null>(null);
  if (startFrom.current === null && list.isSuccess) startFrom.current = String(newestMessageId(list.data));

  // The stream's handler reads these at the moment a message arrives, not when the stream began.
  const open = useRef(openConversationId);
  open.current = openConversationId;
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;

  const subscription = useSubscription(
    trpc.chat.events.subscriptionOptions(
      startFrom.current === null ? skipToken : { lastEventId: startFrom.current },
      {
        onData: ({ data: event }) => {
          if (event.type === 'resync') {
            void refreshChat(queryClient);
            return;
          }
          const { message } = event;
          const mine = message.senderId === userId;
          // Someone looking at the conversation reads the message as it arrives.
          const seen = message.conversationId === open.current && isVisible();
          receiveMessage(queryClient, message, !mine && !seen);
          if (seen && !mine) markReadRef.current({ id: message.conversationId });
        },
      },
    ),
  );

  // Messages that arrived while the tab was hidden are read when the reader comes back to it.
  useEffect(() => {
    const onVisible = () => {
      const id = open.current;
      if (!isVisible() || id === undefined) return;
      const unread = list.data?.find((conversation) => conversation.id === id)?.unreadCount ?? 0;
      if (unread === 0) return;
      setUnread(queryClient, id, 0);
      markReadRef.current({ id });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [list.data, queryClient]);

  // EventSource retries a dropped connection by itself, but not an answer that is not a stream (a stopping
  // server's 503); nor does tRPC retry an error event. The stream is started again a little later, and a
  // refusal to a reader who is no longer signed in makes the screen ask who is signed in.
  const { status, error, reset } = subscription;
  useEffect(() => {
    if (status !== 'error') return;
    if (error?.data?.code === 'UNAUTHORIZED') {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
    const timer = setTimeout(reset, RESTART_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [status, error, reset, queryClient]);

  const everLive = useRef(false);
  if (status === 'pending') everLive.current = true;
  const reconnecting = everLive.current && (status === 'connecting' || status === 'error');
  return { list, reconnecting };
}
