import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../components/hydrated-fieldset.tsx';
import { loadConversations } from '../features/chat/chat-queries.ts';
import { ChatScreen } from '../features/chat/chat-screen.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';

// /chat and /chat/:id are one screen; a visitor sees a log-in card rather than a redirect (docs/product.md
// "Chat"). The list is read before the screen shows, so that the server's HTML holds it (docs/decisions/0043);
// a failed read shows the screen's own error toast and retry instead.
export const Route = createFileRoute('/chat')({
  head: () => ({ meta: [{ title: 'Chat' }] }),
  loader: async ({ context }) => {
    if (await loadCurrentUser(context)) await loadConversations(context.queryClient).catch(() => undefined);
  },
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <ChatScreen />
    </HydratedFieldset>
  ),
});
