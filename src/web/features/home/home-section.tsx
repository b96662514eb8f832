// A section of the home page: a centred heading and subtitle over its content, the heading naming the section
// for assistive technology.
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function HomeSection({
  id,
  title,
  subtitle,
  background,
  children,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  background?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} py={{ base: 48, md: 72 }} bg={background}>
      <Container size="lg">
        <Stack gap={6} align="center" mb={40} ta="center">
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" maw={640}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
