import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../features/chat/chat-screen.tsx';

// /chat and /chat/:id are one screen; a visitor sees a log-in card rather than a redirect (docs/product.md
// "Chat").
export const Route = createFileRoute('/chat')({
  head: () => ({ meta: [{ title: 'Chat' }] }),
  component: ChatScreen,
});
