// The card form of the test gateway: the card is collected in the browser so that a decline can be tried
// (docs/product.md "Money"). With Stripe, card details never reach this form or our server.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import { type TestCard, testCardSchema } from '../../../shared/schemas/payments.ts';
import { TestCardFields } from '../../components/test-card-fields.tsx';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { type CardValues, EMPTY_CARD } from '../../lib/payment-card.ts';

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
  const form = useForm<CardValues>({
    initialValues: EMPTY_CARD,
    validate: schemaResolver(testCardSchema, { sync: true }),
  });
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
