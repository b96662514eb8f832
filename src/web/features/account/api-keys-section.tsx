// /account's "API keys" (docs/decisions/0047): make a key with a name and the scopes the account may grant, see
// it this once, and the live keys with their prefix, scopes and last use, each revoked behind a confirmation.
// What a role may grant is decided on the server; the checkboxes offer only what it would accept.
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  API_KEY_NAME_MAX,
  API_KEY_SCOPE_LABELS,
  type ApiKeyScope,
  SCOPES_OF_ROLE,
} from '../../../shared/domain/api-key-scopes.ts';
import type { ApiKeyDto, CreatedApiKey } from '../../../shared/schemas/api-keys.ts';
import { fieldErrors } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { formatDateTime } from '../../lib/format.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { apiKeysQuery } from './account-queries.ts';
import { failureToast, Section } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// zod and the schema load when the form is first used, not with the page (docs/decisions/0043).
const apiKeyForm = lazySchema(
  async () => (await import('../../../shared/schemas/api-keys.ts')).createApiKeySchema,
);

const RevokeApiKeyModal = lazyDialog(
  async () => (await import('./revoke-api-key-modal.tsx')).RevokeApiKeyModal,
);

interface ApiKeyFormValues {
  name: string;
  scopes: ApiKeyScope[];
}

function lastUse(apiKey: ApiKeyDto): string {
  return apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : 'Never used';
}

function KeyShownOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <Alert color="teal" title="Copy your new key now: it will not be shown again" role="status">
      <Stack gap="xs">
        <Text size="sm">
          This is the only time the key “{created.name}” is shown. We keep only a fingerprint of it, so we
          cannot show it again: if you lose it, revoke it and make another.
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Your new API key"
            value={created.key}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <CopyButton value={created.key} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone}>
            I have saved it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyDto; onRevoke: () => void }) {
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            <Code>{apiKey.prefix}…</Code>
          </Group>
          <Group gap={6}>
            {apiKey.scopes.map((scope) => (
              <Badge
                key={scope}
                variant="outline"
                size="sm"
                tt="none"
                title={API_KEY_SCOPE_LABELS[scope].label}
              >
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            <span style={{ whiteSpace: 'nowrap' }}>Created {formatDateTime(apiKey.createdAt)}</span> ·{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{lastUse(apiKey)}</span>
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Revoke the key ${apiKey.name}`}
          onClick={onRevoke}
          style={{ flexShrink: 0 }}
        >
          Revoke
        </Button>
      </Group>
    </Box>
  );
}

export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const role = useCurrentUser().data?.role;
  const scopes = role ? SCOPES_OF_ROLE[role] : [];
  const listQuery = apiKeysQuery();
  const { data, isPending, isError } = useQuery(listQuery);
  const create = useMutation(trpc.account.createApiKey.mutationOptions());
  const revoke = useMutation(trpc.account.revokeApiKey.mutationOptions());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
  const form = useForm<ApiKeyFormValues>({
    initialValues: { name: '', scopes: [] },
    validate: apiKeyForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    create.mutate((await apiKeyForm.load()).parse(values), {
      onSuccess: (answer) => {
        setCreated(answer);
        form.reset();
        void refresh();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, ['name', 'scopes'] as const));
        failureToast('The key was not made', error);
      },
    });
  }, focusFirstInvalid);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { id: revoking.id },
      {
        onSuccess: () => {
          toast({ title: 'API key revoked', description: `“${revoking.name}” no longer works.` });
          // The key shown once is of no use any more either.
          if (created?.id === revoking.id) setCreated(null);
          setRevoking(null);
        },
        onError: (error) => failureToast('The key was not revoked', error),
        onSettled: refresh,
      },
    );
  };

  const keys = data?.apiKeys ?? [];
  return (
    <Section
      id="api-keys"
      title="API keys"
      description={
        <>
          A key lets a program of yours call the Humanise API as you, sending it as{' '}
          <Code>Authorization: Bearer</Code>. It can do only what its scopes allow, and never more than your
          account may.
        </>
      }
    >
      <Stack gap="lg">
        {created && <KeyShownOnce created={created} onDone={() => setCreated(null)} />}
        <form onSubmit={handleSubmit} onFocus={apiKeyForm.preload} noValidate aria-label="Make an API key">
          <Stack gap="sm">
            <TextInput
              label="Key name"
              description="Name it after the program that uses it, to tell your keys apart"
              placeholder="Publishing script"
              autoComplete="off"
              maxLength={API_KEY_NAME_MAX}
              aria-required
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label="Scopes" withAsterisk {...form.getInputProps('scopes')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} verticalSpacing={8} mt={6}>
                {scopes.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={API_KEY_SCOPE_LABELS[scope].label}
                    description={`${API_KEY_SCOPE_LABELS[scope].description} (${scope})`}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Make key
              </Button>
            </Group>
          </Stack>
        </form>
        {isPending ? (
          <Loader size="sm" role="status" aria-label="Loading your API keys" />
        ) : isError ? (
          <Text size="sm" c="red">
            Your API keys could not be loaded. Please reload the page.
          </Text>
        ) : keys.length === 0 ? (
          <Text size="sm" c="dimmed">
            No API keys yet.
          </Text>
        ) : (
          <Box component="ul" aria-label="API keys" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </Box>
        )}
      </Stack>
      <RevokeApiKeyModal
        opened={revoking !== null}
        apiKey={revoking}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Section>
  );
}
