// The tab's live stream itself: loaded only once someone is signed in, so that a visitor's first page carries
// none of it (the subscription link, and the listeners' code). See live-events.tsx.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSubscription } from '@trpc/tanstack-react-query';
import { use, useEffect, useRef, useState } from 'react';
import { currentUserQueryOptions, leaveForHome } from '../lib/current-user.ts';
import { toast } from '../lib/toast.ts';
import { trpc } from '../trpc.ts';
import type { LiveStreamProps } from './live-events.tsx';

const RESTART_AFTER_ERROR_MS = 5000;

/**
 * Whether the session this tab holds has ended (signed out from another device, the password changed, the
 * account suspended): the server ends the stream at once then (services/chat-stream.ts), and refuses it
 * again on reconnect. Asked of the server itself, as whatever ended the stream may have said little; a read
 * that fails (the server away) says nothing.
 */
async function sessionEnded(queryClient: QueryClient): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })) === null;
  } catch {
    return false;
  }
}

/** The stream, handing what arrives to the listeners the root route gives (live-events.tsx). */
export function LiveStream({ userId, loadListeners, onReconnecting }: LiveStreamProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
  // server's 503); nor does tRPC retry an error event. The stream is started again a little later; a tab whose
  // session has ended elsewhere leaves the account's pages at once, as a logout does (lib/current-user.ts).
  const { status, reset } = subscription;
  useEffect(() => {
    if (status !== 'error') return;
    // Not cancelled with the effect: the answer itself (null in the cache) unmounts this stream.
    void sessionEnded(queryClient).then(async (ended) => {
      if (!ended) return;
      await leaveForHome(navigate);
      toast({ title: 'You have been signed out', description: 'Please log in again to continue.' });
    });
    const timer = setTimeout(reset, RESTART_AFTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [status, reset, queryClient, navigate]);

  const everLive = useRef(false);
  if (status === 'pending') everLive.current = true;
  const reconnecting = everLive.current && (status === 'connecting' || status === 'error');
  useEffect(() => {
    onReconnecting(reconnecting);
  }, [reconnecting, onReconnecting]);
  useEffect(() => () => onReconnecting(false), [onReconnecting]);

  return null;
}
