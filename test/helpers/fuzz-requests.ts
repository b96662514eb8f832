// Hostile requests generated from the OpenAPI document: every operation, through the REST door (its path,
// parameters and JSON body) and the tRPC door (its procedure, with the same input), with values chosen to
// break things: NULs, lone surrogates, huge and odd numbers, deep nesting, wrong types, missing and extra
// fields. Seeded by fast-check, so that a failure names the seed and path that reproduce it.
import fc from 'fast-check';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  procedure: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  required?: string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

// The operations the REST adapter generated from procedures (their operationId names the procedure).
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        operationId?: string;
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      if (!operation.operationId) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method as Operation['method'],
        path,
        procedure: operation.operationId.replace('-', '.'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '0x7',
  '1e400',
  '-1',
  '007',
  '9'.repeat(40),
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '%00',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ — «»',
];

const HOSTILE_NUMBERS = [0, -1, -0, 1, 0.001, 1.005, 0.1 + 0.2, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 1e-320];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), 'y'.repeat(1_100_000)) },
  { weight: 2, arbitrary: fc.emailAddress() },
);

const hostileNumber = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 20 }) },
);

// A nested value to be written as raw JSON text: deeper than any stack that walks it recursively.
const DEEP = { deep: true } as const;

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  hostileString,
  hostileNumber,
  fc.constant(DEEP),
);

function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return wrongType;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)));
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), wrongType);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const typed = (() => {
    switch (type) {
      case 'string':
        return hostileString;
      case 'number':
      case 'integer':
        return hostileNumber;
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
      case 'object':
        return objectFor(schema, depth + 1);
      default:
        return wrongType;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: wrongType });
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const fields = entries.map(([key, property]) =>
    // Each field is sometimes left out, so required ones go missing too.
    fc.option(
      valueFor(property, depth).map((value) => [key, value] as const),
      { freq: 6 },
    ),
  );
  return fc
    .tuple(fc.tuple(...fields), fc.dictionary(fc.string({ maxLength: 8 }), wrongType, { maxKeys: 2 }))
    .map(([present, extra]) => ({
      ...extra,
      ...Object.fromEntries(present.filter((entry) => entry !== null)),
    }));
}

function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, each) => (each === DEEP ? '__DEEP__' : each)) ?? 'null';
  return text.replaceAll('"__DEEP__"', `${'['.repeat(5000)}${']'.repeat(5000)}`);
}

const rawBody = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{"unterminated": ', 'not json', '', 'null', '[]', '"text"', '1e999'),
  },
  { weight: 1, arbitrary: fc.constant(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`) },
);

// A lone surrogate has no UTF-8 form: it is sent as the bytes a broken client would send instead.
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

export function requestsFor(operation: Operation, door: 'rest' | 'trpc'): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(
    ...operation.pathParams.map(() => fc.oneof(hostileString, hostileNumber.map(String))),
  );
  const query = fc.tuple(
    ...operation.queryParams.map((param) => fc.option(valueFor(param.schema), { freq: 2 })),
  );
  const body = operation.body ? valueFor(operation.body) : fc.option(wrongType, { freq: 3 });
  return fc.tuple(params, query, body, rawBody).map(([pathValues, queryValues, bodyValue, raw]) => {
    const headers = { 'content-type': 'application/json' };
    if (door === 'rest') {
      let path = operation.path;
      operation.pathParams.forEach((name, index) => {
        path = path.replace(`{${name}}`, encodePathValue(String(pathValues[index])));
      });
      const search = new URLSearchParams();
      operation.queryParams.forEach((param, index) => {
        const value = queryValues[index];
        if (value !== null && value !== undefined) {
          search.set(param.name, typeof value === 'string' ? value : toJson(value));
        }
      });
      const url = `/api${path}${search.size ? `?${search}` : ''}`;
      // A DELETE carries a JSON body, as a POST does (the REST adapter hands it to the procedure).
      if (operation.method === 'get') {
        return { method: operation.method.toUpperCase(), url, headers };
      }
      return { method: operation.method.toUpperCase(), url, headers, payload: raw ?? toJson(bodyValue) };
    }
    // tRPC takes the path and query parameters inside its one input.
    const input: Record<string, unknown> =
      bodyValue && typeof bodyValue === 'object' && !Array.isArray(bodyValue) && bodyValue !== DEEP
        ? { ...(bodyValue as Record<string, unknown>) }
        : {};
    operation.pathParams.forEach((name, index) => {
      input[name] = pathValues[index];
    });
    operation.queryParams.forEach((param, index) => {
      if (queryValues[index] !== null) input[param.name] = queryValues[index];
    });
    const inputJson = raw ?? toJson(Object.keys(input).length ? input : bodyValue);
    if (operation.method === 'get') {
      return {
        method: 'GET',
        url: `/trpc/${operation.procedure}?input=${encodeURIComponent(inputJson)}`,
        headers,
      };
    }
    return { method: 'POST', url: `/trpc/${operation.procedure}`, headers, payload: inputJson };
  });
}
