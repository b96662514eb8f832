// The sections of /account, one card each. Every change is saved by its own button or, for the spelling and
// the email switches, as soon as it is made.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { NotificationPreference } from '../../../shared/domain/notification-kinds.ts';
import {
  type AccountDto,
  type ChangeEmailInput,
  changeEmailSchema,
  type NotificationPreferences,
  type UpdateProfileInput,
  updateProfileSchema,
} from '../../../shared/schemas/account.ts';
import { type ChangePasswordInput, changePasswordSchema } from '../../../shared/schemas/auth.ts';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { apiErrorBody, fieldErrors, serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { isLanguage, SPELLING_LABELS } from '../../lib/spelling.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './account-page.module.css';
import { accountQuery, rememberAccount, useResendVerification } from './account-queries.ts';
import { useSpellingChoice } from './use-spelling-choice.ts';

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      withBorder
      radius="lg"
      className={classes.section}
    >
      <Stack gap={4} mb="lg">
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}

function failureToast(title: string, error: unknown) {
  toast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

export function ProfileSection({ account }: { account: AccountDto }) {
  const save = useMutation(trpc.account.updateProfile.mutationOptions());
  const form = useForm<UpdateProfileInput>({
    initialValues: { name: account.name },
    validate: schemaResolver(updateProfileSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(updateProfileSchema.parse(values), {
      onSuccess: (saved) => {
        rememberAccount(saved);
        form.setInitialValues({ name: saved.name });
        form.setValues({ name: saved.name });
        form.resetDirty({ name: saved.name });
        toast({ title: 'Your name has been saved' });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, ['name'] as const));
        failureToast('Your name was not saved', error);
      },
    });
  }, focusFirstInvalid);

  return (
    <Section id="profile" title="Profile" description="The name copywriters and clients see.">
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Full name"
            autoComplete="name"
            aria-required
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('name')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={save.isPending} disabled={!form.isDirty()}>
            Save name
          </Button>
        </Group>
      </form>
    </Section>
  );
}

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
    validate: schemaResolver(changeEmailSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setAnswer(null);
    change.mutate(changeEmailSchema.parse(values), {
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
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Text fw={600} size="sm">
              Change your email
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
              <TextInput
                label="New email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                aria-required
                {...form.getInputProps('newEmail')}
              />
              <PasswordInput
                label="Current password"
                autoComplete="current-password"
                aria-required
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
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    change.mutate(changePasswordSchema.parse(values), {
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
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              aria-required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description="At least 8 characters."
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              aria-required
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

export function SpellingSection() {
  const { language, choose } = useSpellingChoice();
  return (
    <Section
      id="spelling"
      title="Spelling"
      description="Used on every page once you log in, on any device, and in the emails we send you."
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label="Spelling"
          value={language}
          onChange={(value) => {
            if (isLanguage(value)) choose(value);
          }}
          data={[
            { value: 'uk', label: 'British (UK)' },
            { value: 'us', label: 'American (US)' },
          ]}
          className={classes.spelling}
        />
        <Text size="sm" c="dimmed">
          For example: {SPELLING_LABELS[language].brand}, {SPELLING_LABELS[language].optimisation}.
        </Text>
      </Stack>
    </Section>
  );
}

const PREFERENCES: ReadonlyArray<{ key: NotificationPreference; label: string; description: string }> = [
  { key: 'quotes', label: 'Quotes', description: 'A new quote on your job, or your quote accepted.' },
  { key: 'messages', label: 'Messages', description: 'Chat messages you have not read after a while.' },
  {
    key: 'delivery',
    label: 'Deliveries and revisions',
    description: 'Finished work delivered, a revision asked for, a delivery approved.',
  },
  { key: 'ratings', label: 'Ratings and reviews', description: 'A client rated your work.' },
];

export function EmailPreferencesSection({ account }: { account: AccountDto }) {
  const queryClient = useQueryClient();
  const save = useMutation(trpc.account.setNotificationPreferences.mutationOptions());
  const { labels } = useSpelling();

  const toggle = (key: NotificationPreference, on: boolean) => {
    const queryKey = accountQuery().queryKey;
    const before = queryClient.getQueryData<AccountDto>(queryKey) ?? account;
    const next: NotificationPreferences = { ...before.notificationPreferences, [key]: on };
    // The switch moves at once; a refusal puts it back.
    queryClient.setQueryData<AccountDto>(queryKey, { ...before, notificationPreferences: next });
    save.mutate(next, {
      onSuccess: (saved) => {
        queryClient.setQueryData<AccountDto>(queryKey, (current) =>
          current ? { ...current, notificationPreferences: saved } : current,
        );
      },
      onError: (error) => {
        queryClient.setQueryData<AccountDto>(queryKey, (current) =>
          current
            ? { ...current, notificationPreferences: { ...current.notificationPreferences, [key]: !on } }
            : current,
        );
        failureToast('Your email preferences were not saved', error);
      },
    });
  };

  return (
    <Section
      id="email-notifications"
      title="Email notifications"
      description="Which of these emails you want. Changes are saved as you make them."
    >
      <Stack gap="md">
        {PREFERENCES.map(({ key, label, description }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            checked={account.notificationPreferences[key]}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
            size="md"
          />
        ))}
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
          Account, payment and security emails are always sent. Every notification is also kept in the bell at
          the top of {labels.brand}, whatever you choose here.
        </Alert>
      </Stack>
    </Section>
  );
}
