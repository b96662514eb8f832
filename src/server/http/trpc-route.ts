// /trpc: the web client's door to the procedures.
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { MAX_TRPC_BATCH } from '../../shared/constants.ts';
import { causeToLog, responseMetaOf } from '../errors.ts';
import { type AppRouter, appRouter } from '../routers/_app.ts';
import type { contextFactory } from '../trpc/context.ts';

export async function trpcRoute(
  scope: FastifyInstance,
  options: { createContext: ReturnType<typeof contextFactory> },
) {
  // No procedure takes a form: tRPC would hand its body on unread, and the request would take its turn while
  // the body still arrives (http/admission.ts waits for the body, which a JSON one has by then).
  scope.addHook('onRequest', async (request) => {
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) {
      throw Object.assign(new Error('Send the request body as application/json'), {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      });
    }
  });
  await scope.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // One short GET naming a list sixty times once answered 81 MB (issue 28, finding 4); the web client
      // batches at most as many (src/web/trpc.ts).
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: options.createContext,
      responseMeta: ({ errors }) => responseMetaOf(errors),
      onError({ error, path, req }) {
        if (getHTTPStatusCodeFromError(error) >= 500) {
          req.log.error({ err: causeToLog(error), path }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
