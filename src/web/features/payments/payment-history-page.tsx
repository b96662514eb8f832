// /payments: the client's payment history, newest first, each with its receipt (docs/product.md "Money").
import { Badge, Box, Card, Container, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { useQuery } from '@tanstack/react-query';
import { formatHours } from '../../../shared/domain/format.ts';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatDate } from '../../lib/format.ts';
import {
  partialRefundLabel,
  paymentAmountLabel,
  paymentMethodLabel,
  STATUS_LABELS,
} from './payment-display.ts';
import { paymentHistoryQuery } from './payment-queries.ts';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function PaymentHistoryPage() {
  const { data: user } = useCurrentUser();
  const payments = useQuery(paymentHistoryQuery());

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Group justify="space-between" align="flex-end" mb="xl" gap="md">
        <Box>
          <Title order={1}>Payments</Title>
          {user && (
            <Text c="dimmed">
              Prepaid hours available: <strong>{formatHours(user.hoursBalance)}</strong>
            </Text>
          )}
        </Box>
        <Group gap="sm">
          <ButtonLink to="/dashboard" variant="default">
            My Dashboard
          </ButtonLink>
          <ButtonLink to="/pricing">Buy hours</ButtonLink>
        </Group>
      </Group>

      {payments.isPending ? (
        <Text c="dimmed">Loading your payments…</Text>
      ) : payments.isError ? (
        <Text c="red.8" role="alert">
          Your payments could not be loaded. Please try refreshing the page.
        </Text>
      ) : payments.data.length === 0 ? (
        <EmptyState
          icon={<IconReceipt size={28} aria-hidden />}
          withIndicatorBackground
          title="No payments yet"
          description="Hour packages you buy and jobs you pay for appear here, each with a receipt."
          py="xl"
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payments">
          {payments.data.map((payment) => (
            <Card key={payment.id} component="li" withBorder radius="lg" padding="md">
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Box style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {payment.description}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(payment.settledAt ?? payment.createdAt)} · {paymentMethodLabel(payment)}
                  </Text>
                  {partialRefundLabel(payment) && (
                    <Text size="sm" c="orange.8" fw={500}>
                      {partialRefundLabel(payment)}
                    </Text>
                  )}
                </Box>
                <Group gap="md" wrap="nowrap">
                  <Badge variant="light" color={payment.status === 'refunded' ? 'gray' : 'green'}>
                    {STATUS_LABELS[payment.status]}
                  </Badge>
                  <Text fw={700} miw={90} ta="right">
                    {paymentAmountLabel(payment)}
                  </Text>
                  <AnchorLink
                    to="/payments/$id"
                    params={{ id: String(payment.id) }}
                    aria-label={`Receipt for ${payment.description}`}
                  >
                    Receipt
                  </AnchorLink>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
