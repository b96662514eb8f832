// The REST operations of the router: each procedure whose OpenAPI metadata names a method and a path, with what
// the REST adapter needs to turn an HTTP request into the procedure's input (docs/decisions/0002). Worked out
// once, at start, so that a request pays for none of it.
import { type AnyProcedure, TRPCError } from '@trpc/server';
import { z } from 'zod';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestOperation {
  // The procedure's name in the router, e.g. 'jobs.list'.
  name: string;
  type: 'query' | 'mutation';
  method: RestMethod;
  // The path under /api as the metadata names it, e.g. '/jobs/{id}'.
  path: string;
  // The keys of the input that arrive as strings (the path's, and a GET's query) and that the schema reads
  // as numbers.
  numericKeys: readonly string[];
  // The keys of a GET's input that the schema reads as lists: a query key given once is a list of one.
  listKeys: readonly string[];
  // False for a procedure that takes nothing (`z.void()`): it is called with no input, whatever was sent.
  takesInput: boolean;
}

interface OpenApiMeta {
  openapi?: { method: RestMethod; path: string };
}

interface SchemaLike {
  _zod: { def: { type: string; innerType?: SchemaLike; in?: SchemaLike; out?: SchemaLike } };
  shape?: Record<string, SchemaLike>;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault']);
const VOID_TYPES = new Set(['void', 'undefined']);

function unwrapped(schema: SchemaLike): SchemaLike {
  const { type, innerType } = schema._zod.def;
  return WRAPPERS.has(type) && innerType ? unwrapped(innerType) : schema;
}

// The input's object, through optional and the like and through pipes, as a caller writes it.
function inputObject(schema: SchemaLike): SchemaLike | undefined {
  const inner = unwrapped(schema);
  const { type, in: from, out: to } = inner._zod.def;
  if (type === 'object') return inner;
  if (type === 'pipe' && from && to) return inputObject(to._zod.def.type === 'transform' ? from : to);
  return undefined;
}

export function restOperations(router: { _def: { procedures: unknown } }): RestOperation[] {
  const operations: RestOperation[] = [];
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  for (const [name, procedure] of Object.entries(procedures)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi || procedure._def.type === 'subscription') continue;
    const inputs = procedure._def.inputs as unknown as SchemaLike[];
    const object = inputs.length === 1 && inputs[0] ? inputObject(inputs[0]) : undefined;
    const pathKeys = [...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const fields = Object.entries(object?.shape ?? {});
    const ofType = (type: string) =>
      fields.filter(([, field]) => unwrapped(field)._zod.def.type === type).map(([key]) => key);
    const numericKeys = ofType('number').filter((key) => openapi.method === 'GET' || pathKeys.includes(key));
    operations.push({
      name,
      type: procedure._def.type as 'query' | 'mutation',
      method: openapi.method,
      path: openapi.path,
      numericKeys,
      listKeys: openapi.method === 'GET' ? ofType('array') : [],
      takesInput:
        inputs.length > 0 && !inputs.every((input) => VOID_TYPES.has(unwrapped(input)._zod.def.type)),
    });
  }
  return operations;
}

// Whole numbers only, as every number a path or query carries is an id or a count; a fraction would need more.
const DECIMAL_DIGITS = /^(0|[1-9][0-9]*)$/;

/**
 * The one conversion HTTP needs: a number in a path or a query is a string there, always. Only plain decimal
 * digits count; "0x7", "1e3" or " 7" are refused with a message naming the field. Nothing else is coerced: the
 * procedure's schema parses the input as strictly as through /trpc.
 */
export function numbersFromStrings(
  keys: readonly string[],
  input: Record<string, unknown>,
): Record<string, unknown> {
  if (keys.length === 0) return input;
  const issues: z.core.$ZodIssue[] = [];
  for (const key of keys) {
    const value = input[key];
    // Absent, or given twice (an array): the procedure's schema says what is wrong with it.
    if (typeof value !== 'string') continue;
    if (DECIMAL_DIGITS.test(value)) input[key] = Number(value);
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
  return input;
}

/**
 * A query string's fields as an input: a key given once is its value (a list of one where the schema reads a
 * list), a key given more than once the list of them; an empty value is as good as absent (`?cursor=` asks for
 * the first page).
 */
export function queryInput(query: unknown, listKeys: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (typeof query !== 'object' || query === null) return input;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) input[key] = value.length === 1 && !listKeys.includes(key) ? value[0] : value;
    else if (value) input[key] = listKeys.includes(key) ? [value] : value;
  }
  return input;
}
