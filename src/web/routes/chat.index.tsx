import { createFileRoute, redirect } from '@tanstack/react-router';
import { HydratedFieldset } from '../components/hydrated-fieldset.tsx';
import { ChatEmptyPane } from '../features/chat/chat-empty-pane.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';

export const Route = createFileRoute('/chat/')({
  // With no id, the first conversation opens if there is one (docs/product.md "Chat").
  beforeLoad: async ({ context }) => {
    const { queryClient } = context;
    const user = await loadCurrentUser(context);
    if (!user) return;
    // A failed read shows the screen's own error toast and retry instead.
    // Imported here rather than above: a guard's imports are in the script every page loads first.
    const { loadConversations } = await import('../features/chat/chat-queries.ts');
    const conversations = await loadConversations(queryClient).catch(() => undefined);
    const first = conversations?.[0];
    if (first) throw redirect({ to: '/chat/$id', params: { id: String(first.id) }, replace: true });
  },
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <ChatEmptyPane />
    </HydratedFieldset>
  ),
});
