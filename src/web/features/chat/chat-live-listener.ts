// What the chat takes from the tab's live stream (src/web/components/live-events.tsx), on every page: new
// messages go into the cached list and conversations, and a message arriving in the conversation on screen
// is read at once rather than counted unread. Loaded with the stream, once someone is signed in.

import type { ConversationSummaryDto } from '../../../shared/schemas/chat.ts';
import type { LiveListener, LiveListenerFactory } from '../../components/live-events.tsx';
import { trpc } from '../../trpc.ts';
import { newestMessageId } from './chat-cache.ts';
import { applyChatEvent, type ChatWatch } from './chat-queries.ts';

// What the chat screen shows while it is open; one screen per tab (use-chat-live.ts registers it).
let openScreen: { current: ChatWatch } | null = null;

/** The chat screen says what it shows; the returned function unregisters it. */
export function watchChat(watch: { current: ChatWatch }): () => void {
  openScreen = watch;
  return () => {
    if (openScreen === watch) openScreen = null;
  };
}

export const chatLiveListener: LiveListenerFactory = (queryClient, userId): LiveListener => ({
  lastEventId() {
    const list = queryClient.getQueryData<ConversationSummaryDto[]>(trpc.chat.list.queryKey());
    return list ? String(newestMessageId(list)) : undefined;
  },
  onStarted() {
    void queryClient.invalidateQueries({ queryKey: trpc.chat.list.queryKey() });
  },
  onEvent(event) {
    applyChatEvent(queryClient, event, userId, openScreen?.current ?? null);
  },
});
