// How many API requests the server works on at once; the rest wait their turn, first come first served
// (docs/decisions/0014-api-requests-take-turns.md).
//
// Every request a Node process takes is worked on at once on its one event loop. With 32 dashboards loading,
// each of their requests was parsed, checked and begun as it arrived, so that its database answers and JSON
// came back among everyone else's: a health check or a page waited behind all of them, and each request
// finished behind all the others' work. With a bounded number under way, the database pool is just as busy,
// and what is not queued (the health check, pages, live streams) finds the event loop free between turns.
import type { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, UNAVAILABLE } from '../errors.ts';
export interface Admission {
  /**
   * Resolves with the function that gives the place back once one is free; or with undefined when the queue
   * is full, or when the caller left (onGone's listener was called) while waiting.
   */
  enter(onGone: (listener: () => void) => () => void): Promise<(() => void) | undefined>;
  /**
   * Takes a place at once, past the limit if need be, for a request that comes back to work it had begun: it
   * may hold a database connection and locks that the requests in the queue's places are waiting for.
   */
  resume(): () => void;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  admit: (release: () => void) => void;
  forget: () => void;
}

export function createAdmission(options: { concurrency: number; maxWaiting: number }): Admission {
  let active = 0;
  // At most maxWaiting long: shift() is cheap at that size, and a waiter leaves the array when admitted.
  const queue: Waiter[] = [];

  // A place given back goes to the longest waiting, or is freed when nobody waits or more are under way than
  // the limit (after resume()).
  const release = () => {
    const next = active > options.concurrency ? undefined : queue.shift();
    if (!next) {
      active -= 1;
      return;
    }
    next.forget();
    next.admit(once());
  };

  // A place is given back once, whichever of the response's end or the connection's close comes first.
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    resume() {
      active += 1;
      return once();
    },
    enter(onGone) {
      if (active < options.concurrency) {
        active += 1;
        return Promise.resolve(once());
      }
      if (queue.length >= options.maxWaiting) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          admit: resolve,
          forget: () => {},
        };
        // A caller who leaves while waiting gives up their turn: their request is never worked on.
        const unsubscribe = onGone(() => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          resolve(undefined);
        });
        waiter.forget = unsubscribe;
        queue.push(waiter);
      });
    },
  };
}

export interface AdmissionOptions {
  concurrency: number;
  // Beyond this many waiting, a request is answered 503 at once rather than after a wait nobody would sit out.
  maxWaiting: number;
  // The paths of the live streams (tRPC subscriptions, e.g. /trpc/chat.events), which answer a caller who
  // does not say it wants a stream as well: open for a page's life, ten of them would hold every place.
  streamPaths: ReadonlySet<string>;
}

const QUEUED_PATH = /^\/(api|trpc)(\/|\?|$)/;
const HEALTH_PATH = /^\/api\/health(\?|$)/;

// The API's requests take turns. Not queued: the health check, which must answer while the API is busy (a
// balancer would otherwise take a busy instance out), the live streams, which are open for as long as a page
// is, and pages and files, which read no database of their own.
function takesTurns(request: FastifyRequest, streamPaths: ReadonlySet<string>): boolean {
  const { url } = request;
  if (!QUEUED_PATH.test(url) || HEALTH_PATH.test(url)) return false;
  if (request.headers.accept?.includes('text/event-stream')) return false;
  const query = url.indexOf('?');
  return !streamPaths.has(query === -1 ? url : url.slice(0, query));
}

/** A request's place among those under way, which it can give up while it waits on another service. */
export interface Turn {
  /**
   * Runs `work` (a call to another service, such as Stripe, which may take seconds) with the place given back
   * meanwhile, and takes a place again at once after it, without waiting in the queue: the request may hold a
   * database connection and row locks (a payment is recorded in the transaction that asked for it), and
   * requests in the queue's places may be waiting for them.
   */
  away<T>(work: () => Promise<T>): Promise<T>;
}

const TURN = Symbol('api request turn');

/** The request's turn, or none for a request that does not take turns (the health check, a live stream). */
export function turnOf(request: FastifyRequest): Turn | undefined {
  return (request as unknown as Record<symbol, Turn | undefined>)[TURN];
}

type Socket = EventEmitter & { destroyed?: boolean };

export function registerAdmission(app: FastifyInstance, options: AdmissionOptions): Admission {
  const admission = createAdmission(options);
  // Once the body has arrived and been parsed, not as the headers do: a caller who sends the headers and then
  // the body slowly, or never, would otherwise hold a place meanwhile, and a handful of them every place.
  app.addHook('preValidation', async (request, reply) => {
    if (!takesTurns(request, options.streamPaths)) return;
    const socket = request.raw.socket as Socket | undefined;
    const onGone = (listener: () => void) => {
      socket?.once('close', listener);
      return () => socket?.off('close', listener);
    };
    // A connection closed before this hook ran sends no more 'close': its request is not worked on.
    const gone = () => socket?.destroyed === true;
    let release = gone() ? undefined : await admission.enter(onGone);
    if (release && gone()) {
      release();
      release = undefined;
    }
    if (!release) throw new AppError('UNAVAILABLE', UNAVAILABLE.message, { retryAfterSeconds: 1 });
    // 'close' ends every response, sent in full or cut off, and injected ones too. It gives back whichever
    // place the request holds then.
    reply.raw.once('close', () => release?.());
    // Calls away at once (two at a time, say) give the one place back once and take one back once.
    let away = 0;
    const turn: Turn = {
      async away(work) {
        away += 1;
        if (away === 1) release?.();
        try {
          return await work();
        } finally {
          away -= 1;
          if (away === 0) release = gone() ? undefined : admission.resume();
        }
      },
    };
    (request as unknown as Record<symbol, Turn>)[TURN] = turn;
  });
  return admission;
}

/** The admission of the API's requests, as a plugin: its figures are the app's `admission`. */
export const apiAdmission = fp(
  async (app: FastifyInstance, options: AdmissionOptions) => {
    app.decorate('admission', registerAdmission(app, options));
  },
  { name: 'api-admission' },
);

declare module 'fastify' {
  interface FastifyInstance {
    admission: Admission;
  }
}
