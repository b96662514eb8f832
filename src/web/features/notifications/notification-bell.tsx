// The bell in the navigation bar: the unread count, and the newest notifications in a popover. Opening the
// bell reads what it shows, so the count clears; the items that were new keep their mark until it closes.
import {
  ActionIcon,
  Box,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import IconBell from '@tabler/icons-react/dist/esm/icons/IconBell.mjs';
import IconChecks from '@tabler/icons-react/dist/esm/icons/IconChecks.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useId, useState } from 'react';
import type { NotificationDto, NotificationList } from '../../../shared/schemas/notifications.ts';
import { bellQuery } from '../../lib/bell-query.ts';
import { sanitiseReturnTo } from '../../lib/redirects.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './notification-bell.module.css';
import { bellLabel, timeAgo, unreadBadge } from './notification-display.ts';
import { markedRead } from './notification-queries.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';

const NO_IDS: ReadonlySet<number> = new Set();

function NotificationItem({
  item,
  marked,
  onOpen,
}: {
  item: NotificationDto;
  marked: boolean;
  onOpen: (item: NotificationDto) => void;
}) {
  // A link the server wrote, but still only ever a path on this site.
  const href = sanitiseReturnTo(item.link) ?? '/';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the browser's business.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(item);
  };
  return (
    <li>
      <UnstyledButton
        component="a"
        href={href}
        onClick={follow}
        className={classes.item}
        data-unread={marked || undefined}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box className={classes.dot} aria-hidden />
          <Box miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={700} lh={1.35}>
              {marked && <VisuallyHidden component="span">New: </VisuallyHidden>}
              {item.title}
            </Text>
            <Text size="sm" c="gray.7" lh={1.4} mt={2}>
              {item.body}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {timeAgo(item.createdAt)}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
    </li>
  );
}

function BellContents({
  list,
  loading,
  failed,
  onRetry,
  marked,
  onOpen,
}: {
  list: NotificationList | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  marked: ReadonlySet<number>;
  onOpen: (item: NotificationDto) => void;
}) {
  if (loading) {
    return (
      <Center py="xl" role="status" aria-label="Loading notifications">
        <Loader size="sm" />
      </Center>
    );
  }
  if (failed || !list) {
    return (
      <Stack align="center" gap="xs" py="lg" px="md" ta="center">
        <Text size="sm" c="dimmed">
          Your notifications could not be loaded.
        </Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (list.items.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" px="md" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="teal" aria-hidden>
          <IconChecks size={24} />
        </ThemeIcon>
        <Text fw={600}>You&apos;re all caught up</Text>
        <Text size="sm" c="dimmed">
          Quotes, messages and deliveries will show up here.
        </Text>
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah="min(440px, calc(100dvh - 160px))" type="auto">
      <ul className={classes.list} aria-label="Latest notifications">
        {list.items.map((item) => (
          <NotificationItem
            key={item.id}
            item={item}
            marked={marked.has(item.id) || item.readAt === null}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}

export function NotificationBell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const bell = useQuery(bellQuery());
  const read = useMutation(trpc.notifications.read.mutationOptions());
  const [opened, setOpened] = useState(false);
  // What was unread when the bell opened: marked as read on the server at once, still marked on screen.
  const [marked, setMarked] = useState<ReadonlySet<number>>(NO_IDS);

  const unread = bell.data?.unread ?? 0;
  const badge = unreadBadge(unread);

  const markRead = (ids?: number[]) =>
    read.mutateAsync(ids ? { ids } : undefined).then(
      (answer) => {
        queryClient.setQueryData(
          bellQuery().queryKey,
          (list) => list && markedRead(list, answer.unread, ids),
        );
      },
      () => {
        toast({ title: 'Could not mark your notifications as read', variant: 'destructive' });
      },
    );

  const open = () => {
    const shownUnread = (bell.data?.items ?? [])
      .filter((item) => item.readAt === null)
      .map((item) => item.id);
    setMarked(new Set(shownUnread));
    setOpened(true);
    if (shownUnread.length > 0) void markRead(shownUnread);
  };

  const close = () => {
    setOpened(false);
    setMarked(NO_IDS);
  };

  const markAll = () => {
    setMarked(NO_IDS);
    void markRead();
  };

  const follow = (item: NotificationDto) => {
    close();
    if (item.readAt === null) void markRead([item.id]);
    void navigate({ href: sanitiseReturnTo(item.link) ?? '/' });
  };

  const anythingMarked = unread > 0 || marked.size > 0;
  const headingId = useId();

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      position="bottom-end"
      width={380}
      shadow="lg"
      radius="md"
      offset={10}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={bellLabel(bell.data?.unread)}
          className={classes.bell}
          onClick={() => (opened ? close() : open())}
        >
          <Indicator
            label={badge}
            disabled={!badge}
            size={18}
            offset={0}
            color="red"
            withBorder
            className={classes.indicator}
          >
            <IconBell size={22} stroke={1.7} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={headingId} className={classes.dropdown}>
        <Group justify="space-between" wrap="nowrap" px="md" py="sm" className={classes.head}>
          <Text fw={700} id={headingId}>
            Notifications
          </Text>
          {anythingMarked && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconChecks size={16} aria-hidden />}
              onClick={markAll}
            >
              Mark all as read
            </Button>
          )}
        </Group>
        <BellContents
          list={bell.data}
          loading={bell.isPending}
          failed={bell.isError}
          onRetry={() => void bell.refetch()}
          marked={marked}
          onOpen={follow}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
