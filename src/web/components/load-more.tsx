// The end of a paged list (docs/product.md "Limits"): a button that fetches the next page while
// there is one, and says so when the fetch fails.
import { Button, Group, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function LoadMore({ query, label = 'Load more' }: { query: PagedQuery; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center" gap="sm" mt="md">
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <Text size="sm" c="red" role="status">
          The next page could not be loaded.
        </Text>
      )}
      <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchNextPageError ? 'Try again' : label}
      </Button>
    </Group>
  );
}
