import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { receiptQuery } from '../features/payments/payment-queries.ts';
import { ReceiptPage } from '../features/payments/receipt-page.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';
import { homePathForRole } from '../lib/redirects.ts';

function receiptId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

export const Route = createFileRoute('/payments/$id')({
  head: () => ({ meta: [{ title: 'Receipt' }] }),
  beforeLoad: async ({ params }) => {
    const user = await loadCurrentUser();
    if (!user)
      throw redirect({ to: '/login', search: { returnTo: `/payments/${params.id}` }, replace: true });
    if (user.role !== 'client') throw redirect({ href: homePathForRole(user.role), replace: true });
    if (receiptId(params.id) === undefined) throw notFound();
  },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.prefetchQuery(receiptQuery(receiptId(params.id) ?? 0)),
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { id } = Route.useParams();
  return <ReceiptPage id={receiptId(id) ?? 0} />;
}
