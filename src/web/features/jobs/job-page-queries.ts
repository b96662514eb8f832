// The job page's reads: the job with its quotes, versions and timeline in one answer (jobs.byId), and for a
// client which card form to show.
import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../../../shared/constants.ts';
import { trpc } from '../../trpc.ts';
import { gatewayQuery } from './dashboard-queries.ts';

export const jobPageQuery = (id: number) => trpc.jobs.byId.queryOptions({ id });

/**
 * Asked afresh on every visit: quotes, payments and deliveries change on the server while reads stay fresh
 * forever (docs/product.md "Screens"). A job the viewer may not see fails with 404, which the route turns
 * into the not-found page.
 */
export async function loadJobPage(queryClient: QueryClient, id: number, role: Role) {
  const [job] = await Promise.all([
    queryClient.fetchQuery({ ...jobPageQuery(id), staleTime: 0 }),
    role === 'client' ? queryClient.prefetchQuery(gatewayQuery()) : undefined,
  ]);
  return job;
}
