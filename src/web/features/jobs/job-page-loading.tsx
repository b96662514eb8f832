// The job page's pending and error screens, kept apart from the page so that they load with the route, not
// after it.
import { Button, Card, Center, Container, Group, Loader, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { apiErrorBody, httpStatusOf } from '../../lib/api-error.ts';
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

// A writer's link to a job they quoted on and lost, or that its client withdrew: the server says which
// (docs/product.md "Quotes"), and the page tells them rather than that the job does not exist.
const CLOSED_TO_WRITER = {
  QUOTE_NOT_CHOSEN: {
    title: 'The client chose another writer',
    text: 'Thank you for quoting. Your quote stays in My Quotes on your dashboard, and if the client changes their mind before paying, it is back in the running. New jobs are waiting for a quote.',
  },
  JOB_WITHDRAWN: {
    title: 'The client withdrew this job',
    text: 'This job is no longer on offer, so there is nothing more to do here. Your quote stays in My Quotes on your dashboard, and new jobs are waiting for a quote.',
  },
} as const;

export function closedToWriter(error: unknown): keyof typeof CLOSED_TO_WRITER | undefined {
  const code = apiErrorBody(error)?.code;
  return code === 'QUOTE_NOT_CHOSEN' || code === 'JOB_WITHDRAWN' ? code : undefined;
}

function ClosedToWriter({ reason }: { reason: keyof typeof CLOSED_TO_WRITER }) {
  const { title, text } = CLOSED_TO_WRITER[reason];
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Card withBorder radius="lg" padding="xl">
        <Title order={1} size="h2" mb="sm">
          {title}
        </Title>
        <Text c="dimmed" mb="lg">
          {text}
        </Text>
        <ButtonLink to="/copywriter-dashboard">Find another job</ButtonLink>
      </Card>
    </Container>
  );
}

export function JobPageError({ error }: ErrorComponentProps) {
  const closed = closedToWriter(error);
  if (closed) return <ClosedToWriter reason={closed} />;
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
