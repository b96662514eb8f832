import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answeredNow } from './hydration.ts';

describe('answeredNow', () => {
  it('dates the page’s answers to its arrival, whatever the server’s clock said, and leaves the rest', () => {
    const server = new QueryClient();
    server.setQueryData(['jobs'], ['a job'], { updatedAt: 1_000 });
    const state = dehydrate(server);
    const arrived = answeredNow(state, 5_000_000);
    expect(arrived.queries[0]?.state.dataUpdatedAt).toBe(5_000_000);
    expect(arrived.queries[0]?.state.data).toEqual(['a job']);
    expect(arrived.queries[0]?.queryKey).toEqual(['jobs']);
    // The state the page carries is not changed.
    expect(state.queries[0]?.state.dataUpdatedAt).toBe(1_000);
  });
});
