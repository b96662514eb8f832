// /chat and /chat/:id (docs/product.md "Chat"): one screen, the list beside the conversation the route shows.
// A visitor sees the log-in card instead. The live stream is the tab's own (src/web/components/live-events.tsx).
import {
  Card,
  Center,
  Container,
  Drawer,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconMessages from '@tabler/icons-react/dist/esm/icons/IconMessages.mjs';
import { Outlet, useLocation, useParams } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import classes from './chat.module.css';
import { totalUnread } from './chat-cache.ts';
import { ChatContext, type ChatScreenContext } from './chat-context.ts';
import { conversationIdOf } from './chat-display.ts';
import { ConversationList } from './conversation-list.tsx';
import { useChatLive } from './use-chat-live.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The new conversation form loads when it is first opened, with its schema (docs/decisions/0043).
const NewConversationDialog = lazyDialog(() =>
  import('./new-conversation-dialog.tsx').then((m) => m.NewConversationDialog),
);

function LogInCard() {
  const location = useLocation();
  return (
    <Container size={520} py={{ base: 48, md: 96 }}>
      <Card withBorder shadow="sm" radius="lg" padding="xl">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMessages size={30} />
          </ThemeIcon>
          <Title order={1} size="h3">
            Chat with a Copywriter
          </Title>
          <Text c="dimmed">Please log in to chat with our professional copywriters.</Text>
          <ButtonLink
            to="/login"
            search={{ returnTo: location.href }}
            leftSection={<IconLogin size={18} aria-hidden />}
          >
            Log in
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}

function SignedInChat({ user }: { user: CurrentUser }) {
  const params = useParams({ strict: false }) as { id?: string };
  const openId = conversationIdOf(params.id);
  const { list, reconnecting } = useChatLive({ openConversationId: openId });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [creating, creator] = useDisclosure(false);

  useEffect(() => {
    if (list.isError) toast({ title: 'Failed to load conversations', variant: 'destructive' });
  }, [list.isError]);

  const unread = totalUnread(list.data ?? []);
  const context = useMemo<ChatScreenContext>(
    () => ({
      user,
      openList: drawer.open,
      newConversation: creator.open,
      reconnecting,
      totalUnread: unread,
    }),
    [user, drawer.open, creator.open, reconnecting, unread],
  );

  const listProps = {
    conversations: list.data,
    loading: list.isPending,
    failed: list.isError,
    onRetry: () => void list.refetch(),
    activeId: openId,
    myId: user.id,
    onNew: creator.open,
  };

  return (
    <ChatContext.Provider value={context}>
      <Container size="xl" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
        {/* The page's heading for screen readers; the list and the conversation have their own below it. */}
        <VisuallyHidden component="h1">Chat</VisuallyHidden>
        <Paper withBorder radius="lg" className={classes.screen}>
          <div className={classes.listColumn}>
            <ConversationList {...listProps} />
          </div>
          <section className={classes.pane} aria-label="Conversation">
            <Outlet />
          </section>
        </Paper>
      </Container>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Conversations"
        size="88%"
        hiddenFrom="sm"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' }, body: { padding: 0 } }}
      >
        <ConversationList {...listProps} onPick={drawer.close} titled={false} />
      </Drawer>
      <NewConversationDialog opened={creating} onClose={creator.close} role={user.role} />
    </ChatContext.Provider>
  );
}

export function ChatScreen() {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <Center py={120} role="status" aria-label="Loading the chat">
        <Loader />
      </Center>
    );
  }
  if (!user.data) return <LogInCard />;
  return <SignedInChat user={user.data} />;
}
