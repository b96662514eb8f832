import { describe, expect, it } from 'vitest';
import { queryClient, trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';

describe('refreshJobs', () => {
  it('marks the job list and every open job page out of date', async () => {
    const page = trpc.jobs.byId.queryKey({ id: 7 });
    const gateway = trpc.payments.gateway.queryKey();
    queryClient.setQueryData(page, { id: 7 } as never);
    queryClient.setQueryData(gateway, { name: 'test', publishableKey: null } as never);
    await refreshJobs(queryClient);
    expect(queryClient.getQueryState(page)?.isInvalidated).toBe(true);
    // Reads that are not about jobs stay as they are.
    expect(queryClient.getQueryState(gateway)?.isInvalidated).toBe(false);
  });
});
