// Creating a conversation with a required title (docs/product.md "Chat").
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Role } from '../../../shared/constants.ts';
import { CHAT_LIMITS, newConversationSchema } from '../../../shared/schemas/chat.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
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

// Who will see it (docs/product.md "Chat").
const AUDIENCE: Record<Role, string> = {
  client: 'Every approved copywriter can see it. The first to answer takes it on with you.',
  copywriter: 'Our admins will see it and answer.',
  admin: 'Other admins will see it.',
};

export function NewConversationDialog({
  opened,
  onClose,
  role,
}: {
  opened: boolean;
  onClose: () => void;
  role: Role;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(trpc.chat.create.mutationOptions());
  const form = useForm({
    initialValues: { title: '' },
    validate: schemaResolver(newConversationSchema, { sync: true }),
  });

  const close = () => {
    if (create.isPending) return;
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const { title } = newConversationSchema.parse(values);
    let id: number;
    try {
      ({ id } = await create.mutateAsync({ title }));
    } catch {
      toast({
        title: 'Failed to create conversation. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    form.reset();
    onClose();
    await queryClient.invalidateQueries({ queryKey: trpc.chat.list.queryKey() });
    await navigate({ to: '/chat/$id', params: { id: String(id) } });
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="New conversation" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {AUDIENCE[role]}
          </Text>
          <TextInput
            label="Title"
            placeholder="What is it about?"
            maxLength={CHAT_LIMITS.title}
            data-autofocus
            withAsterisk
            {...form.getInputProps('title')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
