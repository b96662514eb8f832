// One open stream of the live bus (live-bus.ts): the events waiting for it, read as an async iterable by the
// tRPC subscription, and how it ends (closed by the reader, or stopped with the server).
import type { LiveEvent, LiveSubscription } from './live-bus.ts';

// A stream that falls this far behind is told to read again rather than buffering without bound.
const MAX_QUEUED = 1000;

export class LiveSubscriber<TDelivery> implements LiveSubscription<TDelivery> {
  private queue: LiveEvent<TDelivery>[] = [];
  private wake: (() => void) | undefined;
  private state: 'open' | 'closed' | 'stopping' = 'open';

  readonly accepts: (delivery: TDelivery) => boolean;
  readonly userId: number | undefined;
  private readonly onClose: (subscriber: LiveSubscriber<TDelivery>) => void;

  constructor(
    accepts: (delivery: TDelivery) => boolean,
    userId: number | undefined,
    onClose: (subscriber: LiveSubscriber<TDelivery>) => void,
  ) {
    this.accepts = accepts;
    this.userId = userId;
    this.onClose = onClose;
  }

  push(event: LiveEvent<TDelivery>): void {
    if (this.state !== 'open') return;
    // "Read your notifications again" once is as good as many times.
    if (event.type === 'notifications' && this.queue.some((queued) => queued.type === 'notifications'))
      return;
    if (event.type === 'access') {
      // Asked before anything waiting: a message queued for a stream whose access has just ended must not go
      // out before the check (issue 28, finding 5).
      if (this.queue[0]?.type !== 'access') this.queue.unshift(event);
    } else if (this.queue.length >= MAX_QUEUED) this.queue = [{ type: 'resync' }];
    else this.queue.push(event);
    this.wakeUp();
  }

  close(): void {
    this.end('closed');
  }

  end(state: 'closed' | 'stopping'): void {
    if (this.state !== 'open') return;
    this.state = state;
    this.onClose(this);
    this.wakeUp();
  }

  private wakeUp(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<LiveEvent<TDelivery>> {
    try {
      for (;;) {
        const next = this.queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (this.state !== 'open') break;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
      }
      // An abort, not an end: tRPC then closes the stream without its "return" event, and the browser's
      // EventSource reconnects (to another instance, or to this one once it is back).
      if (this.state === 'stopping') throw new DOMException('The server is stopping', 'AbortError');
    } finally {
      this.close();
    }
  }
}
