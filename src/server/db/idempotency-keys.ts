// The rows behind Idempotency-Key (docs/decisions/0050): taken by one statement of its own (a short
// transaction of its own, whatever the request does next), answered once, kept 24 hours. Only the HTTP edge
// (http/idempotency.ts) and the queue's sweep use them; no service knows of them.
import type { EntityManager } from '@mikro-orm/postgresql';

// How long a key answers the same (DECISIONS: 24 hours), and how long a running row may go without its owner
// refreshing it before a retry may take it over (its instance stopped or crashed mid-request).
export const KEPT_HOURS = 24;
export const ABANDONED_AFTER_SECONDS = 60;

export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

export type Claim =
  | { kind: 'taken'; id: string }
  | { kind: 'reused' }
  | { kind: 'in-use' }
  | { kind: 'done'; answer: KeptAnswer };

interface Row {
  fingerprint: string;
  state: string;
  status: number | null;
  headers: Record<string, string> | null;
  body: string | null;
}

/**
 * Takes the caller's key for this request, or says why not. The insert takes a free key; on a conflict it
 * takes the row over only when it has expired, or when it is a running row of the same request whose owner
 * stopped refreshing it. Otherwise the row is read: another request (422), still running (409), or answered.
 */
export async function claimIdempotencyKey(
  em: EntityManager,
  userId: number,
  key: string,
  fingerprint: string,
): Promise<Claim> {
  // A row deleted between the insert and the read (the sweep) is taken on the next round.
  for (let round = 0; round < 3; round++) {
    const taken: { id: string }[] = await em.execute(
      `insert into idempotency_keys (user_id, key, fingerprint, state, created_at, locked_at)
       values (?, ?, ?, 'running', now(), now())
       on conflict (user_id, key) do update
         set fingerprint = excluded.fingerprint, state = 'running', created_at = now(), locked_at = now(),
             status = null, headers = null, body = null
         where idempotency_keys.created_at < now() - interval '${KEPT_HOURS} hours'
            or (idempotency_keys.state = 'running'
                and idempotency_keys.fingerprint = excluded.fingerprint
                and idempotency_keys.locked_at < now() - interval '${ABANDONED_AFTER_SECONDS} seconds')
       returning id`,
      [userId, key, fingerprint],
    );
    if (taken[0]) return { kind: 'taken', id: String(taken[0].id) };
    const [row]: Row[] = await em.execute(
      'select fingerprint, state, status, headers, body from idempotency_keys where user_id = ? and key = ?',
      [userId, key],
    );
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.state !== 'done' || row.status === null) return { kind: 'in-use' };
    return {
      kind: 'done',
      answer: { status: row.status, headers: row.headers ?? {}, body: row.body ?? undefined },
    };
  }
  return { kind: 'in-use' };
}

/** Keeps the answer of the request that took the key. */
export async function keepAnswer(em: EntityManager, id: string, answer: KeptAnswer): Promise<void> {
  await em.execute(
    `update idempotency_keys set state = 'done', status = ?, headers = ?::jsonb, body = ? where id = ?`,
    [answer.status, JSON.stringify(answer.headers), answer.body ?? null, id],
  );
}

/** Gives the key back: the answer is not one to repeat, and a retry runs again. */
export async function releaseIdempotencyKey(em: EntityManager, id: string): Promise<void> {
  await em.execute('delete from idempotency_keys where id = ?', [id]);
}

/** Tells other instances that the request holding the key is still running. */
export async function refreshIdempotencyKey(em: EntityManager, id: string): Promise<void> {
  await em.execute(`update idempotency_keys set locked_at = now() where id = ? and state = 'running'`, [id]);
}

/** Deletes the keys older than 24 hours; resolves with how many. */
export async function deleteExpiredIdempotencyKeys(em: EntityManager): Promise<number> {
  const deleted: unknown[] = await em.execute(
    `delete from idempotency_keys where created_at < now() - interval '${KEPT_HOURS} hours' returning id`,
  );
  return deleted.length;
}
