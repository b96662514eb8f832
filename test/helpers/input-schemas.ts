// The procedures' input schemas read as data, so that a test can make its cases from every text field the API
// takes instead of a list written by hand that falls behind when a field is added.
import type { $ZodType } from 'zod/v4/core';
import { appRouter } from '../../src/server/routers/_app.ts';

export type FieldPath = (string | number)[];

export interface ProcedureInput {
  // The procedure's path in the router, as the web client calls it: 'jobs.submit'.
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  // Where the REST adapter serves it, when it does.
  rest?: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string };
  input: $ZodType | undefined;
}

interface ProcedureDef {
  type: ProcedureInput['type'];
  inputs: $ZodType[];
  meta?: { openapi?: { method: NonNullable<ProcedureInput['rest']>['method']; path: string } };
}

export function procedureInputs(): ProcedureInput[] {
  const procedures = (
    appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } }
  )._def.procedures;
  return Object.entries(procedures).map(([name, procedure]) => {
    const def = procedure._def;
    const openapi = def.meta?.openapi;
    return {
      name,
      type: def.type,
      rest: openapi ? { method: openapi.method, path: openapi.path } : undefined,
      input: def.inputs[0],
    };
  });
}

export interface TextField {
  path: FieldPath;
  // A free-text string, or one of a fixed set of words (an enum or a literal).
  kind: 'string' | 'choice';
  // The longest value the schema lets through: its max() for a string (undefined without one), the
  // longest word of a choice.
  maxLength: number | undefined;
}

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  element?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: unknown } }[];
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

// The smallest max() (or length()) among a string's checks.
function maxLengthOf(def: Def): number | undefined {
  const limits = (def.checks ?? []).flatMap((check) => {
    const {
      check: kind,
      maximum,
      length,
    } = check._zod.def as { check: string; maximum?: number; length?: number };
    if (kind === 'max_length' && maximum !== undefined) return [maximum];
    if (kind === 'length_equals' && length !== undefined) return [length];
    return [];
  });
  return limits.length ? Math.min(...limits) : undefined;
}

// Every string, enum and string literal a caller can send, with its path in the input. A pipe is read on its
// input side (what arrives over the wire); an array's element is named by index 0.
export function textFields(schema: $ZodType | undefined, path: FieldPath = []): TextField[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path, kind: 'string', maxLength: maxLengthOf(def) }];
    case 'enum': {
      const words = Object.values(def.entries ?? {}).filter((value) => typeof value === 'string');
      return words.length
        ? [{ path, kind: 'choice', maxLength: Math.max(...words.map((w) => w.length)) }]
        : [];
    }
    case 'literal': {
      const words = (def.values ?? []).filter((value): value is string => typeof value === 'string');
      return words.length
        ? [{ path, kind: 'choice', maxLength: Math.max(...words.map((w) => w.length)) }]
        : [];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => textFields(field, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return textFields(def.innerType, path);
    case 'pipe':
      return textFields(def.in, path);
    case 'array':
      return textFields(def.element, [...path, 0]);
    case 'union': {
      const seen = new Map<string, TextField>();
      for (const field of (def.options ?? []).flatMap((option) => textFields(option, path))) {
        seen.set(field.path.join('.'), field);
      }
      return [...seen.values()];
    }
    default:
      return [];
  }
}

// { a: [value] } from the path ['a', 0].
export function valueAt(path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  return typeof head === 'number' ? [valueAt(rest, value)] : { [head]: valueAt(rest, value) };
}

export const pathName = (path: FieldPath) => path.join('.');
