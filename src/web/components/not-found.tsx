import { Card, Center, Container, Group, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { AnchorLink } from './router-links.tsx';

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
