// The route's pending screen. Kept apart from the page: pending components are not code-split, so whatever
// this file imports ships with the entry chunk.
import { Center, Loader, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';

/** Shown while the guard asks who is signed in and the dashboard's data loads. */
export function AdminDashboardPending() {
  return (
    <Center py={120}>
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Checking permissions...</Text>
      </Stack>
    </Center>
  );
}
