import { Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container size={460} py={{ base: 40, md: 72 }}>
      <Stack gap={4} ta="center" mb="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <Card withBorder shadow="sm" radius="lg" padding="xl">
        {children}
      </Card>
    </Container>
  );
}
