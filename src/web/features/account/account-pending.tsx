// The route's pending and error screens, kept apart from the page: they are not code-split, so whatever this
// file imports ships with the entry chunk.
import { Button, Card, Center, Container, Loader, Text, Title } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function AccountPending() {
  return (
    <Center py={120} role="status" aria-label="Loading your account">
      <Loader />
    </Center>
  );
}

export function AccountError() {
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Card withBorder radius="lg" padding="xl" role="alert">
        <Title order={1} size="h3" mb="sm">
          Your account could not be loaded
        </Title>
        <Text c="dimmed" mb="lg">
          Please try again in a moment.
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Card>
    </Container>
  );
}
