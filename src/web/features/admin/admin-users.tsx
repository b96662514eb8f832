// The Users tab of /admin (docs/product.md "Admin"): every account, newest first, found by
// a part of its name or address and filtered by role, each leading to its page. A table where there is room,
// a list of cards on a phone.
import { Badge, Card, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLES } from '../../../shared/constants.ts';
import type { AdminUserDto } from '../../../shared/schemas/admin-users.ts';
import { ListStates } from '../../components/list-states.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDate } from '../../lib/format.ts';
import { trpc } from '../../trpc.ts';
import { ROLE_COLORS, ROLE_LABELS, roleFilter, searchFilter } from './admin-users-logic.ts';
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
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';

const SEARCH_DEBOUNCE_MS = 300;

export function usersPageQuery(filters: { q?: string | undefined; role?: AdminUserDto['role'] | undefined }) {
  return trpc.adminUsers.page.infiniteQueryOptions(
    { ...(filters.q ? { q: filters.q } : {}), ...(filters.role ? { role: filters.role } : {}) },
    { getNextPageParam: (page) => page.nextCursor },
  );
}

function UserBadges({ user }: { user: AdminUserDto }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={ROLE_COLORS[user.role]}>
        {ROLE_LABELS[user.role]}
      </Badge>
      {user.suspendedAt && (
        <Badge variant="filled" color="red">
          Suspended
        </Badge>
      )}
      {!user.emailVerified && (
        <Badge variant="outline" color="gray">
          Unconfirmed
        </Badge>
      )}
      {user.twoFactor && (
        <Badge variant="outline" color="teal">
          2FA
        </Badge>
      )}
    </Group>
  );
}

function UserLink({ user }: { user: AdminUserDto }) {
  return (
    <AnchorLink to="/admin/users/$id" params={{ id: String(user.id) }} fw={600}>
      {user.name}
    </AnchorLink>
  );
}

function UsersTable({ users }: { users: AdminUserDto[] }) {
  return (
    <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Joined</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <UserLink user={user} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>
                <UserBadges user={user} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function UserCards({ users }: { users: AdminUserDto[] }) {
  return (
    <Stack
      gap="sm"
      hiddenFrom="sm"
      component="ul"
      aria-label="Users"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {users.map((user) => (
        <Card key={user.id} component="li" withBorder radius="lg" padding="md">
          <Stack gap={6}>
            <UserLink user={user} />
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email} · joined {formatDate(user.createdAt)}
            </Text>
            <UserBadges user={user} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function AdminUsers() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [debouncedQ] = useDebouncedValue(q, SEARCH_DEBOUNCE_MS);
  const filters = { q: searchFilter(debouncedQ), role: roleFilter(role) };
  const users = useInfiniteQuery({ ...usersPageQuery(filters), placeholderData: keepPreviousData });
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or email"
          type="search"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 340 }}
        />
        <Select
          label="Role"
          placeholder="Every role"
          data={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={setRole}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      </Group>

      <ListStates
        query={users}
        count={items.length}
        loadingLabel="Loading users"
        failure="The users could not be loaded."
        empty={filters.q || filters.role ? 'Nobody matches' : 'No accounts yet'}
      >
        <div aria-busy={users.isFetching}>
          <UsersTable users={items} />
          <UserCards users={items} />
        </div>
      </ListStates>
      <LoadMore query={users} />
    </Stack>
  );
}
