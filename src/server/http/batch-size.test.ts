// A tRPC batch is capped (docs/product.md "Limits"): one short GET naming the same list many times once made
// the server build an 81 MB answer (issue 28, finding 4).
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { MAX_TRPC_BATCH } from '../../shared/constants.ts';

const t = setupTestApp();

function batchUrl(count: number): string {
  const paths = Array.from({ length: count }, () => 'auth.session').join(',');
  return `/trpc/${paths}?batch=1`;
}

describe('tRPC batches', () => {
  it(`answers a batch of ${MAX_TRPC_BATCH} calls, and refuses a longer one with 400 before running any`, async () => {
    const within = await t.rest({ method: 'GET', url: batchUrl(MAX_TRPC_BATCH) });
    expect(within.status).toBe(200);
    expect(within.body).toHaveLength(MAX_TRPC_BATCH);

    const over = await t.rest({ method: 'GET', url: batchUrl(60) });
    expect(over.status).toBe(400);
  });
});
