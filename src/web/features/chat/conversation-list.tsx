// The conversation list: title, last message, time and unread count; 'No conversations yet'.
import { Badge, Box, Button, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { Link } from '@tanstack/react-router';
import { unreadBadge } from '../../../shared/domain/unread-count.ts';
import type { ConversationSummaryDto } from '../../../shared/schemas/chat.ts';
import classes from './chat.module.css';
import { listTime, unreadLabel } from './chat-display.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function ConversationItem({
  conversation,
  active,
  myId,
  onPick,
}: {
  conversation: ConversationSummaryDto;
  active: boolean;
  myId: number;
  onPick?: () => void;
}) {
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount > 0;
  const from = last ? (last.sender.id === myId ? 'You' : last.sender.name) : undefined;
  return (
    <Link
      to="/chat/$id"
      params={{ id: String(conversation.id) }}
      className={classes.item}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onPick}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
        <Text fw={unread ? 700 : 600} size="sm" truncate="end">
          {conversation.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {listTime(conversation.lastMessageAt ?? conversation.createdAt)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="sm" c={unread ? undefined : 'dimmed'} truncate="end">
          {last ? `${from}: ${last.content.replace(/\s+/g, ' ')}` : 'No messages yet'}
        </Text>
        {unread && (
          <Badge
            size="sm"
            circle={unreadBadge(conversation.unreadCount).length === 1}
            style={{ flexShrink: 0 }}
            aria-label={unreadLabel(conversation.unreadCount)}
            data-testid="unread-count"
          >
            {unreadBadge(conversation.unreadCount)}
          </Badge>
        )}
      </Group>
    </Link>
  );
}

export function ConversationList({
  conversations,
  loading,
  failed,
  onRetry,
  activeId,
  myId,
  onNew,
  onPick,
  titled = true,
}: {
  conversations: ConversationSummaryDto[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  activeId: number | undefined;
  myId: number;
  onNew: () => void;
  onPick?: () => void;
  // In the drawer, the drawer's own title names the list.
  titled?: boolean;
}) {
  return (
    <Box
      component="nav"
      aria-label="Conversations"
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <Group justify={titled ? 'space-between' : 'flex-end'} px="md" py="sm" wrap="nowrap">
        {titled && (
          <Title order={2} size="h4">
            Conversations
          </Title>
        )}
        <Button size="xs" variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          New
        </Button>
      </Group>
      <ScrollArea style={{ flex: 1 }} px="xs" pb="xs" type="auto">
        {loading ? (
          <Stack gap="sm" p="xs" role="status" aria-label="Loading conversations">
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} height={48} radius="md" />
            ))}
          </Stack>
        ) : failed ? (
          <Stack gap="xs" p="md" align="flex-start">
            <Text size="sm">Your conversations could not be loaded.</Text>
            <Button size="xs" variant="light" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        ) : !conversations || conversations.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            No conversations yet
          </Text>
        ) : (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <ConversationItem
                  conversation={conversation}
                  active={conversation.id === activeId}
                  myId={myId}
                  onPick={onPick}
                />
              </li>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Box>
  );
}
