// /reset-password?token=…: a new password from the emailed link. Success signs the owner in here (and out
// everywhere else); a link that is used, expired or mangled says so and offers a new one.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  RESET_LINK_INVALID,
  type ResetPasswordForm,
  resetPasswordFormSchema,
} from '../../../shared/schemas/account.ts';
import { NewPasswordFields } from '../../components/credential-fields.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { fieldErrors, httpStatusOf, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { toast } from '../../lib/toast.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useSignIn } from './use-sign-in.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const FIELDS = ['password'] as const;

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title="Choose a new password" subtitle="Reset links work once, for one hour.">
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
          {message}
        </Alert>
        <Text size="sm" c="dimmed">
          Ask for a new link and use the newest email we send you.
        </Text>
        <ButtonLink to="/forgot-password" fullWidth>
          Ask for a new link
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}

const WELCOME = { title: 'Your password has been changed', description: 'You are now logged in.' };

export function ResetPasswordPage({ token }: { token?: string }) {
  const reset = useSignIn(
    (client, input: { token: string; password: string }) => client.auth.resetPassword.mutate(input),
    WELCOME,
  );
  const [invalid, setInvalid] = useState<string | null>(null);
  // The password is changed; an account with two-factor sign-in still gives its code (docs/decisions/0037).
  const [askCode, setAskCode] = useState(false);
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async ({ password }) => {
    if (!token) return;
    try {
      if ((await reset.signIn({ token, password }, undefined)) === 'code') setAskCode(true);
    } catch (error) {
      const fields = fieldErrors(error, FIELDS);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        return;
      }
      // Any other refusal of the request is about the link itself.
      if (httpStatusOf(error) === 400) {
        setInvalid(serverMessage(error) ?? RESET_LINK_INVALID);
        return;
      }
      toast({
        title: 'Your password was not changed',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  }, focusFirstInvalid);

  if (askCode) {
    return (
      <TwoFactorStep
        returnTo={undefined}
        welcome={WELCOME}
        onStartAgain={() => void navigate({ to: '/login', replace: true })}
      />
    );
  }
  // No token at all is the same dead end as a bad one, without asking the server.
  if (!token) return <InvalidLink message={RESET_LINK_INVALID} />;
  if (invalid) return <InvalidLink message={invalid} />;

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You will be logged in with it here, and logged out on every other device."
    >
      <AuthForm onSubmit={handleSubmit}>
        <NewPasswordFields
          label="New password"
          description="At least 8 characters."
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={reset.busy}>
          Set new password
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
