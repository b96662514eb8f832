// A request signed in by an API key, in one statement (docs/decisions/0047, "What a key costs"): the key's row
// and its owner are read, and the request is counted in the key's fixed window of requests. A key's request
// cost a transaction of six statements under an advisory lock (the throttle's exact count), which made every
// request of one key wait for the one before, and an ORM look-up besides, where a cookie's request reads its
// user with one prepared statement (services/auth-service.ts).
//
// The count is a row of an UNLOGGED table (db/entities/api-key-request-count.ts): the upsert's row lock orders
// concurrent requests of one key, each adding to the count the one before it left, and holds only for the
// statement, whose commit waits for no flush of the log since it wrote to no logged table. A key that signs
// nobody in (unknown, revoked, or of a suspended owner) matches no row: nothing is counted for it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/user.ts';
import { preparedRows } from './prepared-query.ts';

export interface KeyRequest {
  user: User;
  keyId: number;
  // Space-separated, as the row keeps them.
  scopes: string;
  // The requests of the key counted in the current window, this one's calls included.
  hits: number;
  windowEndsAt: Date;
}

// The window starts on a multiple of its length since the epoch, by PostgreSQL's clock, so that every instance
// counts into the same window whatever its own clock says. A row whose window has passed starts again from
// this request's calls.
const COUNT_KEY_REQUEST_SQL = `with w as (
  select to_timestamp(floor(extract(epoch from now())::float8 / ?::int) * ?::int) as start
), k as (
  select k.id as key_id, k.scopes as key_scopes, k.last_used_at as key_last_used_at, u.*
    from api_keys k join users u on u.id = k.user_id
   where k.hash = ? and k.revoked_at is null and u.suspended_at is null
), counted as (
  insert into api_key_request_counts as c (api_key_id, window_start, hits)
  select k.key_id, w.start, ?::int from k, w
  on conflict (api_key_id) do update
     set hits = case when c.window_start = excluded.window_start then c.hits + excluded.hits else excluded.hits end,
         window_start = excluded.window_start
  returning c.hits, c.window_start
)
select k.*, counted.hits as key_hits, counted.window_start as key_window_start from k, counted`;

// The last use is written at most once a minute per key, by a statement of its own: the update's own
// condition decides, on every instance, and no request holds the key's row and its count together.
const LAST_USED_EVERY_MS = 60 * 1000;

/**
 * Signs a request in by the key whose SHA-256 is `hash` and counts its `calls` (a /trpc batch makes several) in
 * the key's window of `windowSeconds`, noting the key's last use; null when no live key of a live account has
 * that hash.
 */
export async function countKeyRequest(
  em: EntityManager,
  hash: string,
  calls: number,
  windowSeconds: number,
): Promise<KeyRequest | null> {
  const [row] = await preparedRows<Record<string, unknown>>(em, COUNT_KEY_REQUEST_SQL, [
    windowSeconds,
    windowSeconds,
    hash,
    calls,
  ]);
  if (!row) return null;
  const {
    key_id: keyId,
    key_scopes: scopes,
    key_last_used_at: lastUsedAt,
    key_hits: hits,
    key_window_start: windowStart,
    ...columns
  } = row;
  if (!lastUsedAt || Date.now() - new Date(lastUsedAt as string | Date).getTime() >= LAST_USED_EVERY_MS) {
    await em.execute(
      `update api_keys set last_used_at = now() where id = ?
        and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      [keyId],
    );
  }
  return {
    user: em.map(User, columns),
    keyId: Number(keyId),
    scopes: String(scopes),
    hits: Number(hits),
    windowEndsAt: new Date(new Date(windowStart as string | Date).getTime() + windowSeconds * 1000),
  };
}
