// /checkout (docs/product.md "Money"): pays for what session storage says is being bought, with Stripe's
// Payment Element when Stripe takes the payments and the test gateway's own card form otherwise; and, back from
// a bank's page, waits for the payment's booking.
import { Alert, Button, Card, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import type { PaymentInfo } from '../../../shared/schemas/payments.ts';
import { paymentSummary, readPaymentInfo } from '../../lib/payments/payment-info.ts';
import { paymentReturnFrom } from '../../lib/payments/payment-outcome.ts';
import { TestCardForm } from '../../lib/payments/test-card-form.tsx';
import { toast } from '../../lib/toast.ts';
import { useCheckoutOutcome } from './checkout-outcome.ts';
import { gatewayQuery } from './payment-queries.ts';
import { PaymentReturnView } from './payment-return.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

// Stripe.js and its React bindings load only when Stripe takes the payments (docs/decisions/0005).
const StripePaymentForm = lazy(() =>
  import('../../lib/payments/stripe-payment-form.tsx').then((module) => ({
    default: module.StripePaymentForm,
  })),
);

function BackToPricing() {
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => void navigate({ to: '/pricing' })}
      px={0}
      style={{ alignSelf: 'flex-start' }}
    >
      Back to Pricing
    </Button>
  );
}

function Checkout({ info }: { info: PaymentInfo }) {
  const gateway = useQuery(gatewayQuery());
  const outcome = useCheckoutOutcome(info);
  const summary = paymentSummary(info);
  const payLabel = `Pay ${formatGbp(summary.amountPence / 100)}`;

  return (
    <Container size="xs" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <BackToPricing />
        <Title order={1}>Checkout</Title>
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="Order summary">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              You are paying for
            </Text>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {summary.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {summary.detail}
                </Text>
              </div>
              <Text fw={700} size="xl">
                {formatGbp(summary.amountPence / 100)}
              </Text>
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="card-heading">
          <Group gap="xs" mb="md">
            <IconLock size={18} color="var(--mantine-color-gray-6)" aria-hidden />
            <Title order={2} size="h4" id="card-heading">
              Pay by card
            </Title>
          </Group>
          {gateway.isPending ? (
            <Group justify="center" py="lg">
              <Loader size="sm" role="status" aria-label="Loading the card form" />
            </Group>
          ) : gateway.isError ? (
            <Alert color="red" variant="light" title="The card form could not be loaded">
              Check your connection, then reload the page to try again.
            </Alert>
          ) : gateway.data.name === 'stripe' && gateway.data.publishableKey ? (
            <Suspense
              fallback={
                <Group justify="center" py="lg">
                  <Loader size="sm" role="status" aria-label="Loading the card form" />
                </Group>
              }
            >
              <StripePaymentForm
                publishableKey={gateway.data.publishableKey}
                clientSecret={info.clientSecret}
                paymentIntentId={info.paymentIntentId}
                payLabel={payLabel}
                outcome={outcome}
              />
            </Suspense>
          ) : (
            <TestCardForm paymentIntentId={info.paymentIntentId} payLabel={payLabel} outcome={outcome} />
          )}
          <Divider my="md" />
          <Text size="xs" c="dimmed">
            Your card is charged once, for the amount shown. A receipt appears under Payments on your
            dashboard.
          </Text>
        </Card>
      </Stack>
    </Container>
  );
}

export function CheckoutPage() {
  const navigate = useNavigate();
  // Read once, when the page opens: what the Buy button stored, and whether Stripe sent the client back here.
  const [stored] = useState(readPaymentInfo);
  const { searchStr } = useLocation();
  const [back, setBack] = useState(() => paymentReturnFrom(searchStr));

  useEffect(() => {
    if (back || stored.state === 'ready') return;
    toast({
      title: stored.state === 'missing' ? 'No Payment Information' : 'Invalid Payment Information',
      description:
        stored.state === 'missing'
          ? 'Choose a package on the pricing page to pay for it.'
          : 'Please choose your package again on the pricing page.',
      variant: 'destructive',
    });
    void navigate({ to: '/pricing', replace: true });
  }, [back, stored, navigate]);

  if (back) {
    // The stored purchase is this payment's only when it names the intent that came back.
    const info =
      stored.state === 'ready' && stored.info.paymentIntentId === back.paymentIntentId ? stored.info : null;
    const retry = () => {
      setBack(null);
      void navigate({ to: '/checkout', search: {}, replace: true });
    };
    return <PaymentReturnView back={back} info={info} onRetry={retry} />;
  }
  return stored.state === 'ready' ? <Checkout info={stored.info} /> : null;
}
