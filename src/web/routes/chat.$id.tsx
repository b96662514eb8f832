import { createFileRoute } from '@tanstack/react-router';
import { conversationIdOf } from '../features/chat/chat-display.ts';
import { ConversationPane } from '../features/chat/conversation-pane.tsx';

export const Route = createFileRoute('/chat/$id')({
  head: () => ({ meta: [{ title: 'Conversation' }] }),
  component: ConversationRoute,
});

function ConversationRoute() {
  const { id } = Route.useParams();
  return <ConversationPane id={conversationIdOf(id)} />;
}
