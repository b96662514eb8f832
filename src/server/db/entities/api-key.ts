import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

// A key an integration signs in with (docs/decisions/0047): only its SHA-256 is kept, with a short prefix the
// owner recognises it by. A revoked key keeps its row (the audit names it) and signs nobody in.
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    name: p.string().length(100),
    // Space-separated, from API_KEY_SCOPES.
    scopes: p.string().length(200),
    prefix: p.string().length(20),
    // Hex SHA-256 of the whole key.
    hash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    // Written at most once a minute per key (db/api-key-requests.ts).
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export class ApiKey extends ApiKeySchema.class {}
ApiKeySchema.setClass(ApiKey);
