// The test gateway's own card form on /checkout (docs/product.md "Money"): the card goes to our server, which
// confirms the intent with Stripe's test numbers. With Stripe configured this form is never shown.
import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { testCardSchema } from '../../../shared/schemas/payments.ts';
import { trpc } from '../../trpc.ts';
import { apiErrorBody, httpStatusOf } from '../api-error.ts';
import { focusFirstInvalid } from '../form-focus.ts';
import type { CheckoutOutcome } from './payment-outcome.ts';
import { TestCardFields, useTestCardForm } from './test-card-fields.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

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
  const form = useTestCardForm();

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
