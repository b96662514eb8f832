import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageContentSchema } from '../../../shared/schemas/chat.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stack.layer.css';

/** 'Message Copywriter': a note into the thread the client has with one writer of the job (docs/product.md "Chat"). */
export function MessageDialog({
  jobId,
  jobTitle,
  copywriterId,
  recipient,
  opened,
  onClose,
}: {
  jobId: number;
  jobTitle: string;
  /** The writer a message goes to while the client is choosing; else the chosen or only writer. */
  copywriterId?: number | undefined;
  /** Who reads it, as the dialog names them. */
  recipient: string;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const send = useMutation(trpc.chat.sendJobMessage.mutationOptions());
  // A message that is empty after trimming is not sent.
  const form = useForm({
    initialValues: { content: '' },
    validate: schemaResolver(messageContentSchema, { sync: true }),
  });

  const close = () => {
    if (send.isPending) return;
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const { content } = messageContentSchema.parse(values);
    try {
      await send.mutateAsync({ id: jobId, content, ...(copywriterId ? { copywriterId } : {}) });
    } catch {
      // The typed message stays in the box, ready to be sent again.
      toast({ title: 'Failed to send message', description: 'Please try again', variant: 'destructive' });
      return;
    }
    toast({ title: 'Message sent', description: 'Your message has been sent to the copywriter' });
    form.reset();
    onClose();
    // The first message starts the job's conversation, which the card then links to.
    void refreshJobs(queryClient);
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="Message Copywriter" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            About “{jobTitle}”. {recipient} will see it in your chat, and no other copywriter will.
          </Text>
          <Textarea
            label="Message"
            placeholder="Ask a question or add a detail about your content"
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
            aria-required
            {...form.getInputProps('content')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send Message
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
