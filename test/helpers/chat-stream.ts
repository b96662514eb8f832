// The chat's live stream held through the procedure (as the HTTP stream holds it), for router tests: it keeps
// every event that arrives and lets a test wait for the one it expects.
import type { User } from '../../src/server/db/entities/user.ts';
import { appRouter } from '../../src/server/routers/_app.ts';
import { createCallerFactory } from '../../src/server/trpc/init.ts';
import type { ChatEvent } from '../../src/shared/schemas/chat.ts';
import type { setupTestApp } from './test-app.ts';

type Harness = ReturnType<typeof setupTestApp>;

const createCaller = createCallerFactory(appRouter);

export interface ChatStream {
  // [event id, event], in the order they arrived.
  received: [string, ChatEvent][];
  events(): ChatEvent[];
  // Resolves once `done` holds for the events so far, or after the timeout.
  until(done: (events: ChatEvent[]) => boolean, timeoutMs?: number): Promise<ChatEvent[]>;
  stop(): void;
  // Settles when the stream ends: with the error that ended it, or undefined.
  ended: Promise<unknown>;
}

export async function subscribeToChat(
  harness: Harness,
  user: User,
  input?: { lastEventId?: string },
): Promise<ChatStream> {
  const abort = new AbortController();
  const session = await harness.sessionOf(user);
  const iterable = await createCaller(harness.context(session), { signal: abort.signal }).chat.events(input);
  const received: [string, ChatEvent][] = [];
  let changed: () => void = () => {};
  const ended = (async () => {
    // A tracked event arrives as [id, data, symbol].
    for await (const envelope of iterable) {
      const [id, event] = envelope as unknown as [string, ChatEvent];
      received.push([id, event]);
      changed();
    }
    return undefined;
  })().catch((error: unknown) => error);
  const events = () => received.map(([, event]) => event);
  return {
    received,
    events,
    async until(done, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!done(events()) && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          changed = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events();
    },
    stop: () => abort.abort(),
    ended,
  };
}

/** Streams start lazily: this waits until the app's bus holds `count` of them. */
export async function waitForSubscribers(harness: Harness, count: number): Promise<void> {
  for (let waited = 0; harness.app.liveBus.subscriberCount < count; waited += 10) {
    if (waited > 5000) throw new Error(`only ${harness.app.liveBus.subscriberCount} of ${count} subscribed`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function hasMessage(events: ChatEvent[], test: (message: { id: number; content: string }) => boolean) {
  return events.some((event) => event.type === 'message' && test(event.message));
}
