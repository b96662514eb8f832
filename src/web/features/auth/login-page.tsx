import { Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { EmailField, PasswordField } from '../../components/credential-fields.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { AuthCard, AuthForm, AuthSubmit } from './auth-card.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';
import { useSignIn } from './use-sign-in.ts';
import '@mantine/core/styles/Group.layer.css';

const FIELDS = ['email', 'password'] as const;

const loginForm = lazySchema(async () => (await import('../../../shared/schemas/auth.ts')).loginSchema);

const WELCOME = { title: 'Login successful', description: 'Welcome back!' };

export function LoginPage({ returnTo }: { returnTo?: string }) {
  const login = useSignIn((client, input: LoginInput) => client.auth.login.mutate(input), WELCOME);
  // After a right password of an account with two-factor sign-in: the code (docs/decisions/0037).
  const [askCode, setAskCode] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: loginForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const outcome = await login.signIn((await loginForm.load()).parse(values), returnTo);
      if (outcome === 'code') setAskCode(true);
    } catch (error) {
      form.setErrors(fieldErrors(error, FIELDS));
      toast({
        title: 'Login failed',
        description: serverMessage(error) ?? 'Invalid email or password',
        variant: 'destructive',
      });
    }
  }, focusFirstInvalid);

  if (askCode) {
    return (
      <TwoFactorStep
        returnTo={returnTo}
        welcome={WELCOME}
        onStartAgain={() => {
          form.setFieldValue('password', '');
          setAskCode(false);
        }}
      />
    );
  }

  return (
    <AuthCard title="Log in" subtitle="Welcome back. Log in to your account.">
      <AuthForm onSubmit={handleSubmit} onFocus={loginForm.preload}>
        <EmailField {...form.getInputProps('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-8}>
          <AnchorLink to="/forgot-password" size="sm">
            Forgot your password?
          </AnchorLink>
        </Group>
        <AuthSubmit form="login" busy={login.busy} returnTo={returnTo} />
      </AuthForm>
    </AuthCard>
  );
}
