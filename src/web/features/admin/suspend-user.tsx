// Suspend, with the reason asked in a dialog, and Unsuspend, on a user's page (docs/decisions/0038). The
// reason's rules are the procedure's own schema.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUserDetail,
  SUSPEND_REASON_MAX,
  type SuspendUserInput,
  suspendUserSchema,
} from '../../../shared/schemas/admin-users.ts';
import { serverMessage } from '../../lib/api-error.ts';
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

function useShowUpdated() {
  const queryClient = useQueryClient();
  return async (updated: AdminUserDetail) => {
    queryClient.setQueryData(trpc.adminUsers.byId.queryKey({ id: updated.id }), updated);
    // The Users tab's pages and the Audit tab read it again when they are next shown.
    await queryClient.invalidateQueries({ queryKey: trpc.adminUsers.page.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.adminUsers.auditPage.pathKey() });
  };
}

function failed(error: unknown, what: string) {
  toast({
    title: 'Error',
    description: serverMessage(error) ?? `Failed to ${what}. Please try again.`,
    variant: 'destructive',
  });
}

export function SuspendButton({ user }: { user: AdminUserDetail }) {
  const [opened, dialog] = useDisclosure(false);
  const suspend = useMutation(trpc.adminUsers.suspend.mutationOptions());
  const showUpdated = useShowUpdated();
  const form = useForm<SuspendUserInput>({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: schemaResolver(suspendUserSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    let updated: AdminUserDetail;
    try {
      updated = await suspend.mutateAsync({ id: user.id, reason: suspendUserSchema.parse(values).reason });
    } catch (error) {
      failed(error, 'suspend the account');
      return;
    }
    dialog.close();
    form.reset();
    toast({ title: 'Account suspended', description: `${user.name} is signed out and cannot sign in.` });
    await showUpdated(updated);
  });

  return (
    <>
      <Button color="red" onClick={dialog.open}>
        Suspend
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={`Suspend ${user.name}?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Every session of theirs ends at once and they cannot sign in.
              {user.role === 'copywriter' &&
                ' Their quotes on open jobs are withdrawn; paid jobs of theirs stay theirs until you reassign them.'}
            </Text>
            <TextInput
              label="Reason"
              description="One line, kept on the account and in the audit log."
              maxLength={SUSPEND_REASON_MAX}
              data-autofocus
              key={form.key('reason')}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dialog.close} disabled={suspend.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={suspend.isPending}>
                Suspend account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export function UnsuspendButton({ user }: { user: AdminUserDetail }) {
  const unsuspend = useMutation(trpc.adminUsers.unsuspend.mutationOptions());
  const showUpdated = useShowUpdated();
  const run = async () => {
    let updated: AdminUserDetail;
    try {
      updated = await unsuspend.mutateAsync({ id: user.id });
    } catch (error) {
      failed(error, 'unsuspend the account');
      return;
    }
    toast({ title: 'Account unsuspended', description: `${user.name} can sign in again.` });
    await showUpdated(updated);
  };
  return (
    <Button variant="default" onClick={() => void run()} loading={unsuspend.isPending}>
      Unsuspend
    </Button>
  );
}
