// The app's part of a graceful stop (main.ts drains the connections): once the app closes, a new request is
// answered 503 with the one error body, and the answer of a request already in flight closes its connection,
// so that a kept-alive socket does not hold the stop open until its keep-alive timeout.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, UNAVAILABLE } from '../errors.ts';

export const closing = fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.addHook('onRequest', async () => {
      if (stopping) throw new AppError('UNAVAILABLE', UNAVAILABLE.message);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (stopping) reply.header('connection', 'close');
    });
  },
  { name: 'closing' },
);
