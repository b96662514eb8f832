// The REST adapter of SPEC.md section 7: the same procedures as /trpc, at the paths their OpenAPI metadata names.
// It holds no rule of its own; it only reshapes HTTP around the procedures (docs/decisions/0002).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';
import type { ApiErrorBody } from '../shared/api-error.ts';
import { appRouter } from './routers/_app.ts';
import type { Context } from './trpc/context.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Humanise API',
    description:
      'Human copywriters check or rewrite AI-generated text. Calls are authenticated by the session cookie ' +
      'that POST /api/auth/login sets. Every error answers { message, code, issues? }.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'humanise_session' } },
  });
  document.paths ??= {};
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

function toErrorBody(payload: string): string {
  try {
    const parsed = JSON.parse(payload) as { message?: string; code?: string; data?: { api?: ApiErrorBody } };
    const api = parsed.data?.api ?? {
      message: parsed.message ?? 'Request failed',
      code: parsed.code ?? 'ERROR',
    };
    return JSON.stringify(api);
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
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') return toErrorBody(payload);
    return payload;
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => document);

  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext: options.createContext as never,
  });
}
