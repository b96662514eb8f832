// Stripe's Payment Element, used when Stripe takes the payments. Loaded lazily, so that neither the home page
// nor the test gateway's checkout downloads it. The card goes from the browser to Stripe alone; the payment
// counts once Stripe's webhook has told our server (docs/decisions/0005), which this form waits for. A bank
// that wants the client on its own page sends them back to the page that paid, which then waits the same way
// (src/web/features/payments/payment-return.tsx).
import { Alert, Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { waitForBooking } from './booking-wait.ts';
import { type CheckoutOutcome, confirmationStep, returnUrlFor } from './payment-outcome.ts';
import { stripeAppearance } from './stripe-appearance.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  payLabel: string;
  outcome: CheckoutOutcome;
}

function Unavailable() {
  return (
    <Alert color="red" variant="light" title="The card form could not be loaded">
      Check your connection, then reload the page to try again.
    </Alert>
  );
}

function PaymentForm({ paymentIntentId, payLabel, outcome }: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [failedToLoad, setFailedToLoad] = useState(false);
  const [busy, setBusy] = useState(false);
  // The wait for the booking stops when the client leaves the page.
  const leaving = useRef<AbortSignal | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller.signal;
    return () => controller.abort();
  }, []);

  const pay = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        // A card that needs no trip to its bank's page settles here; one that does comes back to this page.
        redirect: 'if_required',
        confirmParams: { return_url: returnUrlFor(window.location) },
      });
      const step = confirmationStep(result);
      if (step.kind === 'declined') outcome.failed(step.message);
      else if (step.kind === 'error') outcome.error(step.message);
      else if (await waitForBooking(paymentIntentId, leaving.current)) await outcome.succeeded();
      else if (!leaving.current?.aborted) await outcome.processed();
    } catch {
      outcome.error(undefined);
    } finally {
      setBusy(false);
    }
  };

  if (failedToLoad) return <Unavailable />;
  return (
    <form
      aria-label="Card details"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <Stack gap="md">
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={() => setFailedToLoad(true)}
        />
        <Button type="submit" size="md" loading={busy} disabled={!stripe || !ready} fullWidth>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}

export function StripePaymentForm({ publishableKey, ...props }: StripePaymentFormProps) {
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
  if (unavailable) return <Unavailable />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret, appearance: stripeAppearance }}>
      <PaymentForm {...props} />
    </Elements>
  );
}
