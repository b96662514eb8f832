// What was paid for a job, on the admin's job card, with a refund of a card payment through the gateway
// (docs/product.md "Money"). A refund leaves the job as it is; the payment is marked refunded and revenue
// drops.
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatGbp, formatHours } from '../../../shared/domain/format.ts';
import type { AdminPaymentDto } from '../../../shared/schemas/payments.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { jobPaymentsQuery, refreshJobsAndStats } from './admin-queries.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stack.layer.css';

function paidWith(payment: AdminPaymentDto): string {
  if (payment.method === 'hours') return `${formatHours(payment.hours ?? 0)} prepaid hours`;
  const card = payment.cardLast4 ? `card ending ${payment.cardLast4}` : 'card';
  return `${formatGbp(payment.amountPence / 100)} by ${card}`;
}

function RefundButton({ payment, jobTitle }: { payment: AdminPaymentDto; jobTitle: string }) {
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const refund = useMutation(trpc.payments.refund.mutationOptions());
  const amount = formatGbp(payment.amountPence / 100);

  const confirm = async () => {
    try {
      await refund.mutateAsync({ id: payment.id });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to refund the payment. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    dialog.close();
    toast({
      title: 'Payment refunded',
      description: `${amount} is on its way back to ${payment.clientName}.`,
    });
    await refreshJobsAndStats(queryClient);
  };

  return (
    <>
      <Button variant="default" color="red" size="xs" onClick={dialog.open}>
        Refund {amount}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={`Refund ${amount}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            {payment.clientName}’s card payment for “{jobTitle}” goes back to their card. The job stays as it
            is, and this month’s revenue drops by {amount}.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close} disabled={refund.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={refund.isPending}>
              Refund {amount}
            </Button>
          </Group>
        </Stack>
      </Modal>
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
