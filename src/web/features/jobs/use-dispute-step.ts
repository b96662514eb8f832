// The dispute's steps from the job page (docs/product.md "The job page, review and revisions"): each answers
// with the job page's data, which replaces the cached page; a refusal is shown as the server words it.
import { useQueryClient } from '@tanstack/react-query';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';

export function useDisputeStep(jobId: number) {
  const queryClient = useQueryClient();
  return async (step: () => Promise<JobDetailDto>, done: { title: string; description: string }) => {
    try {
      const detail = await step();
      queryClient.setQueryData(trpc.jobs.byId.queryKey({ id: jobId }), detail);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries({ queryKey: trpc.jobs.byId.queryKey({ id: jobId }) });
      return false;
    }
    toast(done);
    await refreshJobs(queryClient);
    return true;
  };
}
