import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ApiErrorBody } from '../../shared/api-error.ts';
import { toApiError } from '../errors.ts';
import type { Context } from './context.ts';

export const t = initTRPC
  .meta<OpenApiMeta>()
  .context<Context>()
  .create({
    // The same body the REST adapter answers with rides in `data.api`; stacks never leave the server.
    errorFormatter({ shape, error }) {
      const api: ApiErrorBody = toApiError(error);
      return {
        message: api.message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, api },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
