// /account's "Signed-in devices" (docs/decisions/0034): the account's live sessions, this one marked, each other
// one with 'Sign out', and 'Sign out everywhere else'. An ended session's next request is signed out.
import { Badge, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import IconDeviceDesktop from '@tabler/icons-react/dist/esm/icons/IconDeviceDesktop.mjs';
import IconDeviceMobile from '@tabler/icons-react/dist/esm/icons/IconDeviceMobile.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '../../../shared/schemas/sessions.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './account-page.module.css';
import { failureToast, Section } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const MOBILE = /iPhone|iPad|Android/;

function lastSeen(session: SessionDto): string {
  if (session.current) return 'Active now';
  return `Last seen ${formatDateTime(session.lastSeenAt) ?? 'some time ago'}`;
}

function SessionRow({
  session,
  onSignOut,
  pending,
}: {
  session: SessionDto;
  onSignOut: () => void;
  pending: boolean;
}) {
  const Icon = MOBILE.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group
      component="li"
      justify="space-between"
      align="center"
      gap="sm"
      wrap="nowrap"
      className={classes.sessionRow}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Icon size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Box style={{ minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Text fw={600} size="sm">
              {session.device}
            </Text>
            {session.current && (
              <Badge color="teal" variant="light" size="sm">
                This device
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {lastSeen(session)}
          </Text>
          <Text size="xs" c="dimmed">
            From {session.ip}
          </Text>
        </Box>
      </Group>
      {!session.current && (
        <Button
          variant="default"
          size="xs"
          onClick={onSignOut}
          loading={pending}
          aria-label={`Sign out ${session.device}, ${lastSeen(session).toLowerCase()}`}
          style={{ flexShrink: 0 }}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessionsQuery = trpc.account.sessions.queryOptions();
  const { data, isPending, isError } = useQuery(sessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  const endOne = useMutation(trpc.account.endSession.mutationOptions());
  const endOthers = useMutation(trpc.account.signOutOthers.mutationOptions());
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const signOut = (session: SessionDto) =>
    endOne.mutate(
      { id: session.id },
      {
        onSuccess: () => toast({ title: 'Signed out', description: `${session.device} is signed out.` }),
        onError: (error) => failureToast('That device was not signed out', error),
        onSettled: refresh,
      },
    );

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast({
          title: 'Signed out everywhere else',
          description: `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`,
        }),
      onError: (error) => failureToast('Your other devices were not signed out', error),
      onSettled: refresh,
    });

  return (
    <Section
      id="sessions"
      title="Signed-in devices"
      description="Where your account is signed in. Sign out any device you do not recognise, and change your password if you are worried."
    >
      {isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your devices" />
      ) : isError ? (
        <Text size="sm" c="red">
          Your devices could not be loaded. Please reload the page.
        </Text>
      ) : (
        <Stack gap="md">
          <Box component="ul" className={classes.sessionList} aria-label="Signed-in devices">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => signOut(session)}
                pending={endOne.isPending && endOne.variables?.id === session.id}
              />
            ))}
          </Box>
          {others > 0 ? (
            <Group justify="flex-end">
              <Button variant="light" color="red" onClick={signOutOthers} loading={endOthers.isPending}>
                Sign out everywhere else
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              This is the only device signed in.
            </Text>
          )}
        </Stack>
      )}
    </Section>
  );
}
