// The copywriter dashboard's Earnings tab (docs/decisions/0039): pending, available and paid out; the payout
// account and Withdraw; a row per job, a page at a time; the writer's payouts. Read once the tab is first
// opened: the dashboard's other tabs do not wait for it, and its HTML (a loader) is the same on the server
// and while hydrating.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { formatPence } from '../../../shared/domain/format.ts';
import type { EarningItem, PayoutAccountDto } from '../../../shared/schemas/payouts.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { payoutTermsQuery } from '../../lib/payout-terms-query.ts';
import { toast } from '../../lib/toast.ts';
import { feePercentLabel } from '../../lib/writer-share.ts';
import { trpc } from '../../trpc.ts';
import {
  accountActionLabel,
  accountStateText,
  EARNING_STATUS_COLORS,
  EARNING_STATUS_LABELS,
  earningDateLabel,
  negativeBalanceNote,
  withdrawBlockedReason,
} from './earnings-logic.ts';
import { earningsQuery, myPayoutsQuery, payoutAccountQuery } from './payouts-queries.ts';
import { PayoutsTable } from './payouts-table.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export const EARNINGS_CSV_PATH = '/api/copywriter/earnings.csv';

function Total({ label, pence, caption }: { label: string; pence: number; caption: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} lh={1.2} c={pence < 0 ? 'red.8' : undefined}>
        {formatPence(pence)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {caption}
      </Text>
    </Card>
  );
}

function AccountAction({ account }: { account: PayoutAccountDto }) {
  const link = useMutation(trpc.payouts.onboardingLink.mutationOptions());
  const label = accountActionLabel(account.status);
  if (!label) {
    return (
      <Badge color="green" variant="light" size="lg" tt="none">
        Payouts enabled
      </Badge>
    );
  }
  const open = async () => {
    try {
      const { url } = await link.mutateAsync();
      // The payment provider's page (or the test gateway's page of ours), which sends the writer back here.
      window.location.assign(url);
    } catch (caught) {
      toast({
        title: 'Payouts could not be set up',
        description: serverMessage(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button onClick={() => void open()} loading={link.isPending || link.isSuccess}>
      {label}
    </Button>
  );
}

function PayoutsCard({ account, available }: { account: PayoutAccountDto; available: number }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4">
              Payouts
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {accountStateText(account.status)}
            </Text>
          </div>
          <AccountAction account={account} />
        </Group>
        <WithdrawForm available={available} blocked={withdrawBlockedReason(available, account.status)} />
      </Stack>
    </Card>
  );
}

// A row per job: what it earned and where that money stands. A list rather than a table, so that a phone shows
// every figure without scrolling sideways.
function EarningRows({ items }: { items: readonly EarningItem[] }) {
  return (
    <Paper
      withBorder
      radius="lg"
      component="ul"
      aria-label="Earnings by job"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item, index) => (
        <Group
          key={item.jobId}
          component="li"
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="md"
          px="md"
          py="sm"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Stack gap={2} miw={0}>
            <AnchorLink to="/jobs/$id" params={{ id: String(item.jobId) }} fw={600} size="sm">
              {item.title}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              Price {formatPence(item.gross)} · fee {formatPence(item.fee)}
            </Text>
            <Text size="xs" c="dimmed">
              {earningDateLabel(item, formatDate(item.availableAt) ?? '')}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={700} size="sm">
              <VisuallyHidden>You receive </VisuallyHidden>
              {formatPence(item.net)}
            </Text>
            <Badge variant="light" color={EARNING_STATUS_COLORS[item.status]}>
              {EARNING_STATUS_LABELS[item.status]}
            </Badge>
          </Stack>
        </Group>
      ))}
    </Paper>
  );
}

function RecentPayouts() {
  const payouts = useInfiniteQuery(myPayoutsQuery());
  const items = payouts.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Your payouts
      </Title>
      <Paper withBorder radius="lg">
        <PayoutsTable payouts={items} label="Your payouts" />
      </Paper>
      <LoadMore query={payouts} label="Load more payouts" />
    </Stack>
  );
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Text mb="sm">Your earnings could not be loaded.</Text>
      <Button variant="default" onClick={retry}>
        Try again
      </Button>
    </Paper>
  );
}

export function EarningsTab() {
  const earnings = useInfiniteQuery(earningsQuery());
  const account = useQuery(payoutAccountQuery());
  const terms = useQuery(payoutTermsQuery());
  if (earnings.isError || account.isError) {
    return (
      <Failed
        retry={() => {
          void earnings.refetch();
          void account.refetch();
        }}
      />
    );
  }
  if (!earnings.data || !account.data) {
    return (
      <Center py="xl" role="status" aria-label="Loading your earnings">
        <Loader />
      </Center>
    );
  }
  // The totals come with every page and cover all the rows; the first page's are as fresh as any.
  const totals = earnings.data.pages[0]!;
  const items = earnings.data.pages.flatMap((page) => page.items);
  const negative = negativeBalanceNote(totals.available);
  const clearance = terms.data?.clearanceDays;

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          Earnings
        </Title>
        <Anchor href={EARNINGS_CSV_PATH} download size="sm" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            Download CSV statement
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Total
          label="Pending"
          pence={totals.pending}
          caption={
            clearance === undefined
              ? 'Earned, not yet cleared'
              : `Clears ${clearance} ${clearance === 1 ? 'day' : 'days'} after the client approves`
          }
        />
        <Total label="Available" pence={totals.available} caption="Yours to withdraw" />
        <Total label="Paid out" pence={totals.paidOut} caption="Sent to your payout account" />
      </SimpleGrid>
      {negative && (
        <Alert color="orange" radius="lg" title="Your balance is below zero">
          {negative}
        </Alert>
      )}
      <PayoutsCard account={account.data} available={totals.available} />
      <Stack gap="sm">
        <Title order={3} size="h4">
          By job
        </Title>
        <Text size="sm" c="dimmed">
          The platform keeps a {feePercentLabel(totals.feePercent)} fee on each job’s price; you receive the
          rest.
        </Text>
        {items.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Text fw={600}>No earnings yet</Text>
            <Text size="sm" c="dimmed" mt={4}>
              When a client approves your work, what you earn from it appears here.
            </Text>
          </Paper>
        ) : (
          <EarningRows items={items} />
        )}
        <LoadMore query={earnings} label="Load more earnings" />
      </Stack>
      <RecentPayouts />
    </Stack>
  );
}
