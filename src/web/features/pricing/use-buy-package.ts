// Buy: a visitor logs in first and comes back; a client's purchase is started on the server (which prices it)
// and the answer kept in session storage for /checkout (DECISIONS.md "Payments").
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { HourPackageId } from '../../../shared/domain/hour-packages.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { savePaymentInfo } from '../../lib/payment-info.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';

export function useBuyPackage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const start = useMutation(trpc.payments.createPaymentIntent.mutationOptions());
  const [buying, setBuying] = useState<HourPackageId | null>(null);

  const buy = async (packageId: HourPackageId) => {
    if (!user) {
      await navigate({ to: '/login', search: { returnTo: '/pricing' } });
      return;
    }
    setBuying(packageId);
    try {
      savePaymentInfo(await start.mutateAsync({ packageId }));
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
