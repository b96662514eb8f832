// The admin's Emails tab: every email the product wrote, newest first, filtered by address. Without SMTP the
// server keeps them here instead of sending them, so this is also where a tester reads a reset link.
import {
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminEmailDto } from '../../../shared/schemas/notifications.ts';
import { trpc } from '../../trpc.ts';
import classes from './admin-emails.module.css';
import {
  EMAIL_LIST_LIMITS,
  EMAIL_STATUS,
  emailFilter,
  emailKindLabel,
  emailTime,
  nextEmailLimit,
} from './admin-emails-logic.ts';
import { EmailDetail } from './email-detail.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const FILTER_DEBOUNCE_MS = 350;

function EmailRow({ email, onOpen }: { email: AdminEmailDto; onOpen: () => void }) {
  const status = EMAIL_STATUS[email.status];
  return (
    <li>
      <UnstyledButton className={classes.row} onClick={onOpen}>
        <Box miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {email.subject}
          </Text>
          <Text size="xs" c="dimmed" mt={2} className={classes.meta}>
            To {email.to} · {emailKindLabel(email.kind)}
          </Text>
        </Box>
        <Stack gap={4} align="flex-end" className={classes.side}>
          <Badge size="sm" variant="light" color={status.color}>
            {status.label}
          </Badge>
          <Text size="xs" c="dimmed" ta="right">
            {emailTime(email.createdAt)}
          </Text>
        </Stack>
      </UnstyledButton>
    </li>
  );
}

export function AdminEmails() {
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to, FILTER_DEBOUNCE_MS);
  const filter = emailFilter(debouncedTo);
  const [limit, setLimit] = useState<number>(EMAIL_LIST_LIMITS.first);
  const [openId, setOpenId] = useState<string | null>(null);

  const emails = useQuery({
    ...trpc.admin.emails.queryOptions({ limit, ...(filter ? { to: filter } : {}) }, { staleTime: 0 }),
    placeholderData: keepPreviousData,
  });
  const items = emails.data ?? [];
  const more = emails.data ? nextEmailLimit(limit, items.length) : null;
  const open = items.find((email) => email.id === openId) ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          Every email the product wrote, newest first. Without an SMTP server they are kept here rather than
          sent.
        </Text>
        <TextInput
          label="To"
          placeholder="name@example.com"
          type="search"
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setLimit(EMAIL_LIST_LIMITS.first);
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 300 }}
        />
      </Group>

      {emails.isPending ? (
        <Center py="xl" role="status" aria-label="Loading emails">
          <Loader />
        </Center>
      ) : emails.isError ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text mb="sm">The emails could not be loaded.</Text>
          <Button variant="default" onClick={() => void emails.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconMail size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fw={600}>{filter ? `No emails to ${filter}` : 'No emails yet'}</Text>
            {filter && (
              <Text size="sm" c="dimmed">
                The filter matches a whole address.
              </Text>
            )}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="lg" className={classes.list} aria-busy={emails.isFetching}>
          <ul aria-label="Emails">
            {items.map((email) => (
              <EmailRow key={email.id} email={email} onOpen={() => setOpenId(email.id)} />
            ))}
          </ul>
        </Paper>
      )}

      {items.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {items.length === 1 ? '1 email' : `${items.length} emails`}
            {!more && limit >= EMAIL_LIST_LIMITS.max && items.length >= limit
              ? ': the newest ones. Filter by address to find older emails.'
              : ''}
          </Text>
          {more && (
            <Button variant="default" loading={emails.isFetching} onClick={() => setLimit(more)}>
              Load more
            </Button>
          )}
        </Group>
      )}

      <EmailDetail email={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
