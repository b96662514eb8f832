// The admin's Payouts tab (docs/decisions/0039): every payout to every writer, newest first, a page at a time.
import { Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../components/load-more.tsx';
import { adminPayoutsQuery } from './payouts-queries.ts';
import { PayoutsTable } from './payouts-table.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';

export function AdminPayoutsTab() {
  const payouts = useInfiniteQuery(adminPayoutsQuery());
  const items = payouts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={620}>
        Every withdrawal writers have made from their earnings, newest first. A failed payout’s money went
        back to the writer’s available balance.
      </Text>
      {payouts.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the payouts">
          <Loader />
        </Center>
      ) : payouts.isError ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text mb="sm">The payouts could not be loaded.</Text>
          <Button variant="default" onClick={() => void payouts.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>No payouts yet</Text>
        </Paper>
      ) : (
        <Paper withBorder radius="lg">
          <PayoutsTable payouts={items} label="Payouts" />
        </Paper>
      )}
      <LoadMore query={payouts} label="Load more payouts" />
    </Stack>
  );
}
