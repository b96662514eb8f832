// GET /api/copywriter/earnings.csv: the writer's earnings statement as a file (docs/decisions/0039). The
// procedure payouts.earningsCsv holds the guards and builds the text, and keeps the path in the REST contract;
// this route sends its answer as a CSV download rather than as JSON (the REST adapter leaves a path that has
// a route of its own to that route, rest-adapter.ts).
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { appRouter } from '../routers/_app.ts';
import { earningsCsvFileName } from '../services/payouts/earnings-csv.ts';
import type { Context } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';

type CreateContext = (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;

const createCaller = createCallerFactory(appRouter);

export async function earningsCsvRoute(scope: FastifyInstance, options: { createContext: CreateContext }) {
  scope.get('/api/copywriter/earnings.csv', async (request, reply) => {
    const ctx = await options.createContext({ req: request, res: reply });
    let csv: string;
    try {
      csv = await createCaller(ctx).payouts.earningsCsv();
    } catch (error) {
      // The procedure's refusal (not signed in, not an approved copywriter) is answered as every route's is.
      if (error instanceof TRPCError && error.cause instanceof AppError) throw error.cause;
      throw error;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${earningsCsvFileName()}"`)
      .send(csv);
  });
}
