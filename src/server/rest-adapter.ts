// The REST adapter (docs/product.md "The REST contract"): the same procedures as /trpc, at the paths their
// OpenAPI metadata names, each a route of its own. It holds no rule of its own; it only reshapes HTTP around
// the procedures (docs/decisions/0002): the path, the query or the JSON body become the input, the procedure's
// answer becomes the JSON body, and its error the one error body with errors.ts's status. A POST's
// Idempotency-Key, an edge concern, is kept around the call (http/idempotency.ts, docs/decisions/0050).
//
// trpc-to-openapi still writes the OpenAPI document from the same metadata (openapi-document.ts). Its request
// handler is not used: it matched every request against each path's pattern in turn, built a Fetch Request
// and an AbortController for it, and switched on zod's coercion in the shared input schemas, which then held
// for /trpc too (docs/decisions/0012).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../shared/api-error.ts';
import { AppError, causeToLog, responseMetaOf, toApiError, toTRPCError, withRequestId } from './errors.ts';
import {
  answerOnce,
  fingerprintOf,
  idempotencyKeyOf,
  KEPT_HEADERS,
  REPLAYED_HEADER,
} from './http/idempotency.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { numbersFromStrings, queryInput, type RestOperation, restOperations } from './rest-operations.ts';
import { appRouter } from './routers/_app.ts';
import type { Context } from './trpc/context.ts';
import { callerOfCall } from './trpc/procedures.ts';

type CreateContext = (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The input as the procedure reads it: a GET's query, or the JSON body of the others (a DELETE's too: a
// password in DELETE /api/account's query would be written into every access log), with the path's fields.
function inputOf(operation: RestOperation, request: FastifyRequest): Record<string, unknown> | undefined {
  if (!operation.takesInput) return undefined;
  const params = request.params as Record<string, string>;
  let input: Record<string, unknown>;
  if (operation.method === 'GET') input = { ...queryInput(request.query, operation.listKeys), ...params };
  else if (operation.method === 'DELETE')
    input = { ...(isPlainObject(request.body) ? request.body : {}), ...params };
  // Whatever JSON the body is, spread as it comes: the procedure's schema says what is missing or unexpected.
  else input = { ...(request.body as object | undefined), ...params };
  return numbersFromStrings(operation.numericKeys, input);
}

// The answer a call gets, before it is sent: kept as it is by an Idempotency-Key (http/idempotency.ts).
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

function errorAnswer(
  request: FastifyRequest,
  cause: unknown,
  call: { operation?: RestOperation; input?: unknown; ctx?: Context },
): Answer {
  // An AppError thrown at the edge (a malformed Idempotency-Key) has the table's status, as a service's does.
  const error = cause instanceof AppError ? toTRPCError(cause) : getTRPCErrorFromUnknown(cause);
  const { operation, input, ctx } = call;
  if (getHTTPStatusCodeFromError(error) >= 500) {
    request.log.error({ err: causeToLog(error), path: operation?.name }, 'procedure failed');
  }
  // The router's formatter (trpc/init.ts) writes the API's error body into data.api, for both doors.
  const shape = getTRPCErrorShape({
    config: appRouter._def._config,
    error,
    type: operation?.type ?? 'unknown',
    path: operation?.name,
    input,
    ctx,
  }) as { data?: { api?: ApiErrorBody } };
  const { status = 500, headers = {} } = responseMetaOf([error]);
  const api = shape.data?.api ?? toApiError(error);
  // The formatter names the request when the procedure's context was made; before that, this does.
  const body = api.requestId ? api : withRequestId(api, status, request.id);
  return { status, headers, body: JSON.stringify(body) };
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.headers(answer.headers);
  // An answer of nothing (a 200 with an empty body) stays nothing rather than the text "undefined".
  return reply.status(answer.status).type('application/json').send(answer.body);
}

function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  cause: unknown,
  call: { operation?: RestOperation; input?: unknown; ctx?: Context },
): FastifyReply {
  return send(reply, errorAnswer(request, cause, call));
}

// The procedure's answer. Headers a procedure set (Link, Retry-After) are already on the reply; those an
// Idempotency-Key keeps are read back from it.
async function callProcedure(
  operation: RestOperation,
  ctx: Context,
  input: Record<string, unknown> | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Answer> {
  let answer: Answer;
  try {
    // tRPC's own call of one procedure by its path, as its adapters and callers make it, without a caller's
    // proxy built per request.
    const data = await callTRPCProcedure({
      router: appRouter,
      path: operation.name,
      getRawInput: async () => input,
      ctx,
      type: operation.type,
      signal: undefined,
      batchIndex: 0,
    });
    answer = { status: 200, headers: {}, body: data === undefined ? undefined : JSON.stringify(data) };
  } catch (cause) {
    answer = errorAnswer(request, cause, { operation, input, ctx });
  }
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) answer.headers[name] = String(value);
  }
  return answer;
}

async function answer(
  operation: RestOperation,
  createContext: CreateContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let input: Record<string, unknown> | undefined;
  let ctx: Context | undefined;
  try {
    input = inputOf(operation, request);
    const key = operation.method === 'POST' ? idempotencyKeyOf(request.headers) : undefined;
    ctx = await createContext({ req: request, res: reply });
    if (key === undefined) return send(reply, await callProcedure(operation, ctx, input, request, reply));
    // Kept per caller (docs/decisions/0050): nobody signed in has nothing to keep it under.
    const caller = await callerOfCall(ctx, operation.name, operation.type);
    if (!caller) {
      throw new AppError(
        'IDEMPOTENCY_KEY_WITHOUT_CALLER',
        'An Idempotency-Key needs a signed-in caller or an API key',
      );
    }
    const callCtx = ctx;
    const callInput = input;
    const answered = await answerOnce(
      ctx.em.fork(),
      {
        userId: caller.id,
        key,
        fingerprint: fingerprintOf(request.method, request.originalUrl, request.body),
      },
      () => callProcedure(operation, callCtx, callInput, request, reply),
      (error) => request.log.warn({ err: error }, 'idempotency key not kept'),
    );
    if (answered.replayed) reply.header(REPLAYED_HEADER, 'true');
    return send(reply, answered);
  } catch (cause) {
    return sendError(reply, request, cause, { operation, input, ctx });
  }
}

// A body is JSON: Fastify parses text/plain too, which no procedure reads, and a DELETE's body of another type
// would otherwise be ignored and the call made without what the caller sent. (A body-less call was given the
// JSON content type by the onRequest hook below; a DELETE may have no body at all.)
async function refuseNonJsonBody(request: FastifyRequest): Promise<void> {
  if (request.method === 'DELETE' && request.body === undefined) return;
  if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
    throw Object.assign(new Error('Send the request body as application/json'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
  }
}

export async function restAdapter(app: FastifyInstance, options: { createContext: CreateContext }) {
  const document = buildOpenApiDocument();

  // A body-less POST (logout, accept-quote) is an empty JSON object, not an unsupported media type.
  app.addHook('onRequest', async (request) => {
    if (BODY_METHODS.has(request.method) && !request.headers['content-type']) {
      request.headers['content-type'] = 'application/json';
    }
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const operations = restOperations(appRouter);
  for (const operation of operations) {
    const url = `/api${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
    // A path with a route of its own (the streamed account export, http/account-export-route.ts) keeps it;
    // the document still describes it from the procedure.
    if (app.hasRoute({ method: operation.method, url })) continue;
    app.route({
      method: operation.method,
      url,
      ...(operation.method === 'GET' ? {} : { preHandler: refuseNonJsonBody }),
      handler: (request, reply) => answer(operation, options.createContext, request, reply),
    });
  }

  // Any other address under /api: the one error body, as for every other refusal. The router lands here too
  // when a path parameter is longer than it takes (app.ts, maxParamLength): that is an address too long, not
  // one that does not exist.
  const tooLong = overlongParameterMatcher(operations);
  app.route({
    method: [...ROUTE_METHODS],
    url: '/api/*',
    handler: (request, reply) => {
      if (tooLong(request.method, request.url)) {
        throw Object.assign(new Error('The address is too long'), {
          statusCode: 414,
          code: 'FST_ERR_MAX_PARAM_LENGTH',
        });
      }
      return sendError(reply, request, new TRPCError({ code: 'NOT_FOUND', message: 'Not found' }), {});
    },
  });
}

// Whether an address would be an operation's but for the length of a parameter.
function overlongParameterMatcher(operations: RestOperation[]) {
  const patterns = operations
    .filter((operation) => operation.path.includes('{'))
    .map((operation) => ({
      method: operation.method,
      test: new RegExp(
        `^/api${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`,
      ),
    }));
  return (method: string, url: string): boolean => {
    const path = url.split('?', 1)[0]!;
    return patterns.some((pattern) => pattern.method === method && pattern.test.test(path));
  };
}
