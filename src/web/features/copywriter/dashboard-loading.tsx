// The route's pending screen. Kept apart from the page: pending components are not code-split, so whatever
// this file imports ships with the entry chunk.
import { Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';

export function CopywriterDashboardLoading() {
  return (
    <Center py={120} role="status" aria-label="Loading your dashboard">
      <Loader />
    </Center>
  );
}
