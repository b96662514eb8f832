// How a checkout ends, whichever card form took the card: the toasts (docs/product.md "User-facing texts")
// and the way to /dashboard. Shared by the test gateway's form and the Stripe one.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOAST_LONG_DURATION_MS } from '../../../shared/constants.ts';
import type { PaymentInfo } from '../../../shared/schemas/payments.ts';
import { currentUserQueryKey } from '../../lib/current-user.ts';
import { clearPaymentInfo } from '../../lib/payment-info.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';

export const PAYMENT_FAILED_FALLBACK = 'An error occurred during payment.';

export interface CheckoutOutcome {
  /** The payment is booked: hours added or the job under way. */
  succeeded(): Promise<void>;
  /** The card was not accepted; the form stays for another try. */
  failed(message: string | undefined): void;
  /** The card was charged but the booking could not be confirmed in time. */
  processed(): Promise<void>;
  /** Anything else that went wrong. */
  error(message: string | undefined): void;
}

export function useCheckoutOutcome(info: PaymentInfo): CheckoutOutcome {
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
      toast({
        title: 'Payment Successful',
        description:
          'package' in info
            ? `${info.package.hours} hours have been added to your account.`
            : 'The copywriter will begin working on your content',
      });
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
        description:
          'package' in info
            ? 'Your payment was successful, but there was an issue adding hours to your account. Please contact support.'
            : 'Your payment was successful, but your job has not been updated yet. Please contact support if it does not start shortly.',
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
