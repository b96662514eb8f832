// The sections of /account, one card each (account-section.tsx; the email and the password are in
// sign-in-sections.tsx). Every change is saved by its own button or, for the spelling and the email switches,
// as soon as it is made.
import { Alert, Button, Group, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference } from '../../../shared/domain/notification-kinds.ts';
import type {
  AccountDto,
  NotificationPreferences,
  UpdateProfileInput,
} from '../../../shared/schemas/account.ts';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { useSpellingChoice } from '../../components/use-spelling-choice.ts';
import { accountQuery, rememberAccount } from '../../lib/account-cache.ts';
import { fieldErrors } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { isLanguage, SPELLING_LABELS } from '../../lib/spelling.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import classes from './account-page.module.css';
import { failureToast, Section } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Switch.layer.css';

// zod and the schema load when the form is first used, not with the page (docs/decisions/0043, lib/lazy-schema.ts).
const profileForm = lazySchema(
  async () => (await import('../../../shared/schemas/account.ts')).updateProfileSchema,
);

export function ProfileSection({ account }: { account: AccountDto }) {
  const save = useMutation(trpc.account.updateProfile.mutationOptions());
  const form = useForm<UpdateProfileInput>({
    initialValues: { name: account.name },
    validate: profileForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    save.mutate((await profileForm.load()).parse(values), {
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
      <form onSubmit={handleSubmit} onFocus={profileForm.preload} noValidate>
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
