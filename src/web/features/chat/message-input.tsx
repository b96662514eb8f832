// The message input (docs/product.md "Chat"): 40 to 120 px tall, Enter sends, Shift+Enter adds a new line,
// and a blank message is never sent.
import { ActionIcon, Group, Textarea } from '@mantine/core';
import IconSend from '@tabler/icons-react/dist/esm/icons/IconSend.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './chat.module.css';
import { sendsOnEnter } from './chat-display.ts';
import { receiveMessage } from './chat-queries.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';

// zod and the schema load when the box first takes the focus, not with the chat (docs/decisions/0043).
const messageForm = lazySchema(
  async () => (await import('../../../shared/schemas/chat.ts')).messageContentSchema,
);

export function MessageInput({ conversationId }: { conversationId: number }) {
  const queryClient = useQueryClient();
  const send = useMutation(trpc.chat.sendMessage.mutationOptions());
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  // Set from the press to the answer: a second Enter while the schema loads must not send the message twice.
  const sending = useRef(false);
  const blank = draft.trim() === '';

  const submit = async () => {
    if (blank || sending.current) return;
    sending.current = true;
    try {
      const parsed = (await messageForm.load()).safeParse({ content: draft });
      if (!parsed.success) {
        setProblem(parsed.error.issues[0]?.message);
        return;
      }
      const message = await send.mutateAsync({ id: conversationId, content: parsed.data.content });
      receiveMessage(queryClient, message, false);
      setDraft('');
      setProblem(undefined);
    } catch {
      // The draft stays in the box, ready to be sent again.
      toast({ title: 'Failed to send message. Please try again.', variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      onFocus={messageForm.preload}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
        <Textarea
          aria-label="Message"
          placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            const { key, shiftKey } = event;
            if (!sendsOnEnter({ key, shiftKey, isComposing: event.nativeEvent.isComposing })) return;
            event.preventDefault();
            void submit();
          }}
          error={problem}
          autosize
          minRows={1}
          maxRows={6}
          classNames={{ input: classes.input }}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size={40}
          radius="md"
          aria-label="Send message"
          disabled={blank}
          loading={send.isPending}
        >
          <IconSend size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
