// How a checkout ends, whichever card form took the card: the toasts (docs/product.md "User-facing texts")
// and the way to /dashboard. Shared by the test gateway's form, the Stripe one and the return from a bank's
// page, where the payment info may be missing (the bank opened the page anew), so the words are general.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOAST_LONG_DURATION_MS } from '../../../shared/constants.ts';
import type { PaymentInfo } from '../../../shared/schemas/payments.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { clearPaymentInfo } from '../../lib/payments/payment-info.ts';
import type { CheckoutOutcome } from '../../lib/payments/payment-outcome.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';

export const PAYMENT_FAILED_FALLBACK = 'An error occurred during payment.';

function succeededText(info: PaymentInfo | null): string {
  if (!info) return 'Your payment has been received.';
  return 'package' in info
    ? `${info.package.hours} hours have been added to your account.`
    : 'The copywriter will begin working on your content';
}

function processedText(info: PaymentInfo | null): string {
  if (!info) {
    return 'Your payment was successful, but it has not been booked yet. Please contact support if it does not appear shortly.';
  }
  return 'package' in info
    ? 'Your payment was successful, but there was an issue adding hours to your account. Please contact support.'
    : 'Your payment was successful, but your job has not been updated yet. Please contact support if it does not start shortly.';
}

export function useCheckoutOutcome(info: PaymentInfo | null): CheckoutOutcome {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = async () => {
    clearPaymentInfo();
    // The balance and the jobs list changed on the server.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      queryClient.invalidateQueries({ queryKey: trpc.jobs.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.payments.history.queryKey() }),
    ]);
    await navigate({ to: '/dashboard' });
  };

  return {
    async succeeded() {
      toast({ title: 'Payment Successful', description: succeededText(info) });
      await leave();
    },
    failed(message) {
      toast({
        title: 'Payment Failed',
        description: message || PAYMENT_FAILED_FALLBACK,
        variant: 'destructive',
      });
    },
    async processed() {
      toast({
        title: 'Payment Processed',
        description: processedText(info),
        durationMs: TOAST_LONG_DURATION_MS,
      });
      await leave();
    },
    error(message) {
      toast({
        title: 'Payment Error',
        description: message || 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    },
  };
}
