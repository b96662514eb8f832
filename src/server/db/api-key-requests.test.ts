// One statement signs a key's request in and counts it (docs/decisions/0047). Counted exactly under
// concurrent requests of one key, with no transaction or lock held across round trips; a window that has
// passed starts again; a key that signs nobody in is neither counted nor written. The count's table is
// unlogged, so that a commit which wrote only to it waits for no flush of the log. These run on the pooled pass
// of CI as well (through PgBouncer in transaction mode), where the statement goes unnamed.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { awayFromMinuteEdge } from '../../../test/helpers/rate-window.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { hashApiKey } from '../services/api-keys.ts';
import { countKeyRequest } from './api-key-requests.ts';
import { ApiKey } from './entities/api-key.ts';

const t = setupTestApp();

async function keyOf(options: { suspended?: boolean; revoked?: boolean } = {}) {
  const em = t.em;
  const owner = await createUser(em, { role: 'client' });
  if (options.suspended) owner.suspendedAt = new Date();
  const key = `hk_live_${Math.random().toString(36).slice(2)}`;
  const row = em.create(ApiKey, {
    user: owner,
    name: 'test',
    scopes: 'jobs:read',
    prefix: key.slice(0, 12),
    hash: hashApiKey(key),
    revokedAt: options.revoked ? new Date() : null,
  });
  await em.flush();
  return { owner, row, hash: hashApiKey(key) };
}

async function rowOf(id: number) {
  const [row] = await t.em.execute<{ hits: number | null; last_used_at: Date | null }[]>(
    `select c.hits, k.last_used_at from api_keys k left join api_key_request_counts c on c.api_key_id = k.id
      where k.id = ?`,
    [id],
  );
  return row!;
}

describe('countKeyRequest', () => {
  it('counts in an unlogged table', async () => {
    const [table] = await t.em.execute<{ relpersistence: string }[]>(
      `select relpersistence from pg_class where relname = 'api_key_request_counts'`,
    );
    expect(table?.relpersistence).toBe('u');
  });

  it('answers the owner and the key, and counts the calls in the current window', async () => {
    const { owner, row, hash } = await keyOf();
    await awayFromMinuteEdge();
    const first = await countKeyRequest(t.em, hash, 1, 60);
    expect(first).toMatchObject({ keyId: row.id, scopes: 'jobs:read', hits: 1 });
    expect(first!.user.id).toBe(owner.id);
    expect(first!.user.email).toBe(owner.email);
    // The window ends on a minute's boundary, within the next minute.
    const endsIn = first!.windowEndsAt.getTime() - Date.now();
    expect(first!.windowEndsAt.getTime() % 60_000).toBe(0);
    expect(endsIn).toBeGreaterThan(-1_000);
    expect(endsIn).toBeLessThanOrEqual(61_000);
    // A batch of three calls counts three.
    expect((await countKeyRequest(t.em, hash, 3, 60))!.hits).toBe(4);
    const written = await rowOf(row.id);
    expect(written.hits).toBe(4);
    expect(written.last_used_at).not.toBeNull();
  });

  it('counts 40 requests of one key made at once exactly: each sees its own count', async () => {
    const { hash } = await keyOf();
    await awayFromMinuteEdge();
    const answers = await Promise.all(Array.from({ length: 40 }, () => countKeyRequest(t.em, hash, 1, 60)));
    const hits = answers.map((answer) => answer!.hits).sort((a, b) => a - b);
    expect(hits).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('starts a window that has passed again from the request', async () => {
    const { row, hash } = await keyOf();
    await countKeyRequest(t.em, hash, 5, 60);
    await t.em.execute(
      `update api_key_request_counts set window_start = window_start - interval '1 minute' where api_key_id = ?`,
      [row.id],
    );
    expect((await countKeyRequest(t.em, hash, 1, 60))!.hits).toBe(1);
  });

  it('signs nobody in, and writes nothing, for an unknown or revoked key or a suspended owner', async () => {
    const revoked = await keyOf({ revoked: true });
    const suspended = await keyOf({ suspended: true });
    expect(await countKeyRequest(t.em, hashApiKey('hk_live_unknown'), 1, 60)).toBeNull();
    expect(await countKeyRequest(t.em, revoked.hash, 1, 60)).toBeNull();
    expect(await countKeyRequest(t.em, suspended.hash, 1, 60)).toBeNull();
    for (const { row } of [revoked, suspended]) {
      expect(await rowOf(row.id)).toEqual({ hits: null, last_used_at: null });
    }
  });
});
