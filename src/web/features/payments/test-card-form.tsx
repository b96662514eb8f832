// The test gateway's own card form (docs/product.md "Money"): the card goes to our server, which confirms the
// intent with Stripe's test numbers. With Stripe configured this form is never shown.
import { Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { testCardSchema } from '../../../shared/schemas/payments.ts';
import { TestCardFields } from '../../components/test-card-fields.tsx';
import { apiErrorBody, httpStatusOf } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { type CardValues, EMPTY_CARD } from '../../lib/payment-card.ts';
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
  }, focusFirstInvalid);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Card details">
      <Stack gap="md">
        <TestCardFields form={form} />
        <Button type="submit" size="md" loading={confirm.isPending} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
