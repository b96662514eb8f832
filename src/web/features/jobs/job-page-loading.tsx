// The job page's pending and error screens, kept apart from the page so that they load with the route, not
// after it.
import { Button, Card, Center, Container, Group, Loader, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found.tsx';
import { httpStatusOf } from '../../lib/api-error.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function JobPageLoading() {
  return (
    <Center py={120} role="status" aria-label="Loading the job">
      <Loader />
    </Center>
  );
}

export function JobPageError({ error }: ErrorComponentProps) {
  // A job that is no longer the viewer's to see (another copywriter's quote was accepted) reads as missing.
  if (httpStatusOf(error) === 404) return <NotFound />;
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Card withBorder radius="lg" padding="xl" role="alert">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconAlertCircle size={28} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h3">
            This job could not be loaded
          </Title>
        </Group>
        <Text c="dimmed" mb="lg">
          Check your connection, then try again.
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Card>
    </Container>
  );
}
