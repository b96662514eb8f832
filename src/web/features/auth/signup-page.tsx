import { Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignupForm, SignupInput } from '../../../shared/schemas/auth.ts';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { fieldErrors, httpStatusOf, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignInRedirect } from './sign-in-redirect.ts';

const FIELDS = ['name', 'email', 'password', 'adminCode'] as const;

const signupForm = lazySchema(async () => (await import('../../../shared/schemas/auth.ts')).signupFormSchema);

// Errors without issues still belong to one field: the email is taken, or the admin code is wrong.
const FIELD_BY_STATUS: Partial<Record<number, (typeof FIELDS)[number]>> = { 409: 'email', 403: 'adminCode' };

function signupFailureMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  // The server answered without saying why, or the request never reached it.
  return httpStatusOf(error) ? 'Failed to create account' : 'An unexpected error occurred';
}

export function SignupPage({ returnTo }: { returnTo?: string }) {
  // The tRPC client loads on the first submit: the page does not need it to show or to hydrate, and its first
  // load is lighter without it (docs/decisions/0009).
  const signup = useMutation({
    mutationFn: async (input: SignupInput) =>
      (await import('../../trpc.ts')).trpcClient.auth.signup.mutate(input),
  });
  // The account keeps the spelling chosen with the switch before signing up.
  const { language } = useSpelling();
  const redirectAfterSignIn = useSignInRedirect();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<SignupForm>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '', adminCode: '', terms: false },
    validate: signupForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    // Validation has loaded the schemas by now.
    const { signupSchema } = await import('../../../shared/schemas/auth.ts');
    const { name, email, password } = signupSchema.parse(values);
    // The admin code is optional: it is sent only when one was typed.
    const adminCode = values.adminCode?.trim();
    try {
      const user = await signup.mutateAsync({
        name,
        email,
        password,
        spelling: language,
        ...(adminCode ? { adminCode } : {}),
      });
      setRedirecting(true);
      toast({ title: 'Account created successfully', description: 'You can now log in to your account' });
      await redirectAfterSignIn(user, returnTo);
    } catch (error) {
      setRedirecting(false);
      const message = signupFailureMessage(error);
      const statusField = FIELD_BY_STATUS[httpStatusOf(error) ?? 0];
      form.setErrors({ ...(statusField ? { [statusField]: message } : {}), ...fieldErrors(error, FIELDS) });
      toast({ title: 'Signup failed', description: message, variant: 'destructive' });
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title="Create an account" subtitle="Sign up to submit content and work with our copywriters.">
      <form onSubmit={handleSubmit} onFocus={signupForm.preload} noValidate>
        <HydratedFieldset>
          <Stack gap="md">
            <TextInput label="Full name" autoComplete="name" aria-required {...form.getInputProps('name')} />
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
              autoComplete="new-password"
              aria-required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              aria-required
              {...form.getInputProps('confirmPassword')}
            />
            <TextInput
              label="Admin code (optional, gives an admin account)"
              description="Leave empty unless you were given a code to create an admin account."
              autoComplete="off"
              {...form.getInputProps('adminCode')}
            />
            <Checkbox
              label="I accept the terms and conditions"
              {...form.getInputProps('terms', { type: 'checkbox' })}
            />
            <Button type="submit" fullWidth loading={signup.isPending || redirecting}>
              Create account
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              Already have an account?{' '}
              <AnchorLink to="/login" search={returnTo ? { returnTo } : {}} fw={600}>
                Log in
              </AnchorLink>
            </Text>
          </Stack>
        </HydratedFieldset>
      </form>
    </AuthCard>
  );
}
