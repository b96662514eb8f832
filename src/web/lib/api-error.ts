// tRPC errors carry the REST error body under data.api (docs/product.md "The REST contract"); these helpers
// read it without trusting its shape, since a proxy or a dropped connection can answer with anything.

import type { ApiErrorBody, ApiIssue } from '../../shared/api-error.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorData(error: unknown): Record<string, unknown> | undefined {
  if (!isRecord(error)) return undefined;
  return isRecord(error.data) ? error.data : undefined;
}

/** The server's error body, or undefined when the request never got an answer from our server. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  const api = errorData(error)?.api;
  if (!isRecord(api) || typeof api.message !== 'string' || typeof api.code !== 'string') return undefined;
  const issues = Array.isArray(api.issues)
    ? api.issues.filter(
        (issue): issue is ApiIssue =>
          isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
      )
    : undefined;
  return { message: api.message, code: api.code, ...(issues ? { issues } : {}) };
}

/** The human message the server sent, for toasts that show "the server message, or else ...". */
export function serverMessage(error: unknown): string | undefined {
  const body = apiErrorBody(error);
  if (body?.message) return body.message;
  // A tRPC error without our body still came from the server when it has data.
  if (errorData(error) && isRecord(error) && typeof error.message === 'string' && error.message !== '') {
    return error.message;
  }
  return undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  const status = errorData(error)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The server's per-field messages for the fields a form has, first message per field.
 * Paths may be "email" or nested ("body.email", "input.email"): the last segment names the field.
 */
export function fieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): Partial<Record<TField, string>> {
  const result: Partial<Record<TField, string>> = {};
  for (const issue of apiErrorBody(error)?.issues ?? []) {
    const field = issue.path.split('.').at(-1) as TField | undefined;
    if (field && fields.includes(field) && result[field] === undefined) result[field] = issue.message;
  }
  return result;
}
