import { Card, Center, Container, Group, Text, Title } from '@mantine/core';
import IconCompass from '@tabler/icons-react/dist/esm/icons/IconCompass.mjs';
import { ButtonLink } from './router-links.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Title.layer.css';

// Spoken to the person who followed a link, not to a developer; the specification's hint stays in small print
// (docs/product.md "Screens"). The dashboard link takes each role to its own dashboard, and a visitor to log in
// (src/web/lib/route-guard.ts).
export function NotFound() {
  return (
    <Container size="sm" py={{ base: 48, md: 80 }}>
      <Center>
        <Card withBorder shadow="sm" radius="lg" padding="xl" w="100%" maw={520}>
          <Group gap="sm" wrap="nowrap" mb="sm">
            <IconCompass size={32} color="var(--mantine-color-blue-6)" aria-hidden />
            <Title order={1} size="h2">
              404 Page Not Found
            </Title>
          </Group>
          <Text mb="lg">
            We can’t find the page you asked for. The link may be out of date, or the page may have moved;
            your jobs and messages are where you left them.
          </Text>
          <Group gap="sm">
            <ButtonLink to="/">Go to the home page</ButtonLink>
            <ButtonLink to="/dashboard" variant="default">
              Go to your dashboard
            </ButtonLink>
          </Group>
          <Text size="xs" c="dimmed" mt="xl">
            Did you forget to add the page to the router?
          </Text>
        </Card>
      </Center>
    </Container>
  );
}
