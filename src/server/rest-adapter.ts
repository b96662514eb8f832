// The REST adapter (docs/product.md "The REST contract"): the same procedures as /trpc, at the paths their
// OpenAPI metadata names.
// It holds no rule of its own; it only reshapes HTTP around the procedures (docs/decisions/0002).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { type AnyProcedure, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import { z } from 'zod';
import type { ApiErrorBody } from '../shared/api-error.ts';
import { causeToLog, responseMetaOf, withRequestId } from './errors.ts';
import { appRouter } from './routers/_app.ts';
import type { Context } from './trpc/context.ts';
import { createCallerFactory } from './trpc/init.ts';

// The methods whose input is a JSON body (and the path's ids). trpc-to-openapi reads a DELETE's input from the
// query string, where a password (DELETE /api/account) would be written into every access log: the body of a
// DELETE is handed to it in the query's place (deleteBodyAsInput below), and the document says so.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// trpc-to-openapi "coerces" a REST input by switching on zod's coerce flag in the procedure's own input schema,
// on every top-level number and boolean, for every request, body or not; the flag then stays on, in the schemas
// both doors share. "10000", [10000] and "0x7" all became numbers, through /api and /trpc alike. So the library
// is handed a view of the router in which each input, as the library reads it, is a stand-in with nothing to
// coerce, while the call runs the real procedure, whose schema parses strictly. The one conversion HTTP does
// need, a number in a path or a query (a string there, always), is made here, from plain decimal digits only.
interface SchemaLike {
  _zod: { def: { type: string; innerType?: SchemaLike; in?: SchemaLike; out?: SchemaLike } };
  shape?: Record<string, SchemaLike>;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault']);

function unwrapped(schema: SchemaLike): SchemaLike {
  const { type, innerType } = schema._zod.def;
  return WRAPPERS.has(type) && innerType ? unwrapped(innerType) : schema;
}

// The object the library would coerce: the input, through optional and the like and through pipes, as it looks.
function inputObject(schema: SchemaLike): SchemaLike | undefined {
  const inner = unwrapped(schema);
  const { type, in: from, out: to } = inner._zod.def;
  if (type === 'object') return inner;
  if (type === 'pipe' && from && to) return inputObject(to._zod.def.type === 'transform' ? from : to);
  return undefined;
}

// Whole numbers only, as every number a path or query carries is an id or a count; a fraction would need more.
const DECIMAL_DIGITS = /^(0|[1-9][0-9]*)$/;

function numbersFromStrings(keys: readonly string[], input: unknown): unknown {
  if (keys.length === 0 || typeof input !== 'object' || input === null) return input;
  const converted: Record<string, unknown> = { ...input };
  const issues: z.core.$ZodIssue[] = [];
  for (const key of keys) {
    const value = converted[key];
    // Absent, or given twice (an array): the procedure's schema says what is wrong with it.
    if (typeof value !== 'string') continue;
    if (DECIMAL_DIGITS.test(value)) converted[key] = Number(value);
    else {
      const message = `${key} must be a whole number written in decimal digits`;
      issues.push({ code: 'custom', path: [key], message, input: value });
    }
  }
  // Shaped as a failed input parse (ZodRealError is the one that is an Error, which tRPC keeps as the cause), so
  // that the formatter answers it as every other VALIDATION_ERROR.
  if (issues.length > 0) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: issues[0]!.message,
      cause: new z.ZodRealError(issues),
    });
  }
  return converted;
}

function restView(router: typeof appRouter): typeof appRouter {
  const procedures: Record<string, AnyProcedure> = {};
  // The keys of each procedure's input that arrive as strings (path, and query for GET and DELETE) and that its
  // schema reads as numbers.
  const numericKeys = new Map<string, string[]>();
  const all = router._def.procedures as unknown as Record<string, AnyProcedure>;
  for (const [name, procedure] of Object.entries(all)) {
    const openapi = (procedure._def.meta as { openapi?: { method: string; path: string } } | undefined)
      ?.openapi;
    const inputs = procedure._def.inputs as unknown as SchemaLike[];
    const object = inputs.length === 1 && inputs[0] ? inputObject(inputs[0]) : undefined;
    if (!openapi || !object?.shape) {
      procedures[name] = procedure;
      continue;
    }
    const shape = Object.entries(object.shape);
    const pathKeys = [...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    numericKeys.set(
      name,
      shape
        .filter(([key]) => !BODY_METHODS.has(openapi.method) || pathKeys.includes(key))
        .filter(([, field]) => unwrapped(field)._zod.def.type === 'number')
        .map(([key]) => key),
    );
    // Strings (and arrays of strings, which a repeated query key makes) are all the library reads of the shape.
    // Only a GET's input comes from a query: told of an array elsewhere, the library would wrap a lone value.
    const standIn = z.object(
      Object.fromEntries(
        shape.map(([key, field]) => [
          key,
          openapi.method === 'GET' && unwrapped(field)._zod.def.type === 'array'
            ? z.array(z.string())
            : z.string(),
        ]),
      ),
    );
    procedures[name] = {
      ...procedure,
      _def: { ...procedure._def, inputs: [standIn] },
    } as unknown as AnyProcedure;
  }

  const callerOf = createCallerFactory(router);
  return {
    ...router,
    _def: { ...router._def, procedures },
    // The library walks the caller along the procedure's path, then calls it with the input it put together.
    createCaller(ctx: Context) {
      const caller = callerOf(ctx);
      const call = (path: string[], input: unknown) => {
        const procedure = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
        return (procedure as (input: unknown) => Promise<unknown>)(
          numbersFromStrings(numericKeys.get(path.join('.')) ?? [], input),
        );
      };
      return along(call, []);
    },
  } as unknown as typeof appRouter;
}

// A DELETE's JSON body, put where the library reads a DELETE's input: the query, whose values it takes out of
// one-element arrays. Each value goes in one, so that it comes out exactly as sent ("x" stays "x", ["x"] stays
// ["x"], and false, 0 and "" are not dropped); a query string beside a body is not read.
function deleteBodyAsInput(request: FastifyRequest): void {
  const body = request.body;
  if (body !== undefined && !String(request.headers['content-type'] ?? '').startsWith('application/json')) {
    throw Object.assign(new Error('Send the request body as application/json'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
  }
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  request.query = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, [value]]));
}

// The generator writes a DELETE's input as query parameters; the adapter reads it from the body.
function deleteInputsAsBodies(paths: Record<string, Record<string, unknown>>): void {
  for (const methods of Object.values(paths)) {
    const operation = methods.delete as
      | {
          parameters?: {
            name: string;
            in: string;
            required?: boolean;
            schema?: unknown;
            description?: string;
          }[];
          requestBody?: unknown;
        }
      | undefined;
    const query = operation?.parameters?.filter((parameter) => parameter.in === 'query') ?? [];
    if (!operation || query.length === 0) continue;
    const others = operation.parameters?.filter((parameter) => parameter.in !== 'query') ?? [];
    if (others.length > 0) operation.parameters = others;
    else delete operation.parameters;
    const required = query.filter((parameter) => parameter.required).map((parameter) => parameter.name);
    operation.requestBody = {
      required: required.length > 0,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(
              query.map((parameter) => [
                parameter.name,
                parameter.description
                  ? { ...(parameter.schema as object), description: parameter.description }
                  : parameter.schema,
              ]),
            ),
            ...(required.length > 0 ? { required } : {}),
          },
        },
      },
    };
  }
}

function along(call: (path: string[], input: unknown) => Promise<unknown>, path: string[]): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' ? along(call, [...path, key]) : undefined),
    apply: (_target, _this, args: unknown[]) => call(path, args[0]),
  });
}

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Humanise API',
    description:
      'Human copywriters check or rewrite AI-generated text. Calls are authenticated by the session cookie ' +
      'that POST /api/auth/login sets. Every error answers { message, code, issues? }; a 5xx also names ' +
      'the requestId its cause is logged under. Numbers in a JSON body are JSON numbers; ids in a path or a ' +
      'query are plain decimal digits.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'humanise_session' } },
  });
  document.paths ??= {};
  deleteInputsAsBodies(document.paths as Record<string, Record<string, unknown>>);
  document.paths['/health'] = {
    get: {
      tags: ['health'],
      summary: 'Whether the server and its database are reachable',
      responses: {
        '200': { description: 'Healthy: { "status": "ok" }' },
        '503': { description: 'The database is unreachable' },
      },
    },
  };
  document.paths['/payments/webhook'] = {
    post: {
      tags: ['payments'],
      summary: "Stripe's signed events (Stripe only; 404 with the test gateway)",
      description:
        'Called by Stripe, not by integrations: the raw body is checked against the Stripe-Signature header. ' +
        'payment_intent.succeeded books the payment once, however often it is delivered.',
      responses: {
        '200': { description: 'Received: { "received": true, "outcome": string }' },
        '400': { description: 'The signature or its timestamp did not check out; nothing changed' },
        '404': { description: 'The test gateway is in use' },
      },
    },
  };
  document.paths['/unsubscribe'] = {
    post: {
      tags: ['account'],
      summary: 'One-click unsubscribe (RFC 8058), as named by the List-Unsubscribe header of an email',
      description:
        'Called by mail clients with the body "List-Unsubscribe=One-Click" and no cookie. The signed token ' +
        'in the query names the user and the kind of email to stop.',
      parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'Stopped: { "message": string, "preference": string }' },
        '400': { description: 'The token is not valid' },
      },
    },
  };
  return document;
}

function toErrorBody(payload: string, status: number, requestId: string): string {
  try {
    const parsed = JSON.parse(payload) as { message?: string; code?: string; data?: { api?: ApiErrorBody } };
    const api = parsed.data?.api ?? {
      message: parsed.message ?? 'Request failed',
      code: parsed.code ?? 'ERROR',
    };
    // The formatter names the request when the procedure's context was made; before that, this does.
    return JSON.stringify(api.requestId ? api : withRequestId(api, status, requestId));
  } catch {
    return payload;
  }
}

export async function restAdapter(
  app: FastifyInstance,
  options: { createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Promise<Context> },
) {
  const document = buildOpenApiDocument();

  // A body-less POST (logout, accept-quote) is an empty JSON object, not an unsupported media type.
  app.addHook('onRequest', async (request) => {
    // Fastify works out originalUrl on first read, and trpc-to-openapi rewrites the URL without /api before
    // the context is made: read it now, so that a paged list names its next page by the path called.
    void request.originalUrl;
    if (BODY_METHODS.has(request.method) && !request.headers['content-type']) {
      request.headers['content-type'] = 'application/json';
    }
  });

  // Procedures' errors carry the API body in their tRPC shape; REST callers get that body alone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      return toErrorBody(payload, reply.statusCode, request.id);
    }
    return payload;
  });

  app.addHook('preHandler', async (request) => {
    if (request.method === 'DELETE' && request.routeOptions.url === '/api/*') deleteBodyAsInput(request);
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: restView(appRouter),
    createContext: options.createContext as never,
    // The library takes an error's status from its tRPC code alone; errors.ts's status (503 when the database
    // could not be reached) and a throttle's Retry-After are handed over here.
    responseMeta: ({ errors }: { errors: TRPCError[] }) => responseMetaOf(errors),
    // The library hands over the Fastify request, whose logger writes the request's id on every line.
    onError({ error, path, req }: { error: TRPCError; path?: string; req: FastifyRequest }) {
      if (getHTTPStatusCodeFromError(error) >= 500) {
        req.log.error({ err: causeToLog(error), path }, 'procedure failed');
      }
    },
  });
}
