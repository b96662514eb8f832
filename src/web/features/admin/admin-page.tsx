import { Badge, Card, Container, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import IconArticle from '@tabler/icons-react/dist/esm/icons/IconArticle.mjs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import { ButtonLink } from '../../components/router-links.tsx';
import { lazyComponent, PartLoading } from '../../lib/lazy-component.tsx';
import { AdminJobs } from './admin-jobs.tsx';
import { commissionNote, percentChangeLabel } from './admin-logic.ts';
import { copywritersQuery, statsQuery } from './admin-queries.ts';
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB } from './admin-tabs.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The tabs other than Jobs load when chosen, not with the page (docs/decisions/0043); the route's loader preloads the one
// its address opens, so that hydration draws it as the server did, without suspending.
const CopywriterApplications = lazyComponent(
  async () => (await import('./copywriter-applications.tsx')).CopywriterApplications,
);
const AdminUsers = lazyComponent(async () => (await import('./admin-users.tsx')).AdminUsers);
const AdminEmails = lazyComponent(async () => (await import('./admin-emails.tsx')).AdminEmails);
const AdminAudit = lazyComponent(async () => (await import('./admin-audit.tsx')).AdminAudit);

const LAZY_TABS: Partial<Record<AdminTab, { preload(): Promise<void> }>> = {
  copywriters: CopywriterApplications,
  users: AdminUsers,
  emails: AdminEmails,
  audit: AdminAudit,
};

/** Loads the code of the admin's tab the address opens, before the page is drawn. */
export function preloadAdminTab(tab: AdminTab | undefined): Promise<void> {
  return (tab && LAZY_TABS[tab]?.preload()) || Promise.resolve();
}

function StatCard({
  label,
  value,
  note,
  noteColor,
}: {
  label: string;
  value: string;
  note?: string;
  noteColor?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={{ base: 22, sm: 30 }} lh={1.2}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c={noteColor ?? 'dimmed'} mt={4}>
          {note}
        </Text>
      )}
    </Card>
  );
}

function Stats() {
  const { data: stats } = useSuspenseQuery(statsQuery());
  const change = stats.revenue.previous > 0 ? stats.revenue.percentChange : 0;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" component="section" aria-label="Statistics">
      <StatCard label="Total Jobs" value={String(stats.totalJobs)} />
      <StatCard label="Pending Jobs" value={String(stats.pendingJobs)} />
      <StatCard label="In Progress" value={String(stats.inProgressJobs)} />
      <StatCard
        label="Revenue this month"
        value={formatGbp(stats.revenue.current)}
        note={percentChangeLabel(stats.revenue)}
        noteColor={change > 0 ? 'green.8' : change < 0 ? 'red.8' : undefined}
      />
      {/* The platform's fee on writers' jobs (docs/decisions/0039), beside the revenue it is part of. */}
      <StatCard
        label="Commission this month"
        value={formatGbp(stats.commission.current)}
        note={commissionNote(stats.commission.previous)}
      />
    </SimpleGrid>
  );
}

function PendingApplicationsBadge() {
  const { data: applications } = useSuspenseQuery(copywritersQuery());
  const pending = applications.filter((application) => application.status === 'pending').length;
  if (pending === 0) return null;
  return (
    <Badge size="sm" color="yellow" variant="filled" circle={pending < 10}>
      {pending}
    </Badge>
  );
}

// Jobs and copywriters are the admin's two kinds of work, the users every account, the emails what the
// product told people and the audit log what was done; one at a time keeps the page short.
function Sections({ payouts, disputes, tab, onTabChange }: AdminPageProps) {
  return (
    <Tabs
      value={tab ?? DEFAULT_ADMIN_TAB}
      onChange={(next) => {
        if (next && isAdminTabName(next)) onTabChange?.(next);
      }}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="jobs" fz="md" fw={600}>
          Jobs
        </Tabs.Tab>
        <Tabs.Tab value="copywriters" fz="md" fw={600} rightSection={<PendingApplicationsBadge />}>
          Copywriters
        </Tabs.Tab>
        <Tabs.Tab value="users" fz="md" fw={600}>
          Users
        </Tabs.Tab>
        <Tabs.Tab value="emails" fz="md" fw={600}>
          Emails
        </Tabs.Tab>
        <Tabs.Tab value="audit" fz="md" fw={600}>
          Audit
        </Tabs.Tab>
        <Tabs.Tab value="payouts" fz="md" fw={600}>
          Payouts
        </Tabs.Tab>
        <Tabs.Tab value="disputes" fz="md" fw={600}>
          Disputes
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="jobs">
        <AdminJobs />
      </Tabs.Panel>
      <Tabs.Panel value="copywriters">
        <Suspense fallback={<PartLoading />}>
          <CopywriterApplications />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="users">
        <Suspense fallback={<PartLoading />}>
          <AdminUsers />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="emails">
        <Suspense fallback={<PartLoading />}>
          <AdminEmails />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="audit">
        <Suspense fallback={<PartLoading />}>
          <AdminAudit />
        </Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="payouts">
        <Suspense fallback={<PartLoading />}>{payouts}</Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="disputes">
        <Suspense fallback={<PartLoading />}>{disputes}</Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

interface AdminPageProps {
  payouts?: ReactNode;
  disputes?: ReactNode;
  tab?: AdminTab;
  onTabChange?: (tab: AdminTab) => void;
}

const isAdminTabName = (value: string): value is AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(value);

/** payouts, disputes: the tabs' content, which the route brings from their features (docs/decisions/0032). */
export function AdminPage(props: AdminPageProps) {
  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Stack gap={40}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>Admin Dashboard</Title>
            <Text c="dimmed" mt={4}>
              Jobs, quotes and copywriters across the whole service.
            </Text>
          </div>
          <ButtonLink
            to="/blog-management"
            variant="default"
            leftSection={<IconArticle size={18} aria-hidden />}
          >
            Blog management
          </ButtonLink>
        </Group>
        <Stats />
        <Sections {...props} />
      </Stack>
    </Container>
  );
}
