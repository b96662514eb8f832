// What the chat takes from the tab's live stream (src/web/components/live-events.tsx), on every page: new
// messages go into the cached list and conversations, and a message arriving in the conversation on screen
// is read at once rather than counted unread. Loaded with the stream, once someone is signed in.
import type { ConversationSummaryDto } from '../../../shared/schemas/chat.ts';
import type { LiveListener, LiveListenerFactory } from '../../components/live-events.tsx';
import { trpc } from '../../trpc.ts';
import { newestMessageId } from './chat-cache.ts';
import { applyChatEvent } from './chat-queries.ts';
import { openChatScreen } from './chat-watch.ts';

export const chatLiveListener: LiveListenerFactory = (queryClient, userId): LiveListener => ({
  lastEventId() {
    const list = queryClient.getQueryData<ConversationSummaryDto[]>(trpc.chat.list.queryKey());
    return list ? String(newestMessageId(list)) : undefined;
  },
  onStarted() {
    void queryClient.invalidateQueries({ queryKey: trpc.chat.list.queryKey() });
  },
  onEvent(event) {
    applyChatEvent(queryClient, event, userId, openChatScreen());
  },
});
