// A server-sent events reader over fetch, for tests and the bench that hold a chat stream the way a browser's
// EventSource does (Node has no EventSource without a flag): it keeps every event and lets a caller wait.
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
  // performance.now() when the event was read off the wire.
  at: number;
}

export interface SseStream {
  status: number;
  contentType: string;
  events: SseEvent[];
  // Resolves with the first event from index `from` on that matches, or undefined after the timeout or the end.
  waitFor(
    match: (event: SseEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<SseEvent | undefined>;
  // Resolves when the server ends the stream.
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseEvent | undefined {
  const event: SseEvent = { event: 'message', data: '', at: performance.now() };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') event.id = value;
  }
  if (data.length === 0 && event.event === 'message' && event.id === undefined) return undefined;
  event.data = data.join('\n');
  return event;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let done = false;

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const parsed = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) {
            events.push(parsed);
            notify();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by us, or the connection dropped: either way the stream is over.
    } finally {
      done = true;
      notify();
    }
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    events,
    ended,
    async waitFor(match, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 5000);
      let checked = options.from ?? 0;
      for (;;) {
        for (; checked < events.length; checked += 1) if (match(events[checked]!)) return events[checked];
        if (done || Date.now() >= deadline) return undefined;
        await new Promise<void>((resolve) => {
          const wake = () => {
            listeners.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.max(0, deadline - Date.now()));
          listeners.add(wake);
        });
      }
    },
    close: () => abort.abort(),
  };
}

/** The chat message an event carries, if it carries one. */
export function chatMessageOf(
  event: SseEvent,
): { id: number; content: string; createdAt: string } | undefined {
  if (event.event !== 'message' || !event.data) return undefined;
  const data = JSON.parse(event.data) as {
    type?: string;
    message?: { id: number; content: string; createdAt: string };
  };
  return data.type === 'message' ? data.message : undefined;
}
