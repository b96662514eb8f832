// Stripe Elements' card field, used when Stripe takes the payments. Loaded lazily, so that neither the home
// page nor the test gateway's checkout downloads it. The card goes from the browser to Stripe alone; the
// payment counts once Stripe's webhook has told our server (docs/decisions/0005), which this form waits for.
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { trpcClient } from '../../trpc.ts';
import type { CheckoutOutcome } from './checkout-outcome.ts';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

// How long to wait for the webhook to book a payment the card has confirmed, before saying so.
const BOOKING_WAIT_MS = 20_000;
const POLL_MS = 1_000;

async function waitForBooking(paymentIntentId: string): Promise<boolean> {
  const deadline = Date.now() + BOOKING_WAIT_MS;
  while (Date.now() < deadline) {
    try {
      const { status } = await trpcClient.payments.status.query({ paymentIntentId });
      if (status === 'succeeded') return true;
    } catch {
      // A dropped poll is retried until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  payLabel: string;
  outcome: CheckoutOutcome;
}

function CardForm({
  clientSecret,
  paymentIntentId,
  payLabel,
  outcome,
}: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (result.error) {
        outcome.failed(result.error.message);
        return;
      }
      if (result.paymentIntent?.status !== 'succeeded') {
        outcome.failed(undefined);
        return;
      }
      if (await waitForBooking(paymentIntentId)) await outcome.succeeded();
      else await outcome.processed();
    } catch {
      outcome.error(undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label="Card details"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <Stack gap="md">
        <Box>
          <Text size="sm" fw={500} mb={4} id="card-element-label">
            Card
          </Text>
          <Box
            p="sm"
            bd="1px solid var(--mantine-color-gray-4)"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            aria-labelledby="card-element-label"
          >
            <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }} />
          </Box>
        </Box>
        <Button type="submit" size="md" loading={busy} disabled={!stripe} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) {
    return (
      <Alert color="red" variant="light" title="The card form could not be loaded">
        Check your connection, then reload the page to try again.
      </Alert>
    );
  }
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}
