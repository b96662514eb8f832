import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../components/hydrated-fieldset.tsx';
import { conversationIdOf } from '../features/chat/chat-display.ts';
import { loadConversation } from '../features/chat/chat-queries.ts';
import { ConversationPane } from '../features/chat/conversation-pane.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';

export const Route = createFileRoute('/chat/$id')({
  head: () => ({ meta: [{ title: 'Conversation' }] }),
  // The conversation is read before it shows, so that the server's HTML holds it (docs/decisions/0043); a
  // conversation that cannot be opened shows the pane's own error with Try again.
  loader: async ({ context, params }) => {
    const id = conversationIdOf(params.id);
    if (id === undefined || !(await loadCurrentUser(context))) return;
    await loadConversation(context.queryClient, id).catch(() => undefined);
  },
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <ConversationRoute />
    </HydratedFieldset>
  ),
});

function ConversationRoute() {
  const { id } = Route.useParams();
  return <ConversationPane id={conversationIdOf(id)} />;
}
