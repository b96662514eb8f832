// The test gateway's own card form (DECISIONS.md "Payments"): the card goes to our server, which confirms the
// intent with Stripe's test numbers. With Stripe configured this form is never shown.
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { testCardSchema } from '../../../shared/schemas/payments.ts';
import { apiErrorBody, httpStatusOf } from '../../lib/api-error.ts';
import {
  type CardValues,
  DECLINED_CARD_NUMBER,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  TEST_CARD_NUMBER,
} from '../../lib/payment-card.ts';
import { trpc } from '../../trpc.ts';
import type { CheckoutOutcome } from './checkout-outcome.ts';

export function TestCardForm({
  paymentIntentId,
  payLabel,
  outcome,
}: {
  paymentIntentId: string;
  payLabel: string;
  outcome: CheckoutOutcome;
}) {
  const confirm = useMutation(trpc.payments.simulatePaymentSuccess.mutationOptions());
  const form = useForm<CardValues>({
    initialValues: EMPTY_CARD,
    validate: schemaResolver(testCardSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ paymentIntentId, card: testCardSchema.parse(values) });
    } catch (error) {
      const body = apiErrorBody(error);
      if (httpStatusOf(error) === 402) {
        // The provider's own words, at the field and in the toast.
        form.setFieldError('number', body?.message);
        outcome.failed(body?.message);
      } else {
        outcome.error(body?.message);
      }
      return;
    }
    await outcome.succeeded();
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Card details">
      <Stack gap="md">
        <TextInput
          label="Card number"
          description={`Test mode: pay with ${TEST_CARD_NUMBER}; ${DECLINED_CARD_NUMBER} is declined. Any future expiry date and any CVC will do.`}
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          aria-required
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
        <Button type="submit" size="md" loading={confirm.isPending} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
