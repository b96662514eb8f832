// /chat with no conversation to open: the empty state and a way to start one.
import { Button, Center, EmptyState } from '@mantine/core';
import IconMessageCirclePlus from '@tabler/icons-react/dist/esm/icons/IconMessageCirclePlus.mjs';
import IconMessages from '@tabler/icons-react/dist/esm/icons/IconMessages.mjs';
import type { Role } from '../../../shared/constants.ts';
import { useChatScreen } from './chat-context.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';

const INVITATION: Record<Role, string> = {
  client: 'Ask our copywriters about your content, a quote or a job in progress.',
  copywriter: 'Conversations that clients open to copywriters, and your jobs’ conversations, appear here.',
  admin: 'Every conversation appears here as soon as it begins.',
};

export function ChatEmptyPane() {
  const { newConversation, user } = useChatScreen();
  return (
    <Center h="100%" p="md">
      <EmptyState
        icon={<IconMessages size={28} aria-hidden />}
        withIndicatorBackground
        title="No conversations yet"
        description={INVITATION[user.role]}
      >
        <EmptyState.Actions>
          <Button leftSection={<IconMessageCirclePlus size={18} aria-hidden />} onClick={newConversation}>
            Start a conversation
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
