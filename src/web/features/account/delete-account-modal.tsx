// The deletion of the account: what is erased and what is kept, and the password that confirms it. Loaded when
// first opened, not with /account (docs/decisions/0043); zod and the schema with it.
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DELETED_USER_NAME } from '../../../shared/domain/deleted-user.ts';
import { type DeleteAccountInput, deleteAccountSchema } from '../../../shared/schemas/account-data.ts';
import { apiErrorBody, fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { leaveForHome, useCurrentUser } from '../../lib/current-user.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';

export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const currentUser = useCurrentUser().data;
  const isCopywriter = currentUser?.isCopywriter ?? false;
  const prepaidHours = currentUser?.hoursBalance ?? 0;
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(trpc.account.delete.mutationOptions());
  const form = useForm<DeleteAccountInput>({
    initialValues: { password: '' },
    validate: schemaResolver(deleteAccountSchema, { sync: true }),
  });

  const close = () => {
    if (remove.isPending) return;
    form.reset();
    setRefusal(null);
    onClose();
  };

  const handleSubmit = form.onSubmit((values) => {
    setRefusal(null);
    remove.mutate(deleteAccountSchema.parse(values), {
      onSuccess: async () => {
        onClose();
        await leaveForHome(navigate);
        toast({ title: 'Your account has been deleted', description: 'You have been logged out.' });
      },
      onError: (error) => {
        const fields = fieldErrors(error, ['password'] as const);
        const body = apiErrorBody(error);
        if (body?.code === 'INVALID_CREDENTIALS') fields.password ??= body.message;
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) {
          setRefusal(serverMessage(error) ?? 'Your account was not deleted. Please try again.');
        }
      },
    });
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            This cannot be undone. Download your data first if you want a copy.
          </Alert>
          <div>
            <Text fw={600} size="sm" mb={4}>
              What is erased
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Your name, email address, password and profile picture</List.Item>
              {isCopywriter && <List.Item>Your copywriter profile, which leaves the directory</List.Item>}
              <List.Item>Your notifications, emails and feedback</List.Item>
              <List.Item>Jobs you have not paid for: they are withdrawn and their text deleted</List.Item>
              {prepaidHours > 0 && (
                <List.Item>
                  Your {prepaidHours} unused prepaid {prepaidHours === 1 ? 'hour' : 'hours'}, which cannot be
                  used or refunded afterwards
                </List.Item>
              )}
            </List>
          </div>
          <div>
            <Text fw={600} size="sm" mb={4}>
              What is kept, under the name ‘{DELETED_USER_NAME}’
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>
                Paid jobs and their payments, for the copywriter doing the work and for our records
              </List.Item>
              <List.Item>Messages you sent to other people</List.Item>
            </List>
          </div>
          {isCopywriter && (
            <Text size="sm" c="dimmed">
              A job you are working on must be delivered first. A quote of yours that was accepted but not yet
              paid for is passed to another copywriter once the client pays.
            </Text>
          )}
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="Your account was not deleted">
              {refusal}
            </Alert>
          )}
          <PasswordInput
            label="Your password"
            description="To confirm it is you."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="current-password"
            aria-required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
