// One conversation (/chat/:id): its header with up to 3 avatars then '+N' (conversation-header.tsx), its messages with role badges,
// earlier messages on request, and the input, or a note when the reader may not write here.
import { Alert, Badge, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationDetailDto, MessageDto } from '../../../shared/schemas/chat.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './chat.module.css';
import { mergeMessages } from './chat-cache.ts';
import { useChatScreen } from './chat-context.ts';
import { messageTime, ROLE_BADGES } from './chat-display.ts';
import { conversationQuery, setUnread } from './chat-queries.ts';
import { ConversationHeader, PersonAvatar } from './conversation-header.tsx';
import { MessageInput } from './message-input.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';

function MessageItem({ message, mine }: { message: MessageDto; mine: boolean }) {
  const badge = ROLE_BADGES[message.sender.role];
  return (
    <Group
      component="li"
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      justify={mine ? 'flex-end' : 'flex-start'}
      aria-label={`${message.sender.name}, ${messageTime(message.createdAt)}`}
    >
      {!mine && <PersonAvatar user={message.sender} size={28} />}
      <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" fw={600}>
            {mine ? 'You' : message.sender.name}
          </Text>
          {badge && (
            <Badge size="xs" variant="light" color={badge.color}>
              {badge.label}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {messageTime(message.createdAt)}
          </Text>
        </Group>
        <Text size="sm" className={classes.bubble} data-mine={mine || undefined}>
          {message.content}
        </Text>
      </Stack>
    </Group>
  );
}

// Near the bottom, the view follows new messages; a reader scrolled up to read is left where they are.
const FOLLOW_WITHIN_PX = 120;

function Messages({ detail, myId }: { detail: ConversationDetailDto; myId: number }) {
  const conversationId = detail.conversation.id;
  const [earlier, setEarlier] = useState<{ messages: MessageDto[]; hasEarlierMessages: boolean }>();
  const queryClient = useQueryClient();
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const keepOffset = useRef<number | null>(null);

  const messages = mergeMessages(earlier?.messages ?? [], detail.messages);
  const hasEarlier = earlier ? earlier.hasEarlierMessages : detail.hasEarlierMessages;
  const count = messages.length;
  const newestId = messages.at(-1)?.id;
  const newestIsMine = messages.at(-1)?.senderId === myId;

  // After a change of messages: an earlier page keeps the reader's place, a new message is followed.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || count === 0 || newestId === undefined) return;
    if (keepOffset.current !== null) {
      element.scrollTop = element.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (pinned.current || newestIsMine) {
      element.scrollTop = element.scrollHeight;
    }
  }, [count, newestId, newestIsMine]);

  const showEarlier = async () => {
    const oldest = messages[0];
    if (!oldest || !scroller.current) return;
    keepOffset.current = scroller.current.scrollHeight - scroller.current.scrollTop;
    setLoadingEarlier(true);
    try {
      const page = await queryClient.fetchQuery(
        trpc.chat.earlierMessages.queryOptions({ id: conversationId, before: oldest.id }),
      );
      setEarlier((current) => ({
        messages: mergeMessages(page.messages, current?.messages ?? []),
        hasEarlierMessages: page.hasEarlierMessages,
      }));
    } catch {
      keepOffset.current = null;
      toast({ title: 'Failed to load messages. Please try again.', variant: 'destructive' });
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    // A log, announced as messages arrive, and a stop for the keyboard, which scrolls it with the arrow keys.
    <div
      ref={scroller}
      className={classes.messages}
      role="log"
      aria-label="Messages"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to be scrolled
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX;
      }}
    >
      {hasEarlier && (
        <Center mb="sm">
          <Button size="xs" variant="default" onClick={showEarlier} loading={loadingEarlier}>
            Show earlier messages
          </Button>
        </Center>
      )}
      {messages.length === 0 ? (
        <Center h="100%">
          <Text c="dimmed" size="sm" ta="center">
            No messages yet. Write the first one below.
          </Text>
        </Center>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          aria-label="Message history"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.senderId === myId} />
          ))}
        </Stack>
      )}
    </div>
  );
}

export function ConversationPane({ id }: { id: number | undefined }) {
  const { user } = useChatScreen();
  const queryClient = useQueryClient();
  const detail = useQuery({ ...conversationQuery(id ?? 0), enabled: id !== undefined });

  // The server marked it read each time it answered: the list says so too.
  const answeredAt = detail.dataUpdatedAt;
  useEffect(() => {
    if (id !== undefined && answeredAt > 0) setUnread(queryClient, id, 0);
  }, [id, answeredAt, queryClient]);

  useEffect(() => {
    if (detail.isError) toast({ title: 'Error loading conversation', variant: 'destructive' });
  }, [detail.isError]);

  if (id === undefined || detail.isError) {
    return (
      <Center p="xl" h="100%">
        <Alert color="red" variant="light" title="This conversation could not be opened" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">It may not exist, or it may not be open to you.</Text>
            <Group gap="xs">
              {id !== undefined && (
                <Button size="xs" variant="light" color="red" onClick={() => detail.refetch()}>
                  Try again
                </Button>
              )}
              <ButtonLink
                size="xs"
                variant="default"
                to="/chat"
                leftSection={<IconArrowLeft size={14} aria-hidden />}
              >
                All conversations
              </ButtonLink>
            </Group>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (!detail.data) {
    return (
      <Center h="100%" role="status" aria-label="Loading the conversation">
        <Loader />
      </Center>
    );
  }
  return (
    <>
      <ConversationHeader detail={detail.data} />
      {/* Keyed: another conversation starts again at its newest page, scrolled to the end. */}
      <Messages key={detail.data.conversation.id} detail={detail.data} myId={user.id} />
      <Box style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        {detail.data.canPost ? (
          <MessageInput conversationId={detail.data.conversation.id} />
        ) : (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {detail.data.conversation.jobId !== null
              ? 'Messages about this job can be written while quotes are in or work is under way.'
              : 'You can read this conversation, but not write in it.'}
          </Text>
        )}
      </Box>
    </>
  );
}
