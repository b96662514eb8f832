// One card of /account: a titled section, and the toast of a change it could not save.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import classes from './account-page.module.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      withBorder
      radius="lg"
      className={classes.section}
    >
      <Stack gap={4} mb="lg">
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}

export function failureToast(title: string, error: unknown) {
  toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
}
