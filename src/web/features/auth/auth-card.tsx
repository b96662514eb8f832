import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

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

// The end of the log in and sign up forms: the button, and the line that leads to the other form, keeping
// where the user was going.
const SUBMITS = {
  login: { label: 'Log in', question: "Don't have an account?", to: '/signup', toLabel: 'Sign up' },
  signup: { label: 'Create account', question: 'Already have an account?', to: '/login', toLabel: 'Log in' },
} as const;

export function AuthSubmit({
  form,
  busy,
  returnTo,
}: {
  form: keyof typeof SUBMITS;
  busy: boolean;
  returnTo: string | undefined;
}) {
  const { label, question, to, toLabel } = SUBMITS[form];
  return (
    <>
      <Button type="submit" fullWidth loading={busy}>
        {label}
      </Button>
      <Text size="sm" ta="center" c="dimmed">
        {question}{' '}
        <AnchorLink to={to} search={returnTo ? { returnTo } : {}} fw={600}>
          {toLabel}
        </AnchorLink>
      </Text>
    </>
  );
}

// The form on an auth card, its fields one under another. The log in and sign up forms arrive prerendered: they
// are usable once hydrated (docs/decisions/0009), and load their schema when a field first takes the focus
// (lazy-schema.ts).
export function AuthForm({
  onSubmit,
  onFocus,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate>
      <HydratedFieldset>
        <Stack gap="md">{children}</Stack>
      </HydratedFieldset>
    </form>
  );
}
