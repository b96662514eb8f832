// /payments/$id: one payment's receipt (what, when, amount, the card's last four digits), made to print:
// the navigation bar, the footer and the buttons stay off paper (global.css).
import {
  Badge,
  Button,
  Card,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatGbp, formatHours } from '../../../shared/domain/format.ts';
import type { PaymentDto } from '../../../shared/schemas/payments.ts';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { httpStatusOf } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { partialRefundLabel, paymentMethodLabel, receiptNumber, STATUS_LABELS } from './payment-display.ts';
import { receiptQuery } from './payment-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text c="dimmed" size="sm" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}

function Receipt({ payment }: { payment: PaymentDto }) {
  const { labels } = useSpelling();
  const paidOn = payment.settledAt ?? payment.createdAt;
  const total =
    payment.method === 'hours'
      ? `${formatHours(payment.hours ?? 0)} prepaid hours`
      : formatGbp(payment.amountPence / 100);
  return (
    <Card withBorder radius="lg" padding="xl" component="article" aria-labelledby="receipt-heading">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text fw={700} size="lg">
              {labels.brand} Ltd
            </Text>
            <Title order={1} size="h2" id="receipt-heading">
              Receipt
            </Title>
          </div>
          <Stack gap={4} align="flex-end">
            <Text size="sm" c="dimmed">
              {receiptNumber(payment)}
            </Text>
            <Badge variant="light" color={payment.status === 'refunded' ? 'gray' : 'green'}>
              {STATUS_LABELS[payment.status]}
            </Badge>
          </Stack>
        </Group>
        <Divider />
        <SimpleGrid
          cols={2}
          spacing="xs"
          verticalSpacing="sm"
          component="dl"
          m={0}
          style={{ gridTemplateColumns: 'minmax(120px, auto) 1fr' }}
        >
          <Line label="What">{payment.description}</Line>
          <Line label="When">{formatDate(paidOn)}</Line>
          {payment.purpose === 'hours' && payment.hours !== null && (
            <Line label="Hours added">{formatHours(payment.hours)}</Line>
          )}
          <Line label="Paid with">{paymentMethodLabel(payment)}</Line>
          {payment.refundedAt && <Line label="Refunded">{formatDate(payment.refundedAt)}</Line>}
          {partialRefundLabel(payment) && <Line label="Refund">{partialRefundLabel(payment)}</Line>}
        </SimpleGrid>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{payment.status === 'refunded' ? 'Total (refunded)' : 'Total paid'}</Text>
          <Text fw={700} size="xl">
            {total}
          </Text>
        </Group>
        {payment.method === 'card' && (
          <Text size="xs" c="dimmed">
            Amounts in pounds sterling (GBP).
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function ReceiptPage({ id }: { id: number }) {
  const receipt = useQuery(receiptQuery(id));
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Group justify="space-between" mb="lg" data-print-hidden>
        <AnchorLink to="/payments">← All payments</AnchorLink>
        {receipt.data && (
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        )}
      </Group>
      {receipt.isPending ? (
        <Text c="dimmed">Loading the receipt…</Text>
      ) : receipt.isError ? (
        <Card withBorder radius="lg" padding="xl">
          <Title order={1} size="h3" mb="xs">
            {httpStatusOf(receipt.error) === 404 ? 'Receipt not found' : 'The receipt could not be loaded'}
          </Title>
          <Text c="dimmed" mb="md">
            {httpStatusOf(receipt.error) === 404
              ? 'There is no payment of yours with that number.'
              : 'Please try refreshing the page.'}
          </Text>
          <ButtonLink to="/payments" variant="light">
            See all payments
          </ButtonLink>
        </Card>
      ) : (
        <Receipt payment={receipt.data} />
      )}
    </Container>
  );
}
