// The slim reminder under the bar for a signed-in user whose email address is not confirmed yet. Dismissing
// it hides it until the next page load. It stays off the page that confirms, and off /account, whose Email
// card says the same and has its own button.
import { Box, Button, CloseButton, Container, Group, Text } from '@mantine/core';
import IconMailExclamation from '@tabler/icons-react/dist/esm/icons/IconMailExclamation.mjs';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useResendVerification } from './account-queries.ts';
import classes from './verify-email-reminder.module.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';

const HIDDEN_ON = new Set(['/verify-email', '/account']);

export function VerifyEmailReminder() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const resend = useResendVerification();

  if (!user || user.emailVerified || dismissed || HIDDEN_ON.has(pathname)) return null;

  return (
    <Box component="section" aria-label="Confirm your email address" className={classes.reminder}>
      <Container size="xl" py={8}>
        <Group gap="xs" wrap="nowrap" align="center">
          <IconMailExclamation size={20} aria-hidden className={classes.icon} />
          <Group gap="xs" style={{ flex: 1, minWidth: 0, rowGap: 6 }}>
            <Text size="sm" className={classes.text}>
              Please confirm your email address: we sent a link to{' '}
              <strong className={classes.email}>{user.email}</strong>.
            </Text>
            <Button
              variant="white"
              color="dark"
              size="compact-sm"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
              className={classes.resend}
            >
              Resend the link
            </Button>
          </Group>
          <CloseButton size="sm" aria-label="Dismiss the reminder" onClick={() => setDismissed(true)} />
        </Group>
      </Container>
    </Box>
  );
}
