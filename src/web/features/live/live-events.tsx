// One live stream per tab for whoever is signed in, on every page: chat messages and word that the user's
// notifications changed (the bell) arrive without a reload. The chat screen uses this stream rather than
// opening its own. When it reconnects, tRPC sends the last id it saw, so the server replays missed messages.
import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useHydrated } from '../../lib/hydration.ts';
import type { ChatWatch } from '../chat/chat-queries.ts';

// Only a signed-in tab needs the stream; its code comes with the first such page.
const LiveStream = lazy(() => import('./live-stream.tsx').then((module) => ({ default: module.LiveStream })));

interface LiveEvents {
  /** The stream was up and is coming back. */
  reconnecting: boolean;
  /** The chat screen registers what it shows while it is open; the returned function unregisters it. */
  watchChat(watch: RefObject<ChatWatch>): () => void;
}

const LiveEventsContext = createContext<LiveEvents>({ reconnecting: false, watchChat: () => () => {} });

export function useLiveEvents(): LiveEvents {
  return use(LiveEventsContext);
}

export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const session = useCurrentUser();
  // Not while hydrating: the server's HTML has no stream in it, whoever reads the page (docs/decisions/0009).
  const user = useHydrated() ? session.data : undefined;
  const chatWatch = useRef<RefObject<ChatWatch> | null>(null);
  const [reconnecting, setReconnecting] = useState(false);

  const watchChat = useCallback((watch: RefObject<ChatWatch>) => {
    chatWatch.current = watch;
    return () => {
      if (chatWatch.current === watch) chatWatch.current = null;
    };
  }, []);
  const value = useMemo<LiveEvents>(() => ({ reconnecting, watchChat }), [reconnecting, watchChat]);

  return (
    <LiveEventsContext value={value}>
      {/* Keyed by the user: another account signing in on this tab gets a stream of its own. */}
      {user && (
        <Suspense fallback={null}>
          <LiveStream key={user.id} userId={user.id} chatWatch={chatWatch} onReconnecting={setReconnecting} />
        </Suspense>
      )}
      {children}
    </LiveEventsContext>
  );
}
