import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiErrorBody } from '../../shared/api-error.ts';
import { httpStatusOf, isUnknownProcedure, toApiError, withRequestId } from '../errors.ts';
import type { Context } from './context.ts';

export const t = initTRPC
  .meta<OpenApiMeta>()
  .context<Context>()
  .create({
    // Chat streams (server-sent events): a ping keeps proxies from closing a quiet stream, and a browser that
    // hears nothing, not even a ping, for 45 s takes the connection for dead and opens another.
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 45_000 } },
    // The same body the REST adapter answers with rides in `data.api`; stacks never leave the server. A 5xx
    // names the request whose log line holds its cause (no context, no id: the context itself failed).
    // The status is errors.ts's (a database out of reach answers 503); tRPC answers with data.httpStatus.
    errorFormatter({ shape, error, ctx }) {
      const httpStatus = httpStatusOf(error);
      const api: ApiErrorBody = withRequestId(toApiError(error), httpStatus, ctx?.requestId);
      return {
        message: api.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus,
          path: isUnknownProcedure(error) ? undefined : shape.data.path,
          api,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
