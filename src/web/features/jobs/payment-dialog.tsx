// The card form of the test gateway: the card is collected in the browser so that a decline can be tried
// (DECISIONS.md "Payments"). With Stripe, card details never reach this form or our server.
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { type TestCard, testCardSchema } from '../../../shared/schemas/payments.ts';
import { formatGbp } from '../../lib/format.ts';
import {
  type CardValues,
  DECLINED_CARD_NUMBER,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  TEST_CARD_NUMBER,
} from '../../lib/payment-card.ts';

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
  });

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
          <TextInput
            label="Card number"
            description={`Test mode: pay with ${TEST_CARD_NUMBER}; ${DECLINED_CARD_NUMBER} is declined. Any future expiry date and any CVC will do.`}
            placeholder="1234 1234 1234 1234"
            inputMode="numeric"
            autoComplete="cc-number"
            aria-required
            data-autofocus
            {...form.getInputProps('number')}
            onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
          />
          <SimpleGrid cols={2}>
            <TextInput
              label="Expiry (MM/YY)"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              aria-required
              {...form.getInputProps('expiry')}
              onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
            />
            <TextInput
              label="CVC"
              placeholder="123"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              aria-required
              {...form.getInputProps('cvc')}
            />
          </SimpleGrid>
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
