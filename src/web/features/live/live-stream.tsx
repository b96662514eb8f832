// The tab's live stream itself: loaded only once someone is signed in, so that a visitor's first page carries
// none of it (the chat's cache updates, the subscription link). See live-events.tsx.
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ConversationSummaryDto } from '../../../shared/schemas/chat.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { trpc } from '../../trpc.ts';
import { newestMessageId } from '../chat/chat-cache.ts';
import { applyChatEvent, type ChatWatch } from '../chat/chat-queries.ts';
import { refreshUnlessBellShows } from '../notifications/notification-queries.ts';

const RESTART_AFTER_ERROR_MS = 5000;

export function LiveStream({
  userId,
  chatWatch,
  onReconnecting,
}: {
  userId: number;
  chatWatch: RefObject<RefObject<ChatWatch> | null>;
  onReconnecting: (reconnecting: boolean) => void;
}) {
  const queryClient = useQueryClient();

  // A chat list already read starts the stream from its newest message, so that nothing written since is
  // lost; without one the server starts from now. Fixed at mount: a changing input would restart the stream.
  const [startFrom] = useState(() => {
    const list = queryClient.getQueryData<ConversationSummaryDto[]>(trpc.chat.list.queryKey());
    return list ? String(newestMessageId(list)) : undefined;
  });

  const subscription = useSubscription(
    trpc.chat.events.subscriptionOptions(startFrom === undefined ? undefined : { lastEventId: startFrom }, {
      // Whatever changed before the stream was listening (the page's first reads, or the time it was down)
      // is read again: the chat list if one is on screen here, and the bell when the stream's first event,
      // sent once the server listens (services/chat-stream.ts), says it holds other than the page read; reading
      // it here as well, or on every first event, asked for it again on every page opened
      // (docs/decisions/0019).
      onStarted: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.chat.list.queryKey() });
      },
      onData: ({ data: event }) => {
        if (event.type === 'notifications') {
          refreshUnlessBellShows(queryClient, event.bell);
          return;
        }
        applyChatEvent(queryClient, event, userId, chatWatch.current?.current ?? null);
      },
    }),
  );

  // EventSource retries a dropped connection by itself, but not an answer that is not a stream (a stopping
  // server's 503); nor does tRPC retry an error event. The stream is started again a little later, and a
  // refusal to a reader who is no longer signed in makes the page ask who is signed in.
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
  useEffect(() => {
    onReconnecting(reconnecting);
  }, [reconnecting, onReconnecting]);
  useEffect(() => () => onReconnecting(false), [onReconnecting]);

  return null;
}
