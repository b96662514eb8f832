// /admin/users/$id (docs/product.md "Admin"): one account whole — its details, whether
// and why it is suspended, its latest jobs and payments, and its audit trail — with Suspend and Unsuspend.
import { Alert, Badge, Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatPence } from '../../../shared/domain/format.ts';
import { ADMIN_STATUS_LABELS } from '../../../shared/domain/job-status.ts';
import type { AdminUserDetail } from '../../../shared/schemas/admin-users.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { trpc } from '../../trpc.ts';
import { ROLE_COLORS, ROLE_LABELS } from './admin-users-logic.ts';
import { AuditEntries } from './audit-entries.tsx';
import { SuspendButton, UnsuspendButton } from './suspend-user.tsx';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Title.layer.css';

export const userDetailQuery = (id: number) => trpc.adminUsers.byId.queryOptions({ id });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Card>
  );
}

function Jobs({ user }: { user: AdminUserDetail }) {
  if (user.jobs.length === 0) return <Empty>No jobs as client or copywriter.</Empty>;
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" horizontalSpacing="md" aria-label="Jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>As</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Submitted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.jobs.map((job) => (
              <Table.Tr key={job.id}>
                <Table.Td>
                  <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} size="sm">
                    {job.title}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{job.as === 'client' ? 'Client' : 'Copywriter'}</Table.Td>
                <Table.Td>{ADMIN_STATUS_LABELS[job.status]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(job.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

const PAYMENT_STATUS: Record<AdminUserDetail['payments'][number]['status'], string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

function Payments({ user }: { user: AdminUserDetail }) {
  if (user.payments.length === 0) return <Empty>No payments.</Empty>;
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" horizontalSpacing="md" aria-label="Payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>For</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {user.payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>
                  {payment.purpose === 'hours' ? 'Prepaid hours' : `Job #${payment.jobId ?? '?'}`}
                  {payment.method === 'hours' ? ' (from hours)' : ''}
                </Table.Td>
                <Table.Td>{formatPence(payment.amountPence)}</Table.Td>
                <Table.Td>{PAYMENT_STATUS[payment.status]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(payment.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

export function AdminUserPage({ id, selfId }: { id: number; selfId: number | undefined }) {
  const { data: user } = useSuspenseQuery(userDetailQuery(id));
  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Stack gap="xl">
        <AnchorLink to="/admin" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden /> Admin dashboard
          </Group>
        </AnchorLink>
        <Group justify="space-between" align="flex-start" gap="md">
          <div style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {user.name}
            </Title>
            <Group gap={6} mt={6}>
              <Badge variant="light" color={ROLE_COLORS[user.role]}>
                {ROLE_LABELS[user.role]}
              </Badge>
              {user.suspendedAt && (
                <Badge variant="filled" color="red">
                  Suspended
                </Badge>
              )}
            </Group>
          </div>
          {user.id !== selfId &&
            (user.suspendedAt ? <UnsuspendButton user={user} /> : <SuspendButton user={user} />)}
        </Group>

        {user.suspendedAt && (
          <Alert color="red" variant="light" title={`Suspended on ${formatDateTime(user.suspendedAt)}`}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Reason: {user.suspendedReason}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              They cannot sign in, and no payout is made to them until the account is unsuspended.
            </Text>
          </Alert>
        )}

        <Card withBorder radius="lg" padding="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label="Email">{user.email}</Fact>
            <Fact label="Email confirmed">{user.emailVerified ? 'Yes' : 'Not yet'}</Fact>
            <Fact label="Joined">{formatDate(user.createdAt)}</Fact>
            <Fact label="Two-factor sign-in">{user.twoFactor ? 'On' : 'Off'}</Fact>
          </SimpleGrid>
        </Card>

        <Section title="Jobs">
          <Jobs user={user} />
        </Section>
        <Section title="Payments">
          <Payments user={user} />
        </Section>
        <Section title="Audit trail">
          {user.audit.length === 0 ? (
            <Empty>Nothing recorded about this account yet.</Empty>
          ) : (
            <AuditEntries entries={user.audit} label="Audit trail" />
          )}
        </Section>
      </Stack>
    </Container>
  );
}
