// What the chat screen shows while it is open, for the live stream's chat listener (chat-live-listener.ts):
// one screen per tab. Apart from the listener so that the screen does not bring the listener's chunk with it.
import type { ChatWatch } from './chat-queries.ts';

let openScreen: { current: ChatWatch } | null = null;

/** The chat screen says what it shows; the returned function unregisters it. */
export function watchChat(watch: { current: ChatWatch }): () => void {
  openScreen = watch;
  return () => {
    if (openScreen === watch) openScreen = null;
  };
}

export function openChatScreen(): ChatWatch | null {
  return openScreen?.current ?? null;
}
