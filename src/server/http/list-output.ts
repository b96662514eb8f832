// The output validator of a list procedure (`.output(listOutput(item))`). A list's answer is checked against its
// schema in development and in the tests, and sent as its read model built it in production: under 32
// connections, zod's copy of a page of 50 jobs was a fifth of the server's CPU per request, more than anything
// else the server adds to the database's work (docs/decisions/0017-list-answers-checked-by-the-tests.md).
// What makes skipping it safe is the check the tests make instead: a list's answer must come out of its schema
// unchanged, no key stripped and no value transformed, so that what production sends unchecked is what the
// schema would have let through.
//
// The validator is a function, which tRPC takes as an output validator of its own (its "custom validator"),
// rather than the zod schema, whose output tRPC checks with zod's slower asynchronous parse in every
// environment. The function carries its schema, which the OpenAPI document describes the answer with
// (openapi-document.ts); the web's types are the function's return type, the schema's output
// (docs/decisions/0026-speed-ups-through-supported-extension-points.md).
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { listSchema, pageSchema } from '../../shared/schemas/paging.ts';

// Checked unless the server is started for production, which main.ts says from env.ts at boot: a server built
// any other way (the tests build the app themselves) checks.
let answersChecked = true;

export function checkListAnswers(checked: boolean): void {
  answersChecked = checked;
}

export type ListOutput<Schema extends z.ZodType> = ((answer: unknown) => z.output<Schema>) & {
  readonly schema: Schema;
};

// zod's synchronous parse, the one it compiles for an object's shape (17 µs rather than 72 µs for 50 posts).
function answeredAsBuilt<Schema extends z.ZodType>(schema: Schema): ListOutput<Schema> {
  const validate = (answer: unknown): z.output<Schema> => {
    if (!answersChecked) return answer as z.output<Schema>;
    const parsed = schema.parse(answer);
    if (!isDeepStrictEqual(parsed, answer)) {
      throw new Error('A list answer holds what its schema strips or changes; production would send it');
    }
    return parsed;
  };
  return Object.assign(validate, { schema });
}

// The schema a list procedure's output validator carries, for the OpenAPI document; undefined for any other.
export function listOutputSchema(output: unknown): z.ZodType | undefined {
  return typeof output === 'function' ? (output as Partial<ListOutput<z.ZodType>>).schema : undefined;
}

// A REST list's answer: an array of items, the next page named in the Link header.
export function listOutput<Item extends z.ZodType>(item: Item) {
  return answeredAsBuilt(listSchema(item));
}

// A page for the web's infinite lists: the items and the next page's cursor.
export function pageOutput<Item extends z.ZodType>(item: Item) {
  return answeredAsBuilt(pageSchema(item));
}
