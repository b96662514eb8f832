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
import { UNAVAILABLE, withRequestId } from '../errors.ts';
export interface Admission {
  /**
   * Resolves with the function that gives the place back once one is free; or with undefined when the queue
   * is full, or when the caller left (onGone's listener was called) while waiting.
   */
  enter(onGone: (listener: () => void) => () => void): Promise<(() => void) | undefined>;
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

  // A place given back goes to the longest waiting, or is freed when nobody waits.
  const release = () => {
    const next = queue.shift();
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
}

const QUEUED_PATH = /^\/(api|trpc)(\/|\?|$)/;
const HEALTH_PATH = /^\/api\/health(\?|$)/;

// The API's requests take turns. Not queued: the health check, which must answer while the API is busy (a
// balancer would otherwise take a busy instance out), the live streams, which are open for as long as a page
// is, and pages and files, which read no database of their own.
function takesTurns(request: FastifyRequest): boolean {
  const { url } = request;
  if (!QUEUED_PATH.test(url) || HEALTH_PATH.test(url)) return false;
  return !request.headers.accept?.includes('text/event-stream');
}

export function registerAdmission(app: FastifyInstance, options: AdmissionOptions): Admission {
  const admission = createAdmission(options);
  app.addHook('onRequest', async (request, reply) => {
    if (!takesTurns(request)) return;
    const socket = request.raw.socket as EventEmitter | undefined;
    const release = await admission.enter((listener) => {
      socket?.once('close', listener);
      return () => socket?.off('close', listener);
    });
    if (!release) {
      return reply
        .status(503)
        .header('Retry-After', '1')
        .type('application/json')
        .send(withRequestId(UNAVAILABLE, 503, request.id));
    }
    // 'close' ends every response, sent in full or cut off, and injected ones too.
    reply.raw.once('close', release);
  });
  return admission;
}
