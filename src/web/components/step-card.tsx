import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

// A numbered step of a process, as the home page and the pricing page explain theirs.
export function StepCard({
  number,
  title,
  text,
  Icon,
}: {
  number: number;
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number }>;
}) {
  return (
    <Card withBorder padding="lg" radius="lg">
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Text fw={700} c="indigo.7">
          Step {number}
        </Text>
      </Group>
      <Title order={3} size="h4" mb={6}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Card>
  );
}
