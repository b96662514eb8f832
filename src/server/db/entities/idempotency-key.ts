import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// A POST's Idempotency-Key as its caller sent it, and the answer it got (docs/decisions/0050): kept 24 hours
// in the database, so that a retry through any instance answers the same. Written by the HTTP edge
// (db/idempotency-keys.ts), never by a service.
export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  uniques: [{ properties: ['user', 'key'] }],
  properties: {
    id: p.bigint().primary(),
    // The caller: the signed-in user, or the owner of the API key the call came with.
    user: () => p.manyToOne(User).deleteRule('cascade'),
    key: p.string().length(255),
    // Hex SHA-256 of the method, the path and the canonical JSON body.
    fingerprint: p.string().length(64),
    // 'running' while the first request is answered, 'done' once its answer is kept.
    state: p.string().length(10),
    // When the key was taken: it is kept 24 hours from then.
    createdAt: p.datetime().index(),
    // Refreshed while the first request runs; a running row not refreshed for a minute was abandoned.
    lockedAt: p.datetime(),
    status: p.integer().nullable(),
    // The answer's headers that matter (Location, Link) and its body, as sent.
    headers: p.json<Record<string, string>>().nullable(),
    body: p.text().nullable(),
  },
});

export class IdempotencyKey extends IdempotencyKeySchema.class {}
IdempotencyKeySchema.setClass(IdempotencyKey);
