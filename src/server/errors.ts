// Errors in one place: services throw AppError, a plain Error with a code that knows nothing of tRPC or HTTP;
// this table decides its status for both the tRPC client and the REST adapter (the procedures' outer
// middleware, trpc/procedures.ts, turns it into tRPC's error). The formatter below is the only place an error
// becomes a response body: the procedures' (toApiError, through trpc/init.ts's errorFormatter), and every other
// route's and the HTTP layer's (httpErrorToApi, sent by http/error-replies.ts), which throw AppError too.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { ApiErrorBody } from '../shared/api-error.ts';

export const APP_ERRORS = {
  VALIDATION_ERROR: 'BAD_REQUEST',
  AMOUNT_MISMATCH: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  INVALID_ADMIN_CODE: 'FORBIDDEN',
  // An admin without two-factor sign-in while REQUIRE_ADMIN_2FA holds (docs/decisions/0037).
  TWO_FACTOR_SETUP_REQUIRED: 'FORBIDDEN',
  CROSS_SITE_REQUEST: 'FORBIDDEN',
  // An API key used beyond its scopes (docs/decisions/0047).
  INSUFFICIENT_SCOPE: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  EMAIL_TAKEN: 'CONFLICT',
  INVALID_TRANSITION: 'CONFLICT',
  SLUG_TAKEN: 'CONFLICT',
  CATEGORY_IN_USE: 'CONFLICT',
  // A writer's link to a job they quoted on and can no longer see: the client chose another quote, or withdrew
  // the job (docs/decisions/0042-a-lost-quote-answers-why.md). They are told why, not that it does not exist.
  QUOTE_NOT_CHOSEN: 'FORBIDDEN',
  JOB_WITHDRAWN: 'FORBIDDEN',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  PAYMENT_DECLINED: 'PAYMENT_REQUIRED',
  INSUFFICIENT_HOURS: 'CONFLICT',
  // A withdrawal of more than is available, without an enabled payout account, or held (docs/decisions/0039).
  PAYOUT_REFUSED: 'CONFLICT',
  PAYMENT_GATEWAY_UNAVAILABLE: 'BAD_GATEWAY',
  // A Stripe webhook whose signature or timestamp does not check out.
  INVALID_SIGNATURE: 'BAD_REQUEST',
  // Idempotency-Key (docs/decisions/0050): malformed, sent with nobody to keep it for, used again with another
  // request, or its first request still running.
  INVALID_IDEMPOTENCY_KEY: 'BAD_REQUEST',
  IDEMPOTENCY_KEY_WITHOUT_CALLER: 'BAD_REQUEST',
  IDEMPOTENCY_KEY_REUSED: 'UNPROCESSABLE_CONTENT',
  IDEMPOTENCY_KEY_IN_USE: 'CONFLICT',
  // The server cannot take the request now (its queue is full, its database out of reach): try again.
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  readonly appCode: AppErrorCode;
  // For a 429: when the caller may try again, answered as the Retry-After header.
  readonly retryAfterSeconds: number | undefined;
  // For a 400 a service decides on a field (a common password): answered in `issues`, as a schema's would be.
  readonly issues: IssueLike[] | undefined;

  constructor(
    appCode: AppErrorCode,
    message: string,
    options: { retryAfterSeconds?: number; issues?: IssueLike[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.appCode = appCode;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.issues = options.issues;
  }
}

/** tRPC's error for an AppError thrown by a service: the table's code, the same message, the AppError as cause. */
export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: APP_ERRORS[error.appCode], message: error.message, cause: error });
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

export const UNAVAILABLE: ApiErrorBody = {
  message: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'UNAVAILABLE',
};

// Failures of the connection itself: nothing reached the database (refused, reset, timed out), PostgreSQL
// ended the session (class 08, connection exception; 57P01-57P03, shutting down or starting up), or the pool
// lost the connection mid-query, which node-postgres reports by message alone.
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether an error means the database (or a service the server calls) could not be reached: a passing state
 * a caller can retry, answered 503 UNAVAILABLE rather than 500, as /api/health answers then. The error is looked
 * for through `cause` and, for a connection tried at several addresses, an AggregateError's `errors`.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (CONNECTION_LOST_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isServiceUnavailable(inner, depth + 1)))
    return true;
  return isServiceUnavailable(error.cause, depth + 1);
}

const unavailable = (error: TRPCError) =>
  error.code === 'INTERNAL_SERVER_ERROR' && isServiceUnavailable(error.cause);

/** The HTTP status of a procedure's error: the table's, or 503 when the database could not be reached. */
export function httpStatusOf(error: TRPCError): number {
  return unavailable(error) ? 503 : getHTTPStatusCodeFromError(error);
}

/**
 * The status and headers of a failed call, for both doors (the tRPC adapter and the REST adapter): errors.ts's
 * status, and Retry-After for a throttled call. A success keeps the adapter's own.
 */
export function responseMetaOf(errors: readonly TRPCError[]): {
  status?: number;
  headers?: Record<string, string>;
} {
  const [error] = errors;
  if (!error) return {};
  const retryAfter = error.cause instanceof AppError ? error.cause.retryAfterSeconds : undefined;
  return {
    status: httpStatusOf(error),
    ...(retryAfter === undefined ? {} : { headers: { 'Retry-After': String(retryAfter) } }),
  };
}

interface IssueLike {
  path: PropertyKey[];
  message: string;
}

function validationIssues(error: TRPCError): IssueLike[] | undefined {
  const cause = error.cause as { issues?: unknown } | undefined;
  if (error.code === 'BAD_REQUEST' && cause && Array.isArray(cause.issues)) {
    return cause.issues as IssueLike[];
  }
  return undefined;
}

// Our own "not found"s are AppErrors; a bare NOT_FOUND is tRPC's, for a procedure it does not know. Its message
// and path would echo the address back ('No procedure found on path "…"').
export function isUnknownProcedure(error: TRPCError): boolean {
  return error.code === 'NOT_FOUND' && !(error.cause instanceof AppError);
}

export function toApiError(error: TRPCError): ApiErrorBody {
  const issues = validationIssues(error);
  if (issues) {
    const mapped = issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { message: mapped[0]?.message ?? 'Invalid input', code: 'VALIDATION_ERROR', issues: mapped };
  }
  if (error.cause instanceof AppError) {
    return { message: error.cause.message, code: error.cause.appCode };
  }
  if (unavailable(error)) return UNAVAILABLE;
  if (error.code === 'INTERNAL_SERVER_ERROR') {
    return { message: INTERNAL_MESSAGE, code: 'INTERNAL_SERVER_ERROR' };
  }
  if (error.code === 'PARSE_ERROR') {
    return { message: 'The request body is not valid JSON', code: 'BAD_REQUEST' };
  }
  if (isUnknownProcedure(error)) return { message: 'Not found', code: 'NOT_FOUND' };
  return { message: error.message, code: error.code };
}

// A 5xx body names its request, so that a report of the failure can be matched to the log line holding its
// cause; the cause itself stays in the log.
export function withRequestId(
  body: ApiErrorBody,
  status: number,
  requestId: string | undefined,
): ApiErrorBody {
  return status >= 500 && requestId ? { ...body, requestId } : body;
}

// What the log keeps of a failed procedure: the error that was thrown, with its stack, rather than tRPC's wrapper.
export function causeToLog(error: TRPCError): unknown {
  return error.code === 'INTERNAL_SERVER_ERROR' && error.cause instanceof Error ? error.cause : error;
}

export interface HttpErrorAnswer {
  status: number;
  body: ApiErrorBody;
  // Retry-After for a throttled or turned-away request.
  headers?: Record<string, string>;
}

// Errors raised outside the procedures get the same body as those raised by procedures: an AppError thrown by a
// route or a hook (the table above decides its status), or one of the HTTP layer's own (a body that is not
// JSON, too large, a wrong content type). A database out of reach is a 503; anything else unexpected is a 500
// with no detail.
export function httpErrorToApi(
  error: { statusCode?: number; code?: string; message: string } | AppError,
): HttpErrorAnswer {
  if (error instanceof AppError) {
    const trpcError = toTRPCError(error);
    const status = httpStatusOf(trpcError);
    const body = toApiError(trpcError);
    if (error.retryAfterSeconds === undefined) return { status, body };
    return { status, body, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (!error.statusCode && isServiceUnavailable(error)) return { status: 503, body: UNAVAILABLE };
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500)
    return { status: 500, body: { message: INTERNAL_MESSAGE, code: 'INTERNAL_SERVER_ERROR' } };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status, body: { message: 'The request body is not valid JSON', code: 'BAD_REQUEST' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status, body: { message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
    // The router's own refusals of an address: their messages would echo it back.
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status, body: { message: 'The address is too long', code: 'URI_TOO_LONG' } };
    case 'FST_ERR_BAD_URL':
      return { status, body: { message: 'The address is not valid', code: 'BAD_REQUEST' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status,
        body: { message: 'Send the request body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
      };
    default:
      return { status, body: { message: error.message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' } };
  }
}

// The codes the HTTP layer answers besides the table's (httpErrorToApi, clientErrorToApi), by status.
export const HTTP_LAYER_CODES: Record<string, number> = {
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
};

/** What a failed request is answered: httpErrorToApi's answer, its body naming the request when a 5xx. */
export function formatHttpError(
  error: Parameters<typeof httpErrorToApi>[0],
  requestId: string | undefined,
): HttpErrorAnswer {
  const answer = httpErrorToApi(error);
  return { ...answer, body: withRequestId(answer.body, answer.status, requestId) };
}

const CLIENT_ERRORS: Record<string, { status: number; body: ApiErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' },
  },
};

/**
 * A request Node's HTTP server refused before any route saw it: not whole within the request timeout, headers
 * too large, or not HTTP at all. Node's parser gives no message fit for a caller.
 */
export function clientErrorToApi(error: { code?: string }): HttpErrorAnswer {
  return (
    CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      body: { message: 'The request is not valid HTTP', code: 'BAD_REQUEST' },
    }
  );
}
