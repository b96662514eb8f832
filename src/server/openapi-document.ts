// The OpenAPI document of the REST adapter (docs/product.md "The REST contract"), served at /api/openapi.json
// and /api/docs: what trpc-to-openapi generates from the procedures' metadata, with a DELETE's input as the
// JSON body the adapter reads it from (rest-adapter.ts), and the routes the app serves beside the procedures.
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { listOutputSchema } from './http/list-output.ts';
import {
  errorResponseRef,
  errorResponses,
  operationFacts,
  SECURITY_SCHEMES,
  securityOf,
  statusesOf,
} from './openapi-contract.ts';
import { appRouter } from './routers/_app.ts';

interface ProcedureLike {
  _def: { output?: unknown };
}

// The generator describes an answer by the procedure's zod output schema. A list procedure's output is a
// validator function (src/server/http/list-output.ts) that carries its schema: the generator is handed a view
// of the router in which each list procedure's output is that schema.
function withListSchemas(router: typeof appRouter): typeof appRouter {
  const procedures = router._def.procedures as unknown as Record<string, ProcedureLike>;
  const described = Object.fromEntries(
    Object.entries(procedures).map(([name, procedure]) => {
      const schema = listOutputSchema(procedure._def.output);
      return [name, schema ? { ...procedure, _def: { ...procedure._def, output: schema } } : procedure];
    }),
  );
  return { _def: { procedures: described } } as unknown as typeof appRouter;
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

type Operation = {
  responses?: Record<string, unknown>;
  security?: unknown;
  operationId?: string;
  parameters?: unknown[];
};

// Every POST of the adapter takes an Idempotency-Key (http/idempotency.ts, docs/decisions/0050).
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 visible ASCII characters (a UUID will do). The same key with the same request from the ' +
    'same caller (signed in, or by an API key) within 24 hours is answered the first answer again, without ' +
    'doing the work twice; a 5xx, 401, 408 or 429 is not kept. The key with another request: 422 ' +
    'IDEMPOTENCY_KEY_REUSED; while the first is still running: 409 IDEMPOTENCY_KEY_IN_USE; without a ' +
    'caller: 400 IDEMPOTENCY_KEY_WITHOUT_CALLER.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

const REPLAYED_RESPONSE_HEADER = {
  'Idempotent-Replayed': {
    description: 'true when this is the kept answer of an earlier request with the same Idempotency-Key',
    required: false,
    schema: { type: 'string', const: 'true' },
  },
};

// The generator's own error answers are replaced by the statuses the operation really answers, each the one
// error body (openapi-contract.ts); a CSV route's answer is its text, not JSON.
function describeAnswers(document: { paths: Record<string, Record<string, Operation>> }): Set<number> {
  const used = new Set<number>();
  for (const facts of operationFacts(appRouter)) {
    const operation = document.paths[facts.path]?.[facts.method.toLowerCase()];
    if (!operation) continue;
    const success = operation.responses?.['200'] as { description: string; content?: unknown } | undefined;
    const statuses = statusesOf(facts);
    operation.security = securityOf(facts);
    if (facts.method === 'POST') {
      operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
    }
    operation.responses = Object.fromEntries(
      statuses.map((status) => {
        used.add(status);
        if (status !== 200) return [String(status), errorResponseRef(status)];
        if (facts.method === 'POST') return ['200', { ...success, headers: REPLAYED_RESPONSE_HEADER }];
        if (!facts.path.endsWith('.csv')) return ['200', success];
        return [
          '200',
          { description: success?.description, content: { 'text/csv': { schema: { type: 'string' } } } },
        ];
      }),
    );
  }
  return used;
}

// The routes the app serves beside the procedures (docs/decisions/0012): none needs a way in.
function ownRoute(
  operationId: string,
  operation: { tags: string[]; summary: string; description?: string; parameters?: unknown[] },
  success: { description: string; schema: unknown },
  statuses: number[],
  used: Set<number>,
) {
  for (const status of statuses) used.add(status);
  return {
    ...operation,
    operationId,
    security: [],
    responses: {
      '200': {
        description: success.description,
        content: { 'application/json': { schema: success.schema } },
      },
      ...Object.fromEntries(statuses.map((status) => [String(status), errorResponseRef(status)])),
    },
  };
}

const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(withListSchemas(appRouter), {
    title: 'Humanise API',
    description:
      'Human copywriters check or rewrite AI-generated text. Calls are authenticated by the session cookie ' +
      'that POST /api/auth/login sets, or by an API key as `Authorization: Bearer <key>`. Every error ' +
      'answers { message, code, issues? }; a 400 names each field that is not valid in `issues[].path`, a ' +
      '429 says when to try again in Retry-After, a 5xx names the requestId its cause is logged under. ' +
      'Numbers in a JSON body are JSON numbers; ids in a path or a query are plain decimal digits.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: SECURITY_SCHEMES as never,
  });
  document.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  document.paths ??= {};
  deleteInputsAsBodies(document.paths as Record<string, Record<string, unknown>>);
  const used = describeAnswers(document as never);
  document.paths['/health'] = {
    get: ownRoute(
      'health',
      { tags: ['health'], summary: 'Whether the server and its database are reachable' },
      { description: 'Healthy', schema: object({ status: { type: 'string', const: 'ok' } }) },
      [408, 431, 503],
      used,
    ),
  } as never;
  document.paths['/payments/webhook'] = {
    post: ownRoute(
      'payments-webhook',
      {
        tags: ['payments'],
        summary: "Stripe's signed events (Stripe only; 404 with the test gateway)",
        description:
          'Called by Stripe, not by integrations: the raw body is checked against the Stripe-Signature ' +
          'header. payment_intent.succeeded books the payment once, however often it is delivered.',
      },
      {
        description: 'Received',
        schema: object({ received: { type: 'boolean', const: true }, outcome: { type: 'string' } }),
      },
      [400, 404, 408, 413, 431, 500, 503],
      used,
    ),
  } as never;
  document.paths['/unsubscribe'] = {
    post: ownRoute(
      'unsubscribe-one-click',
      {
        tags: ['account'],
        summary: 'One-click unsubscribe (RFC 8058), as named by the List-Unsubscribe header of an email',
        description:
          'Called by mail clients with the body "List-Unsubscribe=One-Click" and no cookie. The signed token ' +
          'in the query names the user and the kind of email to stop.',
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
      },
      {
        description: 'Stopped',
        schema: object({ message: { type: 'string' }, preference: { type: 'string' } }),
      },
      [400, 408, 413, 431, 500, 503],
      used,
    ),
  } as never;
  // The generator's error schemas are replaced by the responses above.
  document.components = {
    securitySchemes: document.components?.securitySchemes,
    responses: errorResponses(used) as never,
  };
  return document;
}
