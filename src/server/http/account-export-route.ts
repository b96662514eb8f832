// GET /api/account/export, streamed (issue 28, finding 4): the document is written as each page of it is read
// (services/account-export.ts), so an account that holds a great deal never has its whole export in memory.
// The procedure account.export keeps the path in the REST contract (the OpenAPI document); the REST adapter
// leaves a path that has a route of its own to that route (rest-adapter.ts).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { exportAccountJson, exportFileName } from '../services/account-export.ts';
import { findSessionUser } from '../services/auth-service.ts';
import type { Context } from '../trpc/context.ts';

type CreateContext = (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;

export async function accountExportRoute(scope: FastifyInstance, options: { createContext: CreateContext }) {
  scope.get('/api/account/export', async (request, reply) => {
    const ctx = await options.createContext({ req: request, res: reply });
    const user = await findSessionUser(ctx);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
    // The first piece is read before the answer starts, so that a failure there is still an error answer.
    const pieces = exportAccountJson(ctx.em, user);
    const first = await pieces.next();
    async function* all() {
      if (!first.done) yield first.value;
      yield* pieces;
    }
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
      .send(Readable.from(all()));
  });
}
