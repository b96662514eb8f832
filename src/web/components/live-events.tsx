// One live stream per tab for whoever is signed in, on every page: chat messages and word that the user's
// notifications changed (the bell) arrive without a reload. When it reconnects, tRPC sends the last id it saw,
// so the server replays missed messages. What arrives is handed to the listeners the root route gives the
// stream (the chat's cache, the bell): the layout knows no feature.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, lazy, type ReactNode, Suspense, use, useMemo, useState } from 'react';
import type { ChatEvent } from '../../shared/schemas/chat.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { usePageSettled } from '../lib/hydration.ts';

export interface LiveListener {
  /** The newest id this tab already holds, where the stream starts from; read once, as the stream starts. */
  lastEventId?(): string | undefined;
  /** The stream listens: what changed before it did is read again. */
  onStarted?(): void;
  onEvent(event: ChatEvent): void;
}

export type LiveListenerFactory = (queryClient: QueryClient, userId: number) => LiveListener;

// Resolves with the same listeners each time it is called (the stream waits for them with `use`).
export type LoadLiveListeners = () => Promise<readonly LiveListenerFactory[]>;

export interface LiveStreamProps {
  userId: number;
  loadListeners: LoadLiveListeners;
  onReconnecting: (reconnecting: boolean) => void;
}

// Only a signed-in tab needs the stream; its code comes with the first such page.
const LiveStream = lazy(() => import('./live-stream.tsx').then((module) => ({ default: module.LiveStream })));

interface LiveEvents {
  /** The stream was up and is coming back. */
  reconnecting: boolean;
}

const LiveEventsContext = createContext<LiveEvents>({ reconnecting: false });

export function useLiveEvents(): LiveEvents {
  return use(LiveEventsContext);
}

export function LiveEventsProvider({
  loadListeners,
  children,
}: {
  loadListeners: LoadLiveListeners;
  children: ReactNode;
}) {
  const session = useCurrentUser();
  // Not while hydrating: the server's HTML has no stream in it, whoever reads the page (docs/decisions/0009);
  // nor until the page has settled, as its first events would interrupt the route's hydration (0043).
  const user = usePageSettled() ? session.data : undefined;
  const [reconnecting, setReconnecting] = useState(false);
  const value = useMemo<LiveEvents>(() => ({ reconnecting }), [reconnecting]);

  return (
    <LiveEventsContext value={value}>
      {/* Keyed by the user: another account signing in on this tab gets a stream of its own. */}
      {/* An admin held back by REQUIRE_ADMIN_2FA reads no stream until two-factor sign-in is on. */}
      {user && !user.twoFactorSetupRequired && (
        <Suspense fallback={null}>
          <LiveStream
            key={user.id}
            userId={user.id}
            loadListeners={loadListeners}
            onReconnecting={setReconnecting}
          />
        </Suspense>
      )}
      {children}
    </LiveEventsContext>
  );
}
