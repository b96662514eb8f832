// The steps of /account's "Two-factor sign-in" (two-factor-section.tsx, docs/decisions/0037): the QR code and
// the secret with the first code, the recovery codes shown once, and turning it off.
import { Alert, Box, Button, Code, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  type DisableTwoFactorInput,
  disableTwoFactorSchema,
  type EnableTwoFactorInput,
  enableTwoFactorSchema,
  type TwoFactorSetup,
} from '../../../shared/schemas/two-factor.ts';
import { PasswordField } from '../../components/credential-fields.tsx';
import { apiErrorBody, fieldErrors } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './account-page.module.css';
import { failureToast } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// A wrong code or password belongs to its field; any other refusal is a toast.
function showRefusal<Field extends string>(
  error: unknown,
  form: { setErrors(errors: Partial<Record<Field, string>>): void },
  fields: readonly Field[],
  codeField: Field,
  title: string,
) {
  const found = fieldErrors(error, fields);
  const body = apiErrorBody(error);
  if (body?.code === 'INVALID_CREDENTIALS' && body.message.startsWith('Your current password')) {
    (found as Record<string, string>).password ??= body.message;
  } else if (body?.code === 'INVALID_CREDENTIALS' || body?.code === 'TOO_MANY_REQUESTS') {
    found[codeField] ??= body.message;
  }
  form.setErrors(found);
  if (Object.keys(found).length === 0) failureToast(title, error);
}

// The QR code is drawn in the browser from the otpauth:// URL: the library loads only for this step.
function QrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => {
        if (live) setImage(dataUrl);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return image ? (
    <img src={image} alt="QR code to scan with your authenticator app" className={classes.qrCode} />
  ) : (
    <Box className={classes.qrCode} aria-hidden />
  );
}

export function SetupStep({
  setup,
  onDone,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useMutation(trpc.twoFactor.enable.mutationOptions());
  const form = useForm<EnableTwoFactorInput>({
    initialValues: { code: '' },
    validate: schemaResolver(enableTwoFactorSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => {
    enable.mutate(enableTwoFactorSchema.parse(values), {
      onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
      onError: (error) =>
        showRefusal(error, form, ['code'] as const, 'code', 'Two-factor sign-in was not turned on'),
    });
  }, focusFirstInvalid);

  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password, Authy…), or type the key below into it.
      </Text>
      <Group align="center" gap="lg" wrap="wrap">
        <QrCode url={setup.otpauthUrl} />
        <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text size="sm" fw={600} id="two-factor-secret-label">
            Key for manual entry
          </Text>
          <Code
            className={classes.secret}
            aria-labelledby="two-factor-secret-label"
            data-testid="two-factor-secret"
          >
            {setup.secret}
          </Code>
          <Text size="xs" c="dimmed">
            Time-based, 6 digits, every 30 seconds.
          </Text>
        </Stack>
      </Group>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">2. Enter the 6-digit code the app now shows.</Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Code from your app"
              autoComplete="one-time-code"
              inputMode="numeric"
              aria-required
              style={{ flex: '1 1 200px' }}
              {...form.getInputProps('code')}
            />
            <Group gap="sm" mt={{ base: 0, xs: 25 }}>
              <Button type="submit" loading={enable.isPending}>
                Confirm
              </Button>
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast({ title: 'Recovery codes copied' }),
      () => toast({ title: 'Copying did not work', description: 'Select the codes and copy them by hand.' }),
    );
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="status">
        <strong>Keep these recovery codes somewhere safe</strong>, such as your password manager. Each one
        signs you in once if you lose your phone. They are shown only now.
      </Alert>
      <Box component="ul" className={classes.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <Code fz="sm">{code}</Code>
          </li>
        ))}
      </Box>
      <Group gap="sm">
        <Button variant="default" onClick={copy}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
    </Stack>
  );
}

export function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions());
  const form = useForm<DisableTwoFactorInput>({
    initialValues: { password: '', code: '' },
    validate: schemaResolver(disableTwoFactorSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => {
    disable.mutate(disableTwoFactorSchema.parse(values), {
      onSuccess: onDone,
      onError: (error) =>
        showRefusal(
          error,
          form,
          ['password', 'code'] as const,
          'code',
          'Two-factor sign-in was not turned off',
        ),
    });
  }, focusFirstInvalid);
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Turn off two-factor sign-in
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Authentication code"
            description="From your app, or a recovery code."
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="one-time-code"
            aria-required
            {...form.getInputProps('code')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
