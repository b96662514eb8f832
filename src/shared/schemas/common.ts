import { z } from 'zod';
import './zod-setup.ts';

export const successSchema = z.object({ success: z.literal(true) });

// Dates cross the wire as ISO 8601 strings, for the REST adapter and tRPC alike (no transformer involved).
export const isoDateSchema = z.iso.datetime({ offset: true });

// A database id as it arrives in a path or a body: a positive integer that fits PostgreSQL's integer.
const MAX_ID = 2_147_483_647;
export function idSchema(what: string) {
  return z.coerce
    .number()
    .int(`Not a ${what} id`)
    .positive(`Not a ${what} id`)
    .max(MAX_ID, `Not a ${what} id`);
}

// trpc-to-openapi coerces every top-level boolean of a REST input, so that "false" or {} would read as true;
// it leaves a pipe alone, which keeps the flag strict through both doors.
export const strictBoolean = z.boolean().pipe(z.boolean());
