import { createFileRoute, notFound } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { receiptQuery } from '../../features/payments/payment-queries.ts';
import { ReceiptPage } from '../../features/payments/receipt-page.tsx';

function receiptId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

export const Route = createFileRoute('/_client/payments/$id')({
  head: () => ({ meta: [{ title: 'Receipt' }] }),
  beforeLoad: ({ params }) => {
    if (receiptId(params.id) === undefined) throw notFound();
  },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.prefetchQuery(receiptQuery(receiptId(params.id) ?? 0)),
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <ReceiptRoute />
    </HydratedFieldset>
  ),
});

function ReceiptRoute() {
  const { id } = Route.useParams();
  return <ReceiptPage id={receiptId(id) ?? 0} />;
}
