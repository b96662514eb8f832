// What makes the OpenAPI document exact (docs/decisions/0049): the ways in, and every status an operation can
// answer with the error body it answers it with. Nothing here is written per path: each operation's security
// and statuses follow from what its procedure is (which guard it is built on, whether it takes an id, whether
// it changes anything, its method), so an operation added to any router is described as it is answered.
import { type AnyProcedure, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { APP_ERRORS, HTTP_LAYER_CODES } from './errors.ts';
import { type RestOperation, restOperations } from './rest-operations.ts';
import {
  adminProcedure,
  approvedCopywriterProcedure,
  authedProcedure,
  clientProcedure,
  copywriterProcedure,
  optionalUserProcedure,
  publicProcedure,
} from './trpc/procedures.ts';

// Who may call: anyone; anyone, the caller known when signed in; any signed-in caller; a caller of one role.
export type Guard = 'public' | 'optional' | 'signedIn' | 'role';

interface Built {
  _def: { middlewares: readonly unknown[] };
}

const GUARDS: [Guard, Built][] = [
  ['optional', optionalUserProcedure],
  ['signedIn', authedProcedure],
  ['role', clientProcedure],
  ['role', copywriterProcedure],
  ['role', adminProcedure],
  ['role', approvedCopywriterProcedure],
];

/** The guard a procedure is built on: the longest of the guards' middleware lists its own begins with. */
export function guardOf(procedure: Built): Guard {
  const own = procedure._def.middlewares;
  let guard: Guard = 'public';
  let longest = (publicProcedure as unknown as Built)._def.middlewares.length;
  for (const [name, builder] of GUARDS) {
    const theirs = builder._def.middlewares;
    if (theirs.length > longest && theirs.every((middleware, index) => own[index] === middleware)) {
      guard = name;
      longest = theirs.length;
    }
  }
  return guard;
}

export interface OperationFacts {
  name: string;
  method: RestOperation['method'];
  path: string;
  guard: Guard;
  mutation: boolean;
  // The input names a row by its id (in the path, or a key `id` or `…Id`): it may not exist, or not be theirs.
  namesRow: boolean;
}

// Routers whose mutations call the payment provider: a declined card (402) or the provider out of reach (502).
const PAYMENT_ROUTERS = ['payments.', 'payouts.'];

/** Every status the operation can answer, derived from its facts (docs/decisions/0049 lists why each). */
export function statusesOf(facts: OperationFacts): number[] {
  // Any call: a malformed address or input (400), a bearer key that is unknown or revoked (401), a request
  // too slow to arrive (408), a throttle or a key's rate (429), headers too large (431), a failure (500), the
  // server turning it away or its database out of reach (503).
  const statuses = new Set([200, 400, 401, 408, 429, 431, 500, 503]);
  const guarded = facts.guard === 'signedIn' || facts.guard === 'role';
  // The wrong role, two-factor sign-in still to set up, a key's scopes; and any cookie-carrying change sent
  // from another site.
  if (guarded || facts.method !== 'GET') statuses.add(403);
  if (facts.namesRow) statuses.add(404);
  if (facts.path.includes('{')) statuses.add(414);
  if (facts.method !== 'GET') for (const status of [413, 415]) statuses.add(status);
  // A change that no longer applies (a transition, a name taken) or a POST whose Idempotency-Key is in flight.
  if (facts.mutation) statuses.add(409);
  // An Idempotency-Key used again with another body.
  if (facts.method === 'POST') statuses.add(422);
  if (facts.mutation && PAYMENT_ROUTERS.some((prefix) => facts.name.startsWith(prefix))) {
    statuses.add(402);
    statuses.add(502);
  }
  return [...statuses].sort((a, b) => a - b);
}

const ID_KEY = /^(id|\w+Id)$/;

function inputKeys(procedure: AnyProcedure): string[] {
  const inputs = procedure._def.inputs as { _zod?: { def?: { shape?: object } }; shape?: object }[];
  return inputs.flatMap((input) => Object.keys(input.shape ?? {}));
}

export function operationFacts(router: { _def: { procedures: unknown } }): OperationFacts[] {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  return restOperations(router).map((operation) => {
    const procedure = procedures[operation.name]!;
    return {
      name: operation.name,
      method: operation.method,
      path: operation.path,
      guard: guardOf(procedure as unknown as Built),
      mutation: operation.type === 'mutation',
      namesRow: operation.path.includes('{') || inputKeys(procedure).some((key) => ID_KEY.test(key)),
    };
  });
}

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'humanise_session',
    description: 'The session cookie that POST /api/auth/login sets',
  },
  bearerKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key of the account (Authorization: Bearer <key>), within its scopes',
  },
} as const;

type Security = Record<string, string[]>[];

/**
 * The ways in: none needed for a public operation; either for a guarded one, but under /account, where only
 * a signed-in session may manage the account (its webhooks aside); optional where the caller is known when
 * signed in.
 */
export function securityOf(facts: Pick<OperationFacts, 'guard' | 'path'>): Security {
  if (facts.guard === 'public') return [];
  const sessionOnly = facts.path.startsWith('/account') && !facts.path.startsWith('/account/webhooks');
  const ways: Security = sessionOnly ? [{ sessionCookie: [] }] : [{ sessionCookie: [] }, { bearerKey: [] }];
  return facts.guard === 'optional' ? [{}, ...ways] : ways;
}

const RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The input is not valid (each of `issues` names a field by its dotted `path`), the body is not JSON, ' +
      'or the address is malformed',
  },
  401: { name: 'Unauthorized', description: 'Not signed in, or the bearer key is unknown or revoked' },
  402: { name: 'PaymentRequired', description: 'The payment provider declined the payment' },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: another role, two-factor sign-in still to set up, beyond the key’s scopes, or a ' +
      'cookie-carrying change sent from another site',
  },
  404: { name: 'NotFound', description: 'No such row, or not one the caller may see' },
  408: { name: 'RequestTimeout', description: 'The request took too long to arrive' },
  409: {
    name: 'Conflict',
    description:
      'The change no longer applies (the job moved on, a name is taken), or the same Idempotency-Key is ' +
      'still being answered',
  },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large' },
  414: { name: 'UriTooLong', description: 'A path parameter is too long' },
  415: { name: 'UnsupportedMediaType', description: 'The request body is not application/json' },
  422: { name: 'UnprocessableContent', description: 'The Idempotency-Key was used with another body' },
  429: { name: 'TooManyRequests', description: 'Too many requests: try again after Retry-After seconds' },
  431: { name: 'HeadersTooLarge', description: 'The request headers are too large' },
  500: { name: 'InternalServerError', description: 'Something went wrong on the server' },
  502: { name: 'BadGateway', description: 'The payment provider could not be reached' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The server is busy, stopping, or cannot reach its database: try again',
  },
};

const retryAfter = (required: boolean) => ({
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    required,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
});

// The one error body (errors.ts), as each status carries it: only a 400 names issues, only a 5xx the request.
function errorResponse(status: number, codes: Set<string> | undefined) {
  const { description } = RESPONSES[status]!;
  const properties: Record<string, unknown> = {
    message: { type: 'string', description: 'What went wrong, in words a person can read' },
    code: { type: 'string', ...(codes ? { enum: [...codes].sort() } : {}) },
  };
  const required = ['message', 'code'];
  if (status === 400) {
    properties.issues = {
      type: 'array',
      description: 'Each field that is not valid',
      items: {
        type: 'object',
        properties: {
          path: { type: 'string', description: 'The field, its keys joined by dots (items.0.name)' },
          message: { type: 'string' },
        },
        required: ['path', 'message'],
        additionalProperties: false,
      },
    };
  }
  if (status >= 500) {
    properties.requestId = { type: 'string', description: 'The id the cause is logged under' };
    required.push('requestId');
  }
  return {
    description,
    ...(status === 429
      ? { headers: retryAfter(true) }
      : status === 503
        ? { headers: retryAfter(false) }
        : {}),
    content: {
      'application/json': {
        schema: { type: 'object', properties, required, additionalProperties: false },
      },
    },
  };
}

/**
 * Every `code` an error body may carry, by the status it comes with: the table's codes, tRPC's own (answered
 * as they are by toApiError, but PARSE_ERROR, which it answers as BAD_REQUEST) and the HTTP layer's. The
 * document declares them, so a code added to the table is declared with it.
 */
export function errorCodesByStatus(): Map<number, Set<string>> {
  const byStatus = new Map<number, Set<string>>();
  const add = (status: number, code: string) => {
    const codes = byStatus.get(status) ?? new Set<string>();
    byStatus.set(status, codes.add(code));
  };
  for (const [appCode, trpcCode] of Object.entries(APP_ERRORS)) {
    add(getHTTPStatusCodeFromError(new TRPCError({ code: trpcCode })), appCode);
  }
  for (const key of Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPC_ERROR_CODE_KEY[]) {
    if (key !== 'PARSE_ERROR') add(getHTTPStatusCodeFromError(new TRPCError({ code: key })), key);
  }
  for (const [code, status] of Object.entries(HTTP_LAYER_CODES)) add(status, code);
  return byStatus;
}

/** The shared error responses for the statuses used, and a reference to one for each error status. */
export function errorResponses(used: Iterable<number>) {
  const codes = errorCodesByStatus();
  const components: Record<string, unknown> = {};
  for (const status of [...new Set(used)].sort((a, b) => a - b)) {
    if (status < 400) continue;
    components[RESPONSES[status]!.name] = errorResponse(status, codes.get(status));
  }
  return components;
}

export function errorResponseRef(status: number) {
  const response = RESPONSES[status];
  if (!response) throw new Error(`No error response is described for ${status}`);
  return { $ref: `#/components/responses/${response.name}` };
}
