// What the conversation pane and the empty pane (the routes' children) need from the chat screen around them.
import { createContext, useContext } from 'react';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';

export interface ChatScreenContext {
  user: CurrentUser;
  // The list, on a screen too narrow to show it beside the conversation.
  openList(): void;
  newConversation(): void;
  // The live stream was up and is coming back.
  reconnecting: boolean;
  totalUnread: number;
}

export const ChatContext = createContext<ChatScreenContext | null>(null);

export function useChatScreen(): ChatScreenContext {
  const context = useContext(ChatContext);
  if (!context) throw new Error('useChatScreen outside the chat screen');
  return context;
}
