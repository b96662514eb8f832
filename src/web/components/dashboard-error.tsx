import { Button, Card, Container, Group, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Title.layer.css';

// A dashboard that cannot load says so and offers a reload, rather than a blank page.
export function DashboardError() {
  return (
    <Container size="sm" py={{ base: 32, md: 48 }}>
      <Card withBorder radius="lg" padding="xl" role="alert">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconAlertCircle size={28} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h3">
            Error Loading Dashboard
          </Title>
        </Group>
        <Text c="dimmed" mb="lg">
          Failed to load dashboard data. Please try again later.
        </Text>
        <Button onClick={() => window.location.reload()}>Retry</Button>
      </Card>
    </Container>
  );
}
