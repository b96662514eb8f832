// The confirmation of a card payment's refund, loaded with its first opening (job-payment.tsx).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatGbp } from '../../../shared/domain/format.ts';
import type { AdminPaymentDto } from '../../../shared/schemas/payments.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobsAndStats } from './admin-queries.ts';
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
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stack.layer.css';

export function RefundDialog({
  payment,
  jobTitle,
  opened,
  onClose,
}: {
  payment: AdminPaymentDto;
  jobTitle: string;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
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
    onClose();
    toast({
      title: 'Payment refunded',
      description: `${amount} is on its way back to ${payment.clientName}.`,
    });
    await refreshJobsAndStats(queryClient);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Refund ${amount}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {payment.clientName}’s card payment for “{jobTitle}” goes back to their card. The job stays as it
          is, and this month’s revenue drops by {amount}.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={refund.isPending}>
            Refund {amount}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
