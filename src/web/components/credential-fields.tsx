// The email and password fields of every form that asks for them (log in, sign up, the reset link, the account's
// changes), so that each reads, autocompletes and says it is required the same way.
import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';

export function EmailField({ label = 'Email', ...props }: TextInputProps) {
  return (
    <TextInput
      label={label}
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      aria-required
      {...props}
    />
  );
}

// `autoComplete` says which password: the one the account has ('current-password') or a new one
// ('new-password'), which password managers offer to fill or to make.
export function PasswordField(
  props: PasswordInputProps & { label: string; autoComplete: 'current-password' | 'new-password' },
) {
  return <PasswordInput aria-required {...props} />;
}

// A new password typed twice (signing up, the reset link); the form's schema checks that the two match.
export function NewPasswordFields({
  label,
  description,
  password,
  confirmation,
}: {
  label: 'Password' | 'New password';
  description?: ReactNode;
  // What the form gives each field: its value, change handler and error.
  password: Omit<PasswordInputProps, 'label' | 'autoComplete'>;
  confirmation: Omit<PasswordInputProps, 'label' | 'autoComplete'>;
}) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" description={description} {...password} />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" {...confirmation} />
    </>
  );
}
