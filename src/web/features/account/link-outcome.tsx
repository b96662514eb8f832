// The answer a page gives to an emailed link (confirm, unsubscribe): an icon, a heading and the server's
// words, and what to do next.
import { Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import type { ReactNode } from 'react';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

export type OutcomeTone = 'working' | 'success' | 'failure' | 'question';

export function LinkOutcome({
  tone,
  icon,
  title,
  message,
  children,
}: {
  tone: OutcomeTone;
  icon?: ReactNode;
  title: string;
  message: ReactNode;
  children?: ReactNode;
}) {
  const color = tone === 'success' ? 'teal' : tone === 'failure' ? 'red' : 'indigo';
  return (
    <Container size={500} py={{ base: 40, md: 72 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md">
          {tone === 'working' ? (
            <Loader aria-hidden />
          ) : (
            <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
              {icon ?? (tone === 'failure' ? <IconAlertCircle size={30} /> : <IconCircleCheck size={30} />)}
            </ThemeIcon>
          )}
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c={tone === 'failure' ? 'red.8' : undefined} role={tone === 'working' ? 'status' : undefined}>
            {message}
          </Text>
          {children && (
            <Stack gap="xs" w="100%" mt="xs">
              {children}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
