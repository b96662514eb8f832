// What was paid for a job, on the admin's job card, with a refund of a card payment through the gateway
// (docs/product.md "Money"). A refund leaves the job as it is; the payment is marked refunded and revenue
// drops. The refund's dialog loads when first opened, not with the admin's page (docs/decisions/0043).
import { Badge, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { formatGbp, formatHours } from '../../../shared/domain/format.ts';
import type { AdminPaymentDto } from '../../../shared/schemas/payments.ts';
import { formatDate } from '../../lib/format.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { jobPaymentsQuery } from './admin-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';

const RefundDialog = lazyComponent(async () => (await import('./refund-dialog.tsx')).RefundDialog);

function paidWith(payment: AdminPaymentDto): string {
  if (payment.method === 'hours') return `${formatHours(payment.hours ?? 0)} prepaid hours`;
  const card = payment.cardLast4 ? `card ending ${payment.cardLast4}` : 'card';
  return `${formatGbp(payment.amountPence / 100)} by ${card}`;
}

function RefundButton({ payment, jobTitle }: { payment: AdminPaymentDto; jobTitle: string }) {
  const [opened, dialog] = useDisclosure(false);
  // Mounted from its first opening on, so that it closes with its transition.
  const [wanted, setWanted] = useState(false);
  const amount = formatGbp(payment.amountPence / 100);
  return (
    <>
      <Button
        variant="default"
        color="red"
        size="xs"
        onPointerEnter={() => void RefundDialog.preload().catch(() => undefined)}
        onClick={() => {
          setWanted(true);
          dialog.open();
        }}
      >
        Refund {amount}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RefundDialog payment={payment} jobTitle={jobTitle} opened={opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}

export function JobPayment({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const { data: payments } = useSuspenseQuery(jobPaymentsQuery());
  const payment = payments.find((candidate) => candidate.jobId === jobId);
  if (!payment) return null;
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        Paid {formatDate(payment.settledAt ?? payment.createdAt)}: {paidWith(payment)}
      </Text>
      {payment.status === 'refunded' ? (
        <Badge variant="light" color="gray">
          Refunded {formatDate(payment.refundedAt)}
        </Badge>
      ) : (
        payment.method === 'card' && <RefundButton payment={payment} jobTitle={jobTitle} />
      )}
    </Group>
  );
}
