// The client's choices before a job is paid (docs/product.md "The job page, review and revisions"): back to
// the quotes, or withdraw the job. Both answer the whole job, which every open screen of it then reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';

function failed(error: unknown) {
  toast({ title: 'Error', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
}

export function useJobChoices(job: Pick<JobDto, 'id' | 'title'>) {
  const queryClient = useQueryClient();
  const change = useMutation(trpc.quotes.change.mutationOptions());
  const withdraw = useMutation(trpc.jobs.withdraw.mutationOptions());

  const settle = async (detail: Awaited<ReturnType<typeof change.mutateAsync>>) => {
    queryClient.setQueryData(trpc.jobs.byId.queryKey({ id: job.id }), detail);
    await refreshJobs(queryClient);
  };

  /** Resolves to true when the job went back to its quotes. */
  const chooseAnotherQuote = async (): Promise<boolean> => {
    try {
      await settle(await change.mutateAsync({ id: job.id }));
    } catch (error) {
      failed(error);
      await refreshJobs(queryClient);
      return false;
    }
    toast({
      title: 'Back to the quotes',
      description: 'Every quote is here again: choose the one you want.',
    });
    return true;
  };

  const withdrawJob = async (): Promise<boolean> => {
    try {
      await settle(await withdraw.mutateAsync({ id: job.id }));
    } catch (error) {
      failed(error);
      await refreshJobs(queryClient);
      return false;
    }
    toast({ title: 'Job withdrawn', description: `“${job.title}” is closed and no longer open for quotes.` });
    return true;
  };

  return {
    chooseAnotherQuote,
    changingQuote: change.isPending,
    withdrawJob,
    withdrawing: withdraw.isPending,
  };
}
