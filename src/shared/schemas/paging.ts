// Every list is paged (docs/product.md "Limits"): ?limit (50 unless given, at most 100) and an
// opaque ?cursor. A REST list keeps its body and names its next page in a Link header; the web's infinite
// lists, which cannot read headers through tRPC, get the same page with its next cursor in the body.
import { z } from 'zod';
import './zod-setup.ts';
import { PAGE_LIMIT } from '../domain/page-limit.ts';
import { text } from './common.ts';

export { PAGE_LIMIT };

// Cursors are short (a time and an id); a category's name is the longest thing one ever holds.
const CURSOR_MAX_LENGTH = 1024;

const limit = z.coerce
  .number()
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(PAGE_LIMIT.max, `limit must be at most ${PAGE_LIMIT.max}`)
  .optional();

// ?limit and ?cursor of a paged list; the cursor is opaque to callers.
export const pageQuerySchema = z.object({
  limit,
  cursor: text().max(CURSOR_MAX_LENGTH, 'Not a valid cursor').optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

// The same through tRPC's infinite queries, which send no cursor as null and say which way they page.
export const pageRequestSchema = z.object({
  limit,
  cursor: text().max(CURSOR_MAX_LENGTH, 'Not a valid cursor').nullish(),
  direction: z.enum(['forward', 'backward']).optional(),
});
export type PageRequest = z.input<typeof pageRequestSchema>;

// A REST list's answer: an array of items, the next page named in the Link header. The server's procedures
// take these through src/server/http/list-output.ts.
export function listSchema<Item extends z.ZodType>(item: Item) {
  return z.array(item);
}

// A page for the web: the items as the REST list answers them, and the cursor of the next page (null: last).
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

// A list item carries the opening of a long text, the whole of it is read from the item's own endpoint
// (GET /api/jobs/{id}); cut texts end in '...', as every excerpt does (src/shared/domain/text.ts).
export const LIST_PREVIEW_CHARS = 300;
