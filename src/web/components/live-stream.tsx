// The tab's live stream itself: loaded only once someone is signed in, so that a visitor's first page carries
// none of it (the subscription link, and the listeners' code). See live-events.tsx.
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { use, useEffect, useRef, useState } from 'react';
import { currentUserQueryKey } from '../lib/current-user.ts';
import { trpc } from '../trpc.ts';
import type { LiveStreamProps } from './live-events.tsx';

const RESTART_AFTER_ERROR_MS = 5000;

/** The stream, handing what arrives to the listeners the root route gives (live-events.tsx). */
export function LiveStream({ userId, loadListeners, onReconnecting }: LiveStreamProps) {
  const queryClient = useQueryClient();
  const listenerFactories = use(loadListeners());
  const [listeners] = useState(() =>
    listenerFactories.map((listenerFor) => listenerFor(queryClient, userId)),
  );

  // A listener that already holds what came before (a chat list read) starts the stream from its newest id,
  // so that nothing written since is lost; without one the server starts from now. Fixed at mount: a
  // changing input would restart the stream.
  const [startFrom] = useState(() =>
    listeners.map((listener) => listener.lastEventId?.()).find((id) => id !== undefined),
  );

  const subscription = useSubscription(
    trpc.chat.events.subscriptionOptions(startFrom === undefined ? undefined : { lastEventId: startFrom }, {
      // Whatever changed before the stream was listening (the page's first reads, or the time it was down)
      // is read again by each listener: the chat list if one is on screen here, and the bell when the
      // stream's first event, sent once the server listens (services/chat-stream.ts), says it holds other
      // than the page read (docs/decisions/0019).
      onStarted: () => {
        for (const listener of listeners) listener.onStarted?.();
      },
      onData: ({ data: event }) => {
        for (const listener of listeners) listener.onEvent(event);
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
