// A job's payment dialog, on the client's dashboard and the job page alike, with the test gateway's card form:
// the card is collected in the browser so that a decline can be tried (docs/product.md "Money"). With Stripe a
// job is paid on /checkout instead, and card details never reach this form or our server.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import { type TestCard, testCardSchema } from '../../../shared/schemas/payments.ts';
import { focusFirstInvalid } from '../form-focus.ts';
import { TestCardFields, useTestCardForm } from './test-card-fields.tsx';
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

export interface PaymentDialogProps {
  opened: boolean;
  priceGbp: number;
  /** What is being paid for, in a sentence. */
  summary: ReactNode;
  busy: boolean;
  onClose: () => void;
  /** Pays with the card; resolves to the reason when the payment failed, shown at the card number. */
  onPay: (card: TestCard) => Promise<string | undefined>;
}

export function PaymentDialog({ opened, priceGbp, summary, busy, onClose, onPay }: PaymentDialogProps) {
  const form = useTestCardForm();
  const payLabel = `Pay ${formatGbp(priceGbp)}`;

  const close = () => {
    if (busy) return;
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const card = testCardSchema.parse(values);
    const failure = await onPay(card);
    if (failure) form.setFieldError('number', failure);
    else form.reset();
  }, focusFirstInvalid);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={payLabel}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
          <TestCardFields form={form} autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {payLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
