// Pages of a list (docs/product.md "Limits"): keyset positions in an opaque cursor, and a size
// budget so that no answer grows past 2 MB whatever the texts hold.
import { PAGE_LIMIT } from '../../../shared/schemas/paging.ts';
import { AppError } from '../../errors.ts';

export interface PageQuery {
  limit?: number | undefined;
  cursor?: string | null | undefined;
}

export interface Page<T> {
  items: T[];
  // The cursor of the next page; null on the last one.
  nextCursor: string | null;
}

export function pageLimit(query: PageQuery): number {
  return query.limit ?? PAGE_LIMIT.default;
}

const INVALID = 'Not a valid cursor';

function invalidCursor(): never {
  throw new AppError('VALIDATION_ERROR', INVALID);
}

// A cursor is the kind of position and the position of the last item shown, as strings; callers only hand
// it back. Only a cursor this module wrote for that kind of list decodes: anything else (another encoding of
// the same bytes too, or a position holding a NUL, which PostgreSQL's text cannot take) is a 400.
type CursorKind = 'time' | 'text' | 'offset' | 'rank';

export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

function decodeCursor(
  cursor: string | null | undefined,
  kind: CursorKind,
  arity: number,
): string[] | undefined {
  if (cursor === undefined || cursor === null) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    invalidCursor();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== arity + 1 ||
    parts[0] !== kind ||
    !parts.every((part) => typeof part === 'string' && !part.includes('\u0000')) ||
    encodeCursor(parts) !== cursor
  ) {
    invalidCursor();
  }
  return parts.slice(1);
}

const DIGITS = /^(0|[1-9][0-9]{0,15})$/;
const MAX_ID = 2_147_483_647;

function id(text: string): number {
  const value = DIGITS.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ID) invalidCursor();
  return value;
}

// The position after an item of a list ordered by a time and then the id: the time in microseconds since
// 1970, as PostgreSQL keeps it (a JavaScript Date would drop the last three digits and skip rows).
export interface TimePosition {
  micros: number;
  id: number;
}

export function decodeTimeCursor(cursor: string | null | undefined): TimePosition | undefined {
  const parts = decodeCursor(cursor, 'time', 2);
  if (!parts) return undefined;
  const micros = DIGITS.test(parts[0]!) ? Number(parts[0]) : Number.NaN;
  if (!Number.isSafeInteger(micros)) invalidCursor();
  return { micros, id: id(parts[1]!) };
}

export function timeCursor(micros: string | number, itemId: number): string {
  return encodeCursor(['time', String(micros), String(itemId)]);
}

// The position after an item of a list ordered by a text and then the id (categories by name).
export function decodeTextCursor(
  cursor: string | null | undefined,
): { text: string; id: number } | undefined {
  const parts = decodeCursor(cursor, 'text', 2);
  return parts ? { text: parts[0]!, id: id(parts[1]!) } : undefined;
}

export function textCursor(text: string, itemId: number): string {
  return encodeCursor(['text', text, String(itemId)]);
}

// The position after an item of a list ordered by a small rank, then a signed whole number (microseconds, as
// text: int8 is not a JavaScript number), then the id: the admin's jobs by due date (jobs/job-rows.ts).
export interface RankPosition {
  rank: number;
  key: string;
  id: number;
}

const SIGNED_DIGITS = /^-?(0|[1-9][0-9]{0,17})$/;

export function decodeRankCursor(cursor: string | null | undefined): RankPosition | undefined {
  const parts = decodeCursor(cursor, 'rank', 3);
  if (!parts) return undefined;
  if (!/^[0-9]$/.test(parts[0]!) || !SIGNED_DIGITS.test(parts[1]!) || parts[1] === '-0') invalidCursor();
  return { rank: Number(parts[0]), key: parts[1]!, id: id(parts[2]!) };
}

export function rankCursor(rank: number, key: string, itemId: number): string {
  return encodeCursor(['rank', String(rank), key, String(itemId)]);
}

// The position after the n-th item of a short list computed whole (the fixed hour packages, one job's
// timeline, which only ever grows at its end).
export function decodeOffsetCursor(cursor: string | null | undefined): number {
  const parts = decodeCursor(cursor, 'offset', 1);
  if (!parts) return 0;
  const offset = DIGITS.test(parts[0]!) ? Number(parts[0]) : Number.NaN;
  if (!Number.isSafeInteger(offset) || offset < 1) invalidCursor();
  return offset;
}

export function offsetCursor(offset: number): string {
  return encodeCursor(['offset', String(offset)]);
}

// SQL for "after this position" in a list ordered by (time, id), newest or oldest first, and the expression
// that selects an item's position (microseconds, as text: int8 is not a JavaScript number).
export function afterTime(
  timeSql: string,
  idSql: string,
  order: 'asc' | 'desc',
  position: TimePosition | undefined,
): { sql: string; params: number[] } {
  if (!position) return { sql: 'true', params: [] };
  return {
    sql: `(${timeSql}, ${idSql}) ${order === 'desc' ? '<' : '>'} (timestamptz 'epoch' + ? * interval '1 microsecond', ?)`,
    params: [position.micros, position.id],
  };
}

// A time as JavaScript's toISOString writes it (milliseconds, UTC), made by PostgreSQL: the DTO's own string,
// with no Date parsed and printed again for every field of every row.
export function isoSql(timeSql: string): string {
  return `to_char(${timeSql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

export function positionOf(timeSql: string): string {
  return `(extract(epoch from ${timeSql}) * 1000000)::bigint::text`;
}

// A page's items answer in at most this many bytes of JSON: the web asks for up to three lists in one batched
// request, and that request's answer, like every REST answer, stays under 2 MB.
export const PAGE_BUDGET_BYTES = 600_000;

// Strings up to this length are bounded at 6 bytes a character (\u0000 escapes) without being looked at: a
// page of previews stays far inside its budget by that bound alone, and only long texts are measured.
const MEASURED_FROM = 512;

/**
 * An upper bound of JSON.stringify(value)'s size in UTF-8 bytes, cheap enough for every page: only strings of
 * `measuredFrom` characters or more are measured, and only their own JSON. With `Infinity` nothing is
 * measured, every character counting 6 bytes.
 */
export function jsonSizeBound(value: unknown, measuredFrom = MEASURED_FROM): number {
  if (typeof value === 'string') {
    return value.length <= measuredFrom ? value.length * 6 + 2 : Buffer.byteLength(JSON.stringify(value));
  }
  if (value === null || typeof value !== 'object') return 24;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value) size += jsonSizeBound(item, measuredFrom) + 1;
    return size;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) size += key.length * 6 + 4 + jsonSizeBound(record[key], measuredFrom);
  return size;
}

/**
 * The page out of the rows a query read (up to limit + 1 of them): at most `limit` items, fewer when the next
 * one would take the page past its budget (the first item always goes, so that paging moves on), and the
 * cursor after the last item when more follow.
 */
export function fitPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row, index: number) => Item,
  cursorOf: (row: Row, index: number) => string,
  budget: number = PAGE_BUDGET_BYTES,
): Page<Item> {
  const items: Item[] = [];
  // The page's size is first bounded without measuring any text, which is all that most pages need (previews,
  // and a few whole texts, stay far inside the budget at 6 bytes a character): measuring a long text writes
  // its JSON, a fortieth of a client's list request (bench/jobs-list.ts, profiled). Once that quick bound
  // passes the budget, the page so far is measured, and so is every item after it.
  let measuredFrom = Number.POSITIVE_INFINITY;
  let size = 2;
  for (const [index, row] of rows.slice(0, limit).entries()) {
    const item = toItem(row, index);
    size += jsonSizeBound(item, measuredFrom) + 1;
    if (size > budget && measuredFrom !== MEASURED_FROM) {
      measuredFrom = MEASURED_FROM;
      size = 2;
      for (const kept of [...items, item]) size += jsonSizeBound(kept) + 1;
    }
    if (items.length > 0 && size > budget) break;
    items.push(item);
  }
  const more = rows.length > items.length;
  const last = items.length - 1;
  return { items, nextCursor: more && last >= 0 ? cursorOf(rows[last]!, last) : null };
}

// A page of a short list computed whole, by position.
export function arrayPage<Item>(all: readonly Item[], query: PageQuery): Page<Item> {
  const offset = decodeOffsetCursor(query.cursor);
  const limit = pageLimit(query);
  return fitPage(
    all.slice(offset, offset + limit + 1),
    limit,
    (item) => item,
    (_item, index) => offsetCursor(offset + index + 1),
  );
}

/**
 * em.find's filter for "after this position" in a list ordered by (a time property, id). Lists read this way
 * hold times the application wrote (JavaScript dates, whole milliseconds), so that an item's own date is its
 * exact position; `timeCursorOf` writes it.
 */
export function afterTimeFilter(
  property: string,
  order: 'asc' | 'desc',
  position: TimePosition | undefined,
): Record<string, unknown> {
  if (!position) return {};
  const at = new Date(Math.floor(position.micros / 1000));
  const beyond = order === 'desc' ? '$lt' : '$gt';
  return { $or: [{ [property]: { [beyond]: at } }, { [property]: at, id: { [beyond]: position.id } }] };
}

export function timeCursorOf(at: Date, itemId: number): string {
  return timeCursor(at.getTime() * 1000, itemId);
}

// One page of a list that a statement of its own reads newest first, by a time and then the id: the condition
// for "after the cursor's position" with its parameters, the order, the expression of an item's position, and
// the page out of the rows (up to `limit + 1` of them) the statement read. The statement stays its reader's.
export interface NewestFirst {
  limit: number;
  after: { sql: string; params: number[] };
  orderBy: string;
  position: string;
  page<Row extends { id: number; position: string }, Item>(
    rows: readonly Row[],
    toItem: (row: Row) => Item,
  ): Page<Item>;
}

export function newestFirst(query: PageQuery, timeSql: string, idSql: string): NewestFirst {
  const limit = pageLimit(query);
  return {
    limit,
    after: afterTime(timeSql, idSql, 'desc', decodeTimeCursor(query.cursor)),
    orderBy: `${timeSql} desc, ${idSql} desc`,
    position: positionOf(timeSql),
    page: (rows, toItem) => fitPage(rows, limit, toItem, (row) => timeCursor(row.position, row.id)),
  };
}

// The same for a list read with em.find in the order of createdAt and then the id: the filter to spread into
// the query's, its order and limit, and the page out of the entities it found.
export interface ByCreatedAt {
  limit: number;
  where: Record<string, unknown>;
  options: { orderBy: { createdAt: 'asc' | 'desc'; id: 'asc' | 'desc' }; limit: number };
  page<Row extends { id: number; createdAt: Date }, Item>(
    rows: readonly Row[],
    toItem: (row: Row, index: number) => Item,
  ): Page<Item>;
}

export function byCreatedAt(query: PageQuery, order: 'asc' | 'desc'): ByCreatedAt {
  const limit = pageLimit(query);
  return {
    limit,
    where: afterTimeFilter('createdAt', order, decodeTimeCursor(query.cursor)),
    options: { orderBy: { createdAt: order, id: order }, limit: limit + 1 },
    page: (rows, toItem) => fitPage(rows, limit, toItem, (row) => timeCursorOf(row.createdAt, row.id)),
  };
}
