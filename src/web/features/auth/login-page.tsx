import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignInRedirect } from './sign-in-redirect.ts';

const FIELDS = ['email', 'password'] as const;

const loginForm = lazySchema(async () => (await import('../../../shared/schemas/auth.ts')).loginSchema);

export function LoginPage({ returnTo }: { returnTo?: string }) {
  // The tRPC client loads on the first submit: the page does not need it to show or to hydrate, and its first
  // load is lighter without it (docs/decisions/0009).
  const login = useMutation({
    mutationFn: async (input: LoginInput) =>
      (await import('../../trpc.ts')).trpcClient.auth.login.mutate(input),
  });
  const redirectAfterSignIn = useSignInRedirect();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: loginForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      const user = await login.mutateAsync((await loginForm.load()).parse(values));
      setRedirecting(true);
      toast({ title: 'Login successful', description: 'Welcome back!' });
      await redirectAfterSignIn(user, returnTo);
    } catch (error) {
      setRedirecting(false);
      form.setErrors(fieldErrors(error, FIELDS));
      toast({
        title: 'Login failed',
        description: serverMessage(error) ?? 'Invalid email or password',
        variant: 'destructive',
      });
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title="Log in" subtitle="Welcome back. Log in to your account.">
      <form onSubmit={handleSubmit} onFocus={loginForm.preload} noValidate>
        <HydratedFieldset>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              aria-required
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              aria-required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt={-8}>
              <AnchorLink to="/forgot-password" size="sm">
                Forgot your password?
              </AnchorLink>
            </Group>
            <Button type="submit" fullWidth loading={login.isPending || redirecting}>
              Log in
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              Don&apos;t have an account?{' '}
              <AnchorLink to="/signup" search={returnTo ? { returnTo } : {}} fw={600}>
                Sign up
              </AnchorLink>
            </Text>
          </Stack>
        </HydratedFieldset>
      </form>
    </AuthCard>
  );
}
