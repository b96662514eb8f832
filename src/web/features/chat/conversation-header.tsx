// The header of an open conversation: its title, whether it is a job's, the reconnecting notice, and up to 3
// avatars of the people in it then '+N' (docs/product.md "Chat").
import { ActionIcon, Avatar, Badge, Box, Group, Indicator, Text, Title, Tooltip } from '@mantine/core';
import IconMenu2 from '@tabler/icons-react/dist/esm/icons/IconMenu2.mjs';
import { UNREAD_COUNTED_UP_TO, unreadBadge } from '../../../shared/domain/unread-count.ts';
import type { ConversationDetailDto, ParticipantDto } from '../../../shared/schemas/chat.ts';
import { displayableImageUrl } from '../../lib/image-url.ts';
import { usePageOrigin } from '../../lib/page-origin.ts';
import { useChatScreen } from './chat-context.ts';
import { headerAvatars, initials } from './chat-display.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Title.layer.css';

const ROLE_COLORS = { client: 'indigo', copywriter: 'teal', admin: 'grape' } as const;

// A picture on another host is not requested (it would tell that host who read the conversation, and when):
// initials stand in for it, as in the directory.
export function PersonAvatar({ user, size = 32 }: { user: ParticipantDto['user']; size?: number }) {
  const src = displayableImageUrl(user.profileImageUrl, usePageOrigin());
  return (
    <Avatar src={src} alt={user.name} size={size} color={ROLE_COLORS[user.role]} radius="xl">
      {initials(user.name)}
    </Avatar>
  );
}

export function ConversationHeader({ detail }: { detail: ConversationDetailDto }) {
  const { openList, totalUnread, reconnecting } = useChatScreen();
  const { shown, more } = headerAvatars(detail.participants);
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Box hiddenFrom="sm">
          <Indicator
            disabled={totalUnread === 0}
            label={unreadBadge(Math.min(totalUnread, UNREAD_COUNTED_UP_TO))}
            size={16}
            offset={4}
          >
            <ActionIcon variant="default" size="lg" aria-label="Show conversations" onClick={openList}>
              <IconMenu2 size={18} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Box>
        <Box style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
            {detail.conversation.title}
          </Title>
          <Group gap={6}>
            {detail.conversation.jobId !== null && (
              <Text size="xs" c="dimmed">
                A job’s conversation
              </Text>
            )}
            {reconnecting && (
              <Badge size="xs" color="orange" variant="light" role="status">
                Reconnecting…
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
      <Tooltip.Group openDelay={700} closeDelay={300}>
        <Avatar.Group spacing={6} aria-label={`${detail.participants.length} participants`} role="group">
          {shown.map((participant) => (
            <Tooltip key={participant.id} label={participant.user.name} withArrow>
              <PersonAvatar user={participant.user} />
            </Tooltip>
          ))}
          {more > 0 && (
            <Tooltip
              withArrow
              label={detail.participants
                .slice(shown.length)
                .map((participant) => participant.user.name)
                .join(', ')}
            >
              <Avatar size={32} radius="xl">
                +{more}
              </Avatar>
            </Tooltip>
          )}
        </Avatar.Group>
      </Tooltip.Group>
    </Group>
  );
}
