// What the chat screen adds to the tab's live stream (src/web/components/live-events.tsx): it says which
// conversation is open, so that a message arriving there is read at once rather than counted unread, and it
// reads the open conversation when the reader comes back to a hidden tab.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvents } from '../../components/live-events.tsx';
import { trpc } from '../../trpc.ts';
import { type ChatWatch, conversationsQuery, setUnread } from './chat-queries.ts';
import { watchChat } from './chat-watch.ts';

const isVisible = () => document.visibilityState === 'visible';

export function useChatLive({ openConversationId }: { openConversationId?: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(conversationsQuery());
  const markRead = useMutation(trpc.chat.markRead.mutationOptions());
  const { reconnecting } = useLiveEvents();

  // The stream's handler reads these at the moment a message arrives, not when the screen registered.
  const open = useRef(openConversationId);
  open.current = openConversationId;
  const markReadRef = useRef(markRead.mutate);
  markReadRef.current = markRead.mutate;
  const watch = useRef<ChatWatch>({
    get openConversationId() {
      return open.current;
    },
    markRead: (id) => markReadRef.current({ id }),
  });

  useEffect(() => watchChat(watch), []);

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

  return { list, reconnecting };
}
