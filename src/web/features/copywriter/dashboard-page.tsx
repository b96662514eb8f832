import { Badge, Card, Container, Group, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import IconUserX from '@tabler/icons-react/dist/esm/icons/IconUserX.mjs';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { NOT_RATED_YET, writerRatingOutOfFive } from '../../../shared/domain/writer-rating.ts';
import type { ProfileDto } from '../../../shared/schemas/copywriter.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { ButtonLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { lazyComponent, PartLoading, useShownTabs } from '../../lib/lazy-component.tsx';
import { AvailableJobsTab } from './available-jobs-tab.tsx';
import { countOf } from './dashboard-logic.ts';
import {
  activeJobsQuery,
  availableJobsQuery,
  completedJobsQuery,
  loadedJobs,
  profileQuery,
} from './dashboard-queries.ts';
import { type DashboardTab, DEFAULT_DASHBOARD_TAB } from './dashboard-tabs.ts';
import { PendingApplication } from './pending-application.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The tabs other than the first are loaded when first shown, not with the page (docs/decisions/0043): the route's loader
// preloads the one its address opens, so that it is drawn while hydrating as on the server.
const ActiveJobsTab = lazyComponent(async () => (await import('./active-jobs-tab.tsx')).ActiveJobsTab);
const MyQuotesTab = lazyComponent(async () => (await import('./my-quotes-tab.tsx')).MyQuotesTab);
const CompletedJobsTab = lazyComponent(
  async () => (await import('./completed-jobs-tab.tsx')).CompletedJobsTab,
);
const ProfileForm = lazyComponent(async () => (await import('./profile-form.tsx')).ProfileForm);

const LAZY_TABS: Partial<Record<DashboardTab, { preload(): Promise<void> }>> = {
  active: ActiveJobsTab,
  quotes: MyQuotesTab,
  completed: CompletedJobsTab,
  profile: ProfileForm,
};

/** Loads the code of the tab the address opens, before the page is drawn. */
export function preloadDashboardTab(tab: DashboardTab | undefined): Promise<void> {
  return (tab && LAZY_TABS[tab]?.preload()) || Promise.resolve();
}

function Page({ children, size = 'md' }: { children: ReactNode; size?: 'sm' | 'md' }) {
  return (
    <Container size={size} py={{ base: 32, md: 48 }}>
      {children}
    </Container>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Page size="sm">
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Page>
  );
}

function RejectedNotice() {
  return (
    <Notice icon={<IconUserX size={30} aria-hidden />} title="Your application was not approved">
      <Text c="dimmed">
        Thank you for your interest. An admin reviewed your application and did not approve it, so no jobs are
        shown to you. You are welcome to apply again with more detail about your experience.
      </Text>
      <ButtonLink to="/apply-as-copywriter">Apply again</ButtonLink>
    </Notice>
  );
}

function WelcomeCard() {
  const { labels } = useSpelling();
  return (
    <Page size="sm">
      <Card withBorder radius="lg" padding="xl">
        <Title order={1} size="h2">
          Welcome to {labels.brand}!
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          Complete your copywriter profile to get started.
        </Text>
        {/* The application is the one way to a profile: its rules (experience, a writing sample) hold for
            everyone, and an admin reviews it (docs/product.md "Accounts"). */}
        <ButtonLink to="/apply-as-copywriter">Complete your application</ButtonLink>
      </Card>
    </Page>
  );
}

// A list with pages still to load shows what it has so far: "50+".
function CountBadge({ count, more = false }: { count: number; more?: boolean }) {
  return (
    <Badge size="sm" variant="filled" circle={count < 10 && !more}>
      {more ? `${count}+` : count}
    </Badge>
  );
}

// What the route gives the dashboard: the open tab (from the address) and the Earnings tab's content, which
// the payouts feature draws (a feature never imports another, docs/decisions/0032).
export interface DashboardTabsProps {
  tab?: DashboardTab;
  onTabChange?: (tab: DashboardTab) => void;
  earnings?: ReactNode;
}

function ApprovedDashboard({
  profile,
  tab = DEFAULT_DASHBOARD_TAB,
  onTabChange,
  earnings,
}: { profile: ProfileDto } & DashboardTabsProps) {
  const availablePages = useSuspenseInfiniteQuery(availableJobsQuery());
  const activePages = useSuspenseInfiniteQuery(activeJobsQuery());
  const completedPages = useSuspenseInfiniteQuery(completedJobsQuery());
  const available = loadedJobs(availablePages.data);
  const active = loadedJobs(activePages.data);
  const completed = loadedJobs(completedPages.data);
  // The profile counts every delivery; the list, only its pages loaded so far (and one just submitted).
  const completedCount = completedPages.hasNextPage
    ? Math.max(profile.completedJobs, completed.length)
    : completed.length;
  const shown = useShownTabs(tab);

  return (
    <Page>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={1}>Copywriter Dashboard</Title>
            <Badge color="green" variant="light" size="lg">
              Approved
            </Badge>
          </Group>
          <Text c="dimmed" mt={4}>
            Welcome back, {profile.name}.
          </Text>
        </div>
        <Group gap="lg">
          {/* The figure the directory and clients see; a writer not yet rated is not shown a default five. */}
          <Text fw={600}>
            {profile.rating === null ? NOT_RATED_YET : `Rating: ${writerRatingOutOfFive(profile.rating)}`}
          </Text>
          <Text fw={600}>Completed: {countOf(completedCount, 'job')}</Text>
        </Group>
      </Group>

      <Tabs value={tab} onChange={(next) => next && onTabChange?.(next as DashboardTab)}>
        <Tabs.List mb="lg">
          <Tabs.Tab
            value="available"
            rightSection={<CountBadge count={available.length} more={availablePages.hasNextPage} />}
          >
            Available Jobs
          </Tabs.Tab>
          <Tabs.Tab
            value="active"
            rightSection={<CountBadge count={active.length} more={activePages.hasNextPage} />}
          >
            Active Jobs
          </Tabs.Tab>
          <Tabs.Tab value="quotes">My Quotes</Tabs.Tab>
          <Tabs.Tab value="completed">Completed</Tabs.Tab>
          <Tabs.Tab value="earnings">Earnings</Tabs.Tab>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="available">
          <AvailableJobsTab jobs={available} />
          <LoadMore query={availablePages} label="Load more jobs" />
        </Tabs.Panel>
        <Tabs.Panel value="active">
          {shown('active') && (
            <Suspense fallback={<PartLoading />}>
              <ActiveJobsTab jobs={active} />
              <LoadMore query={activePages} label="Load more jobs" />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="quotes">
          {shown('quotes') && (
            <Suspense fallback={<PartLoading />}>
              <MyQuotesTab />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="completed">
          {shown('completed') && (
            <Suspense fallback={<PartLoading />}>
              <CompletedJobsTab jobs={completed} rating={profile.rating} />
              <LoadMore query={completedPages} label="Load more jobs" />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="earnings">
          {tab === 'earnings' && <Suspense fallback={<PartLoading />}>{earnings}</Suspense>}
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} size="h3" mb="md">
              Copywriter Profile
            </Title>
            {shown('profile') && (
              <Suspense fallback={<PartLoading />}>
                <ProfileForm profile={profile} />
              </Suspense>
            )}
          </Card>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

export function CopywriterDashboardPage(props: DashboardTabsProps) {
  const { data: profile } = useSuspenseQuery(profileQuery());
  if (!profile) return <WelcomeCard />;
  if (profile.status === 'pending') return <PendingApplication profile={profile} />;
  if (profile.status === 'rejected') return <RejectedNotice />;
  return <ApprovedDashboard profile={profile} {...props} />;
}
