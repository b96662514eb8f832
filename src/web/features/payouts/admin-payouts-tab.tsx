// The admin's Payouts tab (docs/decisions/0039): every payout to every writer, newest first, a page at a time.
import { Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListStates } from '../../components/list-states.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { adminPayoutsQuery } from './payouts-queries.ts';
import { PayoutsTable } from './payouts-table.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
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
      <ListStates
        query={payouts}
        count={items.length}
        loadingLabel="Loading the payouts"
        failure="The payouts could not be loaded."
        empty="No payouts yet"
      >
        <Paper withBorder radius="lg">
          <PayoutsTable payouts={items} label="Payouts" />
        </Paper>
      </ListStates>
      <LoadMore query={payouts} label="Load more payouts" />
    </Stack>
  );
}
