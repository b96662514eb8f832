// Payouts as a table: the writer's own on the Earnings tab, every writer's on the admin's Payouts tab.
import { Badge, Table, Text } from '@mantine/core';
import { formatPence } from '../../../shared/domain/format.ts';
import type { PayoutDto } from '../../../shared/schemas/payouts.ts';
import { formatDate } from '../../lib/format.ts';
import { PAYOUT_STATUS_COLORS, PAYOUT_STATUS_LABELS } from './earnings-logic.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Table.layer.css';

export function PayoutsTable({
  payouts,
  label,
}: {
  payouts: readonly (PayoutDto & { writerName?: string })[];
  label: string;
}) {
  const withWriter = payouts.some((payout) => payout.writerName !== undefined);
  return (
    <Table.ScrollContainer minWidth={withWriter ? 520 : 320}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {withWriter && <Table.Th>Writer</Table.Th>}
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Requested</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payouts.map((payout) => (
            <Table.Tr key={payout.id}>
              {withWriter && <Table.Td>{payout.writerName}</Table.Td>}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPence(payout.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* A badge may shrink to an ellipsis in a narrow column; its word is short, so keep it whole. */}
                <Badge
                  variant="light"
                  color={PAYOUT_STATUS_COLORS[payout.status]}
                  style={{ minWidth: 'max-content' }}
                >
                  {PAYOUT_STATUS_LABELS[payout.status]}
                </Badge>
                {payout.failureMessage && (
                  <Text size="xs" c="red.8" mt={4} style={{ whiteSpace: 'normal' }}>
                    {payout.failureMessage}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(payout.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
