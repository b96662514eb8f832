// /forgot-password: asks for the email of an account and sends a reset link. The answer is the same whether
// or not the email has an account, so the page only ever shows the server's words.
import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../shared/schemas/account.ts';
import { EmailField } from '../../components/credential-fields.tsx';
import { AnchorLink, ButtonLink } from '../../components/router-links.tsx';
import { fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { trpc } from '../../trpc.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';

const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const request = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useForm<ForgotPasswordInput>({
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    request.mutate(forgotPasswordSchema.parse(values), {
      onError: (error) => form.setErrors(fieldErrors(error, FIELDS)),
    });
  }, focusFirstInvalid);

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your inbox" subtitle="The link to choose a new password works for one hour.">
        <Stack align="center" ta="center" gap="md" role="status">
          <ThemeIcon size={52} radius="xl" variant="light" color="teal" aria-hidden>
            <IconMailForward size={28} />
          </ThemeIcon>
          <Text fw={600}>{request.data.message}</Text>
          <Text size="sm" c="dimmed">
            Look in the inbox of {form.values.email.trim()}. Nothing after a few minutes? Check your spam
            folder, or try again.
          </Text>
          <ButtonLink to="/login" variant="default" fullWidth>
            Back to log in
          </ButtonLink>
          <Button variant="subtle" size="compact-sm" onClick={() => request.reset()}>
            Use another email address
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const failure = request.isError
    ? (serverMessage(request.error) ?? 'Something went wrong. Please try again.')
    : null;

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <AuthForm onSubmit={handleSubmit}>
        {failure && Object.keys(form.errors).length === 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <EmailField {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send the reset link
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Remembered it?{' '}
          <AnchorLink to="/login" fw={600}>
            Log in
          </AnchorLink>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
