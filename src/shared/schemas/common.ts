import { z } from 'zod';
import './zod-setup.ts';

// PostgreSQL's text cannot hold a NUL character: one that reached the database was a 500. Every string a
// caller sends is made with text(), so that a NUL is a 400 naming the field, through /api and /trpc alike.
export const NUL_MESSAGE = 'Text cannot contain NUL characters';
export function text() {
  return z.string().refine((value) => !value.includes('\u0000'), NUL_MESSAGE);
}

// Names, titles, addresses and the other fields of one line: a line break (or another control character) in one
// would forge a line of a plain-text email or a header. C0 and C1 controls, DEL and the Unicode line and
// paragraph separators are refused; NUL is text()'s own. Multi-line texts (content, notes, reasons) keep text().
export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks or other control characters';
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code > 0 && code < 0x20) || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029)
      return true;
  }
  return false;
}
export function singleLineText() {
  return text().refine((value) => !hasControlCharacter(value), SINGLE_LINE_MESSAGE);
}

// A link the pages show to others (a portfolio, a profile picture): an absolute http(s) address. Anything else
// (javascript:, data:, a protocol-relative //host, a bare host name) is refused.
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const successSchema = z.object({ success: z.literal(true) });

// Dates cross the wire as ISO 8601 strings, for the REST adapter and tRPC alike (no transformer involved).
export const isoDateSchema = z.iso.datetime({ offset: true });

// A date and time a caller sends: ISO 8601 with its offset (Z or +hh:mm), anything else refused with
// `message`, and a NUL refused as in every text field.
export function isoDateTimeInput(message: string) {
  return z
    .string({ error: message })
    .refine((value) => !value.includes('\u0000'), NUL_MESSAGE)
    .pipe(z.iso.datetime({ offset: true, error: message, abort: true }));
}

// A database id: a positive integer that fits PostgreSQL's integer. A JSON number, never a string: the REST
// adapter turns an id in a path or a query into a number, and only from plain decimal digits.
const MAX_ID = 2_147_483_647;
export function idSchema(what: string) {
  return z
    .number({ error: `Not a ${what} id` })
    .int(`Not a ${what} id`)
    .positive(`Not a ${what} id`)
    .max(MAX_ID, `Not a ${what} id`);
}

// A flag is true or false, through both doors: the REST adapter coerces nothing, so "false" or {} is refused
// rather than read as true (src/server/rest-operations.ts).
export const strictBoolean = z.boolean();
