import { Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

/** While a blog page's data loads (and, on /blog-management, while the guard asks who is signed in). */
export function BlogPending({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py={120}>
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

export function BlogLoadError({ title = 'The blog could not be loaded' }: { title?: string }) {
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Card withBorder radius="lg" padding="xl" role="alert">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconAlertCircle size={28} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h3">
            {title}
          </Title>
        </Group>
        <Text c="dimmed" mb="lg">
          Please check your connection and try again.
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Card>
    </Container>
  );
}
