// The login's second step (docs/decisions/0037): after a right password of an account with two-factor
// sign-in, the code from the authenticator app, or one of the recovery codes. A reset link leads here too.
import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { TwoFactorLoginInput } from '../../../shared/schemas/two-factor.ts';
import { apiErrorBody, fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { AuthCard, AuthForm } from './auth-card.tsx';
import { useSignIn } from './use-sign-in.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';

const codeForm = lazySchema(
  async () => (await import('../../../shared/schemas/two-factor.ts')).twoFactorLoginSchema,
);

export function TwoFactorStep({
  returnTo,
  welcome,
  onStartAgain,
}: {
  returnTo: string | undefined;
  welcome: { title: string; description: string };
  // Back to the password (the half-finished sign-in timed out, or the user wants another account).
  onStartAgain: () => void;
}) {
  const verify = useSignIn(
    (client, input: TwoFactorLoginInput) => client.auth.loginTwoFactor.mutate(input),
    welcome,
  );
  const form = useForm<TwoFactorLoginInput>({ initialValues: { code: '' }, validate: codeForm.validate });
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    codeForm.preload();
    field.current?.focus();
  }, []);

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await verify.signIn((await codeForm.load()).parse(values), returnTo);
    } catch (error) {
      if (apiErrorBody(error)?.code === 'UNAUTHORIZED') {
        toast({ title: 'Please log in again', description: serverMessage(error), variant: 'destructive' });
        onStartAgain();
        return;
      }
      const fields = fieldErrors(error, ['code'] as const);
      fields.code ??= serverMessage(error) ?? 'That code is not right.';
      form.setErrors(fields);
      field.current?.focus();
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title="Two-factor sign-in" subtitle="One more step: the code from your authenticator app.">
      <AuthForm onSubmit={handleSubmit}>
        <TextInput
          ref={field}
          label="Authentication code"
          description="The 6-digit code your app shows now, or one of your recovery codes."
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          aria-required
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={verify.busy}>
          Verify and log in
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          Wrong account?{' '}
          <Button variant="subtle" size="compact-sm" onClick={onStartAgain}>
            Start again
          </Button>
        </Text>
      </AuthForm>
    </AuthCard>
  );
}
