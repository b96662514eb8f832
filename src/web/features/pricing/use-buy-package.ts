// Buy: a visitor logs in first and comes back; a client's purchase is started on the server (which prices it)
// and the answer kept in session storage for /checkout (docs/product.md "Money").
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { HourPackageId } from '../../../shared/domain/hour-packages.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { toast } from '../../lib/toast.ts';

export function useBuyPackage() {
  const navigate = useNavigate();
  const session = useCurrentUser();
  // The server renders /pricing for nobody in particular; hydration draws the same (docs/decisions/0009).
  const user = useHydrated() ? session.data : undefined;
  // The tRPC client and the payment info's schema load when Buy is clicked: the page does not need them to
  // show, and its first load is lighter without them (docs/decisions/0009).
  const start = useMutation({
    mutationFn: async (input: { packageId: HourPackageId }) =>
      (await import('../../trpc.ts')).trpcClient.payments.createPaymentIntent.mutate(input),
  });
  const [buying, setBuying] = useState<HourPackageId | null>(null);

  const buy = async (packageId: HourPackageId) => {
    if (!user) {
      await navigate({ to: '/login', search: { returnTo: '/pricing' } });
      return;
    }
    setBuying(packageId);
    try {
      const answer = await start.mutateAsync({ packageId });
      (await import('../../lib/payments/payment-info.ts')).savePaymentInfo(answer);
    } catch (error) {
      toast({
        title: 'Payment Error',
        description: serverMessage(error) ?? 'The payment could not be started. Please try again.',
        variant: 'destructive',
      });
      setBuying(null);
      return;
    }
    await navigate({ to: '/checkout' });
  };

  return {
    buy,
    buying,
    // Hours are bought for client accounts; a visitor is asked to log in when they click.
    signedInAsNonClient: Boolean(user && user.role !== 'client'),
  };
}
