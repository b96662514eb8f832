// The output schema of a list procedure (`.output(listOutput(item))`). A list's answer is checked against its
// schema in development and in the tests, and sent as its read model built it in production: under 32
// connections, zod's copy of a page of 50 jobs was a fifth of the server's CPU per request, more than anything
// else the server adds to the database's work (docs/decisions/0017-list-answers-checked-by-the-tests.md).
// What makes skipping it safe is the check the tests make instead: a list's answer must come out of its schema
// unchanged, no key stripped and no value transformed, so that what production sends unchecked is what the
// schema would have let through. The schema stays the procedure's output for the OpenAPI document and types.
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { listSchema, pageSchema } from '../../shared/schemas/paging.ts';

export const LIST_ANSWERS_CHECKED = process.env.NODE_ENV !== 'production';

// tRPC checks an output with parseAsync, in which zod runs its objects' general parser rather than the one it
// compiles for a synchronous parse (72 µs rather than 17 µs for 50 posts); a list has no asynchronous check.
function answeredAsBuilt<Schema extends z.ZodType>(schema: Schema, checked: boolean): Schema {
  schema.parseAsync = checked
    ? async (data, params) => {
        const parsed = schema.parse(data, params);
        if (!isDeepStrictEqual(parsed, data)) {
          throw new Error('A list answer holds what its schema strips or changes; production would send it');
        }
        return parsed;
      }
    : async (data) => data as z.output<Schema>;
  return schema;
}

// A REST list's answer: an array of items, the next page named in the Link header.
export function listOutput<Item extends z.ZodType>(item: Item, checked = LIST_ANSWERS_CHECKED) {
  return answeredAsBuilt(listSchema(item), checked);
}

// A page for the web's infinite lists: the items and the next page's cursor.
export function pageOutput<Item extends z.ZodType>(item: Item, checked = LIST_ANSWERS_CHECKED) {
  return answeredAsBuilt(pageSchema(item), checked);
}
