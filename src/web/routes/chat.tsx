import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../features/chat/chat-screen.tsx';

// SPEC.md section 2: /chat and /chat/:id are one screen; a visitor sees a log-in card rather than a redirect.
export const Route = createFileRoute('/chat')({
  component: ChatScreen,
});
