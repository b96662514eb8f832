// What a paged list of the admin's shows before its items: a loader, a failure with Try again, or an empty
// state; the items themselves once there are some. One place, so that every list says these things alike.
import { Button, Center, Loader, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

export function ListStates(props: {
  query: ListQuery;
  count: number;
  /** e.g. "Loading the payouts". */
  loadingLabel: string;
  /** e.g. "The payouts could not be loaded." */
  failure: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  const { query } = props;
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={props.loadingLabel}>
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text mb="sm">{props.failure}</Text>
        <Button variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Paper>
    );
  }
  if (props.count === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={600}>{props.empty}</Text>
      </Paper>
    );
  }
  return props.children;
}
