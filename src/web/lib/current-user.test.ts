import { hashKey } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { trpc } from '../trpc.ts';
import { currentUserQueryKey } from './current-user.ts';

// The bar reads the session without the tRPC client (docs/decisions/0009); code that goes through tRPC for
// the same read must still meet the same cache entry.
it('keeps the session under tRPC’s own key for auth.session', () => {
  expect(hashKey(currentUserQueryKey)).toBe(hashKey(trpc.auth.session.queryKey()));
});
