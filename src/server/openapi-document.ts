// The OpenAPI document of the REST adapter (docs/product.md "The REST contract"), served at /api/openapi.json
// and /api/docs: what trpc-to-openapi generates from the procedures' metadata, with a DELETE's input as the
// JSON body the adapter reads it from (rest-adapter.ts), and the routes the app serves beside the procedures.
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { listOutputSchema } from './http/list-output.ts';
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

export function buildOpenApiDocument() {
  const document = generateOpenApiDocument(withListSchemas(appRouter), {
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
