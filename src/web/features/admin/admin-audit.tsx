// The Audit tab of /admin (docs/decisions/0038): the log newest first, narrowed to who acted and to the account
// concerned, each picked by searching names and addresses, a page at a time.
import { Button, Center, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserDto } from '../../../shared/schemas/admin-users.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { trpc } from '../../trpc.ts';
import { searchFilter } from './admin-users-logic.ts';
import { AuditEntries } from './audit-entries.tsx';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const SEARCH_DEBOUNCE_MS = 300;
const PICKER_OPTIONS = 10;

const optionOf = (user: Pick<AdminUserDto, 'id' | 'name' | 'email'>) => ({
  value: String(user.id),
  label: `${user.name} (${user.email})`,
});

// An account picked by typing a part of its name or address; the server searches, as the Users tab does.
function UserPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: { value: string; label: string } | null;
  onChange: (picked: { value: string; label: string } | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const q = searchFilter(debounced);
  const found = useQuery({
    ...trpc.adminUsers.page.queryOptions({ limit: PICKER_OPTIONS, ...(q ? { q } : {}) }),
    enabled: q !== undefined && q !== value?.label,
    placeholderData: keepPreviousData,
  });
  const options = (found.data?.items ?? []).map(optionOf);
  const data =
    value && !options.some((option) => option.value === value.value) ? [value, ...options] : options;
  return (
    <Select
      label={label}
      placeholder="Anyone: type a name or email"
      searchable
      clearable
      data={data}
      value={value?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already: every option it found is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={q ? 'Nobody matches' : undefined}
      onChange={(picked) => onChange(data.find((option) => option.value === picked) ?? null)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

export function AdminAudit() {
  const [actor, setActor] = useState<{ value: string; label: string } | null>(null);
  const [target, setTarget] = useState<{ value: string; label: string } | null>(null);
  const audit = useInfiniteQuery({
    ...trpc.adminUsers.auditPage.infiniteQueryOptions(
      {
        ...(actor ? { actor: Number(actor.value) } : {}),
        ...(target ? { target: Number(target.value) } : {}),
      },
      { getNextPageParam: (page) => page.nextCursor, staleTime: 0 },
    ),
    placeholderData: keepPreviousData,
  });
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={620}>
        Every admin action and every security event of an account, newest first. Nobody can change or delete
        an entry.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <UserPicker label="Done by" value={actor} onChange={setActor} />
        <UserPicker label="About account" value={target} onChange={setTarget} />
      </Group>
      {audit.isPending ? (
        <Center py="xl" role="status" aria-label="Loading the audit log">
          <Loader />
        </Center>
      ) : audit.isError ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text mb="sm">The audit log could not be loaded.</Text>
          <Button variant="default" onClick={() => void audit.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : entries.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text fw={600}>{actor || target ? 'No entries match' : 'Nothing recorded yet'}</Text>
        </Paper>
      ) : (
        <div aria-busy={audit.isFetching}>
          <AuditEntries entries={entries} label="Audit log" />
        </div>
      )}
      <LoadMore query={audit} />
    </Stack>
  );
}
