import { Anchor, Checkbox, TextInput, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignupForm, SignupInput } from '../../../shared/schemas/auth.ts';
import { EmailField, NewPasswordFields } from '../../components/credential-fields.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { fieldErrors, httpStatusOf, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { AuthCard, AuthForm, AuthSubmit } from './auth-card.tsx';
import { useSignIn } from './use-sign-in.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';

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
  const signup = useSignIn((client, input: SignupInput) => client.auth.signup.mutate(input), {
    title: 'Account created successfully',
    description: 'You can now log in to your account',
  });
  // The account keeps the spelling chosen with the switch before signing up.
  const { language } = useSpelling();
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
      await signup.signIn(
        { name, email, password, spelling: language, ...(adminCode ? { adminCode } : {}) },
        returnTo,
      );
    } catch (error) {
      const message = signupFailureMessage(error);
      const statusField = FIELD_BY_STATUS[httpStatusOf(error) ?? 0];
      form.setErrors({ ...(statusField ? { [statusField]: message } : {}), ...fieldErrors(error, FIELDS) });
      toast({ title: 'Signup failed', description: message, variant: 'destructive' });
    }
  }, focusFirstInvalid);

  return (
    <AuthCard title="Create an account" subtitle="Sign up to submit content and work with our copywriters.">
      <AuthForm onSubmit={handleSubmit} onFocus={signupForm.preload}>
        <TextInput label="Full name" autoComplete="name" aria-required {...form.getInputProps('name')} />
        <EmailField {...form.getInputProps('email')} />
        <NewPasswordFields
          label="Password"
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        <TextInput
          label="Admin code (optional, gives an admin account)"
          description="Leave empty unless you were given a code to create an admin account."
          autoComplete="off"
          {...form.getInputProps('adminCode')}
        />
        <Checkbox
          label={
            <>
              I accept the {/* A new tab: reading the terms must not lose what the user has typed here. */}
              <Anchor href="/terms" target="_blank" rel="noopener" inherit>
                terms and conditions
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <AuthSubmit form="signup" busy={signup.busy} returnTo={returnTo} />
      </AuthForm>
    </AuthCard>
  );
}
