// /checkout when Stripe sends the client back from their bank's own page (docs/decisions/0005): the query names
// the intent and how the redirect went. A failure shows the checkout again for another try; anything else waits
// for the webhook's booking, as the card form does, and ends the same way.
import { Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { PaymentInfo } from '../../../shared/schemas/payments.ts';
import { waitForBooking } from '../../lib/payments/booking-wait.ts';
import { type PaymentReturn, returnStep } from '../../lib/payments/payment-outcome.ts';
import { useCheckoutOutcome } from './checkout-outcome.ts';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function PaymentReturnView({
  back,
  info,
  onRetry,
}: {
  back: PaymentReturn;
  /** What was being bought, when this tab still holds it; null when the bank opened the page anew. */
  info: PaymentInfo | null;
  /** Shows the checkout's card form again, for another try. */
  onRetry: () => void;
}) {
  const outcome = useCheckoutOutcome(info);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per return; the outcome is remade each render.
  useEffect(() => {
    const leaving = new AbortController();
    void (async () => {
      // StrictMode runs an effect twice in development: the first run is left before it says anything.
      await Promise.resolve();
      if (leaving.signal.aborted) return;
      const step = returnStep(back);
      if (step.kind !== 'await-booking') {
        outcome.failed(step.message);
        if (info) onRetry();
        else await navigate({ to: '/dashboard', replace: true });
        return;
      }
      const booked = await waitForBooking(back.paymentIntentId, leaving.signal);
      if (leaving.signal.aborted) return;
      if (booked) await outcome.succeeded();
      else await outcome.processed();
    })();
    return () => leaving.abort();
  }, [back]);

  return (
    <Container size="xs" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Title order={1}>Checkout</Title>
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="Payment">
          <Group gap="md" wrap="nowrap" role="status">
            <Loader size="sm" aria-hidden />
            <div>
              <Text fw={600}>Confirming your payment…</Text>
              <Text size="sm" c="dimmed">
                Your bank has sent you back. This takes a few seconds.
              </Text>
            </div>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}
