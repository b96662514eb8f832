// The sections of /account about signing in: the email (changed once the new address is confirmed) and the
// password (changing it logs out every other device).
import { Alert, Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountDto, ChangeEmailInput } from '../../../shared/schemas/account.ts';
import type { ChangePasswordInput } from '../../../shared/schemas/auth.ts';
import { EmailField, PasswordField } from '../../components/credential-fields.tsx';
import { accountQuery } from '../../lib/account-cache.ts';
import { apiErrorBody, fieldErrors } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { useResendVerification } from './account-queries.ts';
import { failureToast, Section } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// zod and the schemas load when a form is first used, not with the page (docs/decisions/0043, lib/lazy-schema.ts).
const emailForm = lazySchema(
  async () => (await import('../../../shared/schemas/account.ts')).changeEmailSchema,
);
const passwordForm = lazySchema(
  async () => (await import('../../../shared/schemas/auth.ts')).changePasswordSchema,
);

function ResendLinkButton() {
  const resend = useResendVerification();
  return (
    <Button variant="default" size="compact-sm" loading={resend.isPending} onClick={() => resend.mutate()}>
      Resend the link
    </Button>
  );
}

export function EmailSection({ account }: { account: AccountDto }) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<string | null>(null);
  const change = useMutation(trpc.account.changeEmail.mutationOptions());
  const form = useForm<ChangeEmailInput>({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: emailForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setAnswer(null);
    change.mutate((await emailForm.load()).parse(values), {
      onSuccess: ({ message }) => {
        setAnswer(message);
        form.reset();
        // The account now names the address waiting for confirmation.
        void queryClient.invalidateQueries({ queryKey: accountQuery().queryKey });
      },
      onError: (error) => {
        const fields = fieldErrors(error, ['newEmail', 'currentPassword'] as const);
        // A wrong password or a taken address belongs to its field.
        const body = apiErrorBody(error);
        if (body?.code === 'INVALID_CREDENTIALS') fields.currentPassword ??= body.message;
        if (body?.code === 'EMAIL_TAKEN' || body?.code === 'CONFLICT') fields.newEmail ??= body.message;
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) failureToast('Your email was not changed', error);
      },
    });
  }, focusFirstInvalid);

  return (
    <Section
      id="email"
      title="Email"
      description="Where we send your receipts, notifications and password reset links."
    >
      <Stack gap="lg">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Text>
          {account.emailVerified ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              Confirmed
            </Badge>
          ) : (
            <>
              <Badge color="yellow" variant="light">
                Not confirmed
              </Badge>
              <ResendLinkButton />
            </>
          )}
        </Group>
        {account.pendingEmail && (
          <Alert color="indigo" variant="light" icon={<IconClock size={20} aria-hidden />}>
            Waiting for confirmation from <strong>{account.pendingEmail}</strong>. Open the link we sent there
            to finish the change; until then, your email stays {account.email}.
          </Alert>
        )}
        {answer && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {answer}
          </Alert>
        )}
        <form onSubmit={handleSubmit} onFocus={emailForm.preload} noValidate>
          <Stack gap="sm">
            <Text fw={600} size="sm">
              Change your email
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
              <EmailField label="New email" {...form.getInputProps('newEmail')} />
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                {...form.getInputProps('currentPassword')}
              />
            </SimpleGrid>
            <Box>
              <Button type="submit" variant="default" loading={change.isPending}>
                Send confirmation link
              </Button>
            </Box>
          </Stack>
        </form>
      </Stack>
    </Section>
  );
}

export function PasswordSection() {
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const form = useForm<ChangePasswordInput>({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: passwordForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    change.mutate((await passwordForm.load()).parse(values), {
      onSuccess: () => {
        form.reset();
        toast({
          title: 'Your password has been changed',
          description: 'Other devices have been logged out.',
        });
      },
      onError: (error) => {
        const fields = fieldErrors(error, ['currentPassword', 'newPassword'] as const);
        const body = apiErrorBody(error);
        if (body?.code === 'INVALID_CREDENTIALS') fields.currentPassword ??= body.message;
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) failureToast('Your password was not changed', error);
      },
    });
  }, focusFirstInvalid);

  return (
    <Section id="password" title="Password" description="Changing it logs you out on every other device.">
      <form onSubmit={handleSubmit} onFocus={passwordForm.preload} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label="New password"
              description="At least 8 characters."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
          </SimpleGrid>
          <Box>
            <Button type="submit" variant="default" loading={change.isPending}>
              Change password
            </Button>
          </Box>
        </Stack>
      </form>
    </Section>
  );
}
