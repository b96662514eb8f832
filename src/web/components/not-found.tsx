import { Card, Center, Container, Group, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { AnchorLink } from './router-links.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function NotFound() {
  return (
    <Container size="sm" py={80}>
      <Center>
        <Card withBorder shadow="sm" padding="xl" w="100%" maw={480}>
          <Group gap="sm" wrap="nowrap" mb="md">
            <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
            <Title order={1} size="h2">
              404 Page Not Found
            </Title>
          </Group>
          <Text c="dimmed">Did you forget to add the page to the router?</Text>
          <AnchorLink to="/" mt="lg" size="sm">
            Back to the home page
          </AnchorLink>
        </Card>
      </Center>
    </Container>
  );
}
