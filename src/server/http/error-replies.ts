// How a failed request is answered outside the procedures: every route, hook and refusal of the HTTP layer throws
// (an AppError, or Fastify's own error), and one error handler sends the body errors.ts's formatter makes.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, clientErrorToApi, formatHttpError } from '../errors.ts';

export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | AppError) {
  const { status, body, headers } = formatHttpError(error, request.id);
  // An AppError is an answer meant (a refused webhook, a full queue); anything else at 5xx is a failure whose
  // cause the log keeps under the id the body names.
  if (status >= 500 && !(error instanceof AppError)) request.log.error({ err: error }, 'request failed');
  return reply
    .status(status)
    .headers(headers ?? {})
    .type('application/json')
    .send(body);
}

/** The error handler of every route; registered before them all, so that each scope inherits it. */
export const errorReplies = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => sendError(request, reply, error));
  },
  { name: 'error-replies' },
);

/**
 * Fastify's clientErrorHandler: a request Node's HTTP server refused before any route saw it (not whole within
 * the request timeout, or not HTTP), answered on the socket itself, which is then closed.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already begun on this connection cannot be followed by another.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const { status, body } = clientErrorToApi(error);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
