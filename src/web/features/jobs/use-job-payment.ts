// Accept a quote, then pay for it: two calls one after the other (SPEC.md section 4). The accepted job
// waits as 'unpaid' if the card is declined, and a retry only pays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { priceGbp, toPence } from '../../../shared/domain/pricing.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import type { TestCard } from '../../../shared/schemas/payments.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';

export interface Checkout {
  /** The quote still to accept, or null once the job has agreed terms and only payment is left. */
  quote: QuoteDto | null;
  priceGbp: number;
}

export function useJobPayment(job: JobDto, collectsCard: boolean) {
  const queryClient = useQueryClient();
  const accept = useMutation(trpc.quotes.accept.mutationOptions());
  const pay = useMutation(trpc.payments.processJobPayment.mutationOptions());
  const [checkout, setCheckout] = useState<Checkout | null>(null);

  const run = async (target: Checkout, card: TestCard | undefined): Promise<string | undefined> => {
    if (target.quote) {
      try {
        // copywriterId 0 accepts the admin's house quote, which no copywriter made.
        await accept.mutateAsync({ jobId: job.id, copywriterId: target.quote.copywriterId ?? 0 });
      } catch (error) {
        toast({
          title: 'Failed to accept quote',
          description: serverMessage(error) ?? 'Please try again',
          variant: 'destructive',
        });
        setCheckout(null);
        void refreshJobs(queryClient);
        return undefined;
      }
      target = { quote: null, priceGbp: target.priceGbp };
      setCheckout((open) => (open ? target : open));
      void refreshJobs(queryClient);
    }
    try {
      await pay.mutateAsync({ jobId: job.id, amount: toPence(target.priceGbp), ...(card ? { card } : {}) });
    } catch (error) {
      const message = serverMessage(error) ?? 'Please try again';
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      void refreshJobs(queryClient);
      return message;
    }
    toast({ title: 'Payment Successful', description: 'The copywriter will begin working on your content' });
    setCheckout(null);
    void refreshJobs(queryClient);
    return undefined;
  };

  /** 'Accept and Pay' on a quote, or 'Complete Payment' (quote null) on an accepted job. */
  const start = (quote: QuoteDto | null) => {
    const price = quote ? (quote.price ?? priceGbp(quote)) : priceGbp(job);
    if (price === null) {
      toast({ title: 'Error', description: 'No price has been set for this job', variant: 'destructive' });
      return;
    }
    const target = { quote, priceGbp: price };
    if (collectsCard) setCheckout(target);
    else void run(target, undefined);
  };

  return {
    checkout,
    start,
    payWithCard: (card: TestCard) => (checkout ? run(checkout, card) : Promise.resolve(undefined)),
    close: () => setCheckout(null),
    busy: accept.isPending || pay.isPending,
  };
}
