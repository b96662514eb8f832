// The HTTP server's own settings: ids, limits, and how long a connection may take over what
// (docs/decisions/0022-slow-requests-cut-off.md).
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { clientErrorReply, sendError } from './error-replies.ts';

export interface HttpTimeouts {
  // The whole request, headers and body, must have arrived within this from its first byte; a caller who sends
  // slowly or stops is answered 408 and the connection closed. The largest body taken (2 MB) arrives in 16 s
  // at 1 Mbit/s; nothing a browser or an integration sends comes near.
  requestMs: number;
  // How often Node looks for requests past that timeout (its own default is 30 s, which would let a request
  // live for twice its timeout).
  checkEveryMs: number;
  // A connection on which nothing moves either way for this long is closed: a peer gone without a word. Longer
  // than the slowest answer (a Stripe call: three tries of 15 s, stripe-gateway.ts) and than the live
  // streams' ping (15 s, trpc/init.ts), so that neither is ever cut.
  connectionMs: number;
  // An idle kept-alive connection is closed after this: longer than a load balancer's usual 60 s, so that the
  // balancer closes first and never sends a request on a connection being closed (Fastify's default).
  keepAliveMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  checkEveryMs: 5_000,
  connectionMs: 120_000,
  keepAliveMs: 72_000,
};

export interface ServerSettings {
  logLevel: string;
  // Where the log lines go; standard output unless given (a test reads them).
  logStream?: { write(line: string): void };
  trustProxy: boolean;
  timeouts?: Partial<HttpTimeouts>;
}

export function serverOptions(settings: ServerSettings): FastifyHttpOptions<Server> {
  const timeouts = { ...HTTP_TIMEOUTS, ...settings.timeouts };
  return {
    logger: { level: settings.logLevel, ...(settings.logStream ? { stream: settings.logStream } : {}) },
    // Every log line of a request carries this id, and a 5xx answer names it. The server makes it: an id a
    // caller chose could pass its failure off as another request's.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: settings.trustProxy,
    // Large enough that an oversized field reaches validation and gets a message naming the field.
    bodyLimit: 2 * 1024 * 1024,
    // A path parameter as long as the longest one takes (a 200-character slug, %-escaped, in /blog/:slug and
    // its REST path) reaches its handler, which says what is wrong with it; Fastify's default of 100 characters
    // refused real posts' addresses.
    routerOptions: { maxParamLength: 1000 },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      connectionsCheckingInterval: timeouts.checkEveryMs,
      // Node checks neither timeout while the one for the headers is longer than the one for the whole request
      // (its default is 60 s): the headers get the whole request's time.
      headersTimeout: timeouts.requestMs,
      requestTimeout: timeouts.requestMs,
    },
    forceCloseConnections: 'idle',
    // While stopping, a new request is answered 503 by http/closing.ts, with the one error body; Fastify's own
    // 503 has a body of its own.
    return503OnClosing: false,
    // The router's own refusals (an address too long for it, or badly %-escaped) get the one error body too;
    // Fastify's own would echo the address back.
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
    clientErrorHandler: clientErrorReply,
  };
}
