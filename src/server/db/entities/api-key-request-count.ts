import { defineEntity, p } from '@mikro-orm/core';
import { ApiKey } from './api-key.ts';

// A key's requests in its current fixed window of a minute (docs/decisions/0047): one row per key that has
// been used, counted by one statement per request (db/api-key-requests.ts). The table is UNLOGGED (its
// migration says so; the ORM has no word for it): a count is worth nothing after a crash, and a commit that
// wrote only to it waits for no flush of the log to disk, while the row's lock orders one key's requests.
export const ApiKeyRequestCountSchema = defineEntity({
  name: 'ApiKeyRequestCount',
  tableName: 'api_key_request_counts',
  properties: {
    apiKey: () => p.manyToOne(ApiKey).primary().deleteRule('cascade'),
    windowStart: p.datetime(),
    hits: p.integer(),
  },
});

export class ApiKeyRequestCount extends ApiKeyRequestCountSchema.class {}
ApiKeyRequestCountSchema.setClass(ApiKeyRequestCount);
