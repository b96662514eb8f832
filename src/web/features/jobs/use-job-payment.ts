// Accept a quote, then pay for it: two calls one after the other (docs/product.md "Quotes"). The accepted job
// waits as 'unpaid' if the card is declined, and a retry only pays. With Stripe the card is confirmed on
// /checkout; a quote by the hour may instead be paid from prepaid hours.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { priceGbp, toPence } from '../../../shared/domain/pricing.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import type { TestCard } from '../../../shared/schemas/payments.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
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
  const navigate = useNavigate();
  const accept = useMutation(trpc.quotes.accept.mutationOptions());
  const pay = useMutation(trpc.payments.processJobPayment.mutationOptions());
  const payHours = useMutation(trpc.payments.payJobWithHours.mutationOptions());
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [payingWithHours, setPayingWithHours] = useState<QuoteDto | 'agreed' | null>(null);

  /** Accepts the quote when there is one still to accept; false when that failed (and was said). */
  const acceptFirst = async (quote: QuoteDto | null): Promise<boolean> => {
    if (!quote) return true;
    try {
      // copywriterId 0 accepts the admin's house quote, which no copywriter made.
      await accept.mutateAsync({ jobId: job.id, copywriterId: quote.copywriterId ?? 0 });
    } catch (error) {
      toast({
        title: 'Failed to accept quote',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      setCheckout(null);
      void refreshJobs(queryClient);
      return false;
    }
    void refreshJobs(queryClient);
    return true;
  };

  const run = async (target: Checkout, card: TestCard | undefined): Promise<string | undefined> => {
    if (target.quote) {
      if (!(await acceptFirst(target.quote))) return undefined;
      target = { quote: null, priceGbp: target.priceGbp };
      setCheckout((open) => (open ? target : open));
    }
    let confirmation: { clientSecret: string; paymentIntentId: string } | null;
    try {
      const result = await pay.mutateAsync({
        jobId: job.id,
        amount: toPence(target.priceGbp),
        ...(card ? { card } : {}),
      });
      confirmation = result.confirmation;
    } catch (error) {
      const message = serverMessage(error) ?? 'Please try again';
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      void refreshJobs(queryClient);
      return message;
    }
    if (confirmation) {
      // Stripe: the card is confirmed on /checkout, and the webhook starts the work. The storage's schema
      // (zod) loads with this step rather than with every job page (docs/decisions/0043).
      const { savePaymentInfo } = await import('../../lib/payments/payment-info.ts');
      savePaymentInfo({
        ...confirmation,
        job: { id: job.id, title: job.title, amount: toPence(target.priceGbp) },
      });
      await navigate({ to: '/checkout' });
      return undefined;
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

  /** Pays a quote by the hour (quote null: the job's agreed terms) from the client's prepaid hours. */
  const payWithHours = async (quote: QuoteDto | null) => {
    setPayingWithHours(quote ?? 'agreed');
    try {
      if (!(await acceptFirst(quote))) return;
      try {
        await payHours.mutateAsync({ jobId: job.id });
      } catch (error) {
        toast({
          title: 'Payment Failed',
          description: serverMessage(error) ?? 'Please try again',
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: 'Payment Successful',
        description: 'The copywriter will begin working on your content',
      });
    } finally {
      setPayingWithHours(null);
      void refreshJobs(queryClient);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
  };

  return {
    checkout,
    start,
    payWithCard: (card: TestCard) => (checkout ? run(checkout, card) : Promise.resolve(undefined)),
    payWithHours,
    /** Which button is paying from prepaid hours: a quote, the agreed terms, or none. */
    payingWithHours,
    close: () => setCheckout(null),
    busy: accept.isPending || pay.isPending || payHours.isPending,
  };
}
