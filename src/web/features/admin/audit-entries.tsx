// Entries of the audit log as the admin reads them, on the Audit tab and on a user's page: when, what, who
// acted, about whom, and from where.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { AuditEntryDto } from '../../../shared/schemas/audit.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AUDIT_ACTION_LABELS, auditActionColor, auditTargetLabel } from './admin-users-logic.ts';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Stack.layer.css';

function Person({ person }: { person: AuditEntryDto['actor'] }) {
  if (!person) return <Text span>nobody signed in</Text>;
  return (
    <AnchorLink to="/admin/users/$id" params={{ id: String(person.id) }} size="sm">
      {person.name}
    </AnchorLink>
  );
}

function AuditEntry({ entry, divided }: { entry: AuditEntryDto; divided: boolean }) {
  const target = auditTargetLabel(entry);
  return (
    <Stack
      component="li"
      gap={4}
      px="md"
      py="sm"
      style={divided ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Badge variant="light" color={auditActionColor(entry.action)}>
          {AUDIT_ACTION_LABELS[entry.action]}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(entry.at)}
          {entry.ip ? ` · ${entry.ip}` : ''}
        </Text>
      </Group>
      <Text size="sm">
        By <Person person={entry.actor} />
        {entry.subject && entry.subject.id !== entry.actor?.id && (
          <>
            {' '}
            · about <Person person={entry.subject} />
          </>
        )}
        {target && ` · ${target}`}
      </Text>
      {entry.detail && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.detail}
        </Text>
      )}
    </Stack>
  );
}

export function AuditEntries({ entries, label }: { entries: AuditEntryDto[]; label: string }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry, index) => (
          <AuditEntry key={entry.id} entry={entry} divided={index > 0} />
        ))}
      </ul>
    </Paper>
  );
}
