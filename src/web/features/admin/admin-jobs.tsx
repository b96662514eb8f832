// The Jobs tab of /admin (docs/product.md "Admin"): every job in tabs by status, newest first or by due date,
// each card with what the admin may do with it (admin-job-actions.tsx) and its payment.
import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useState, useTransition } from 'react';
import { EXCERPT_LENGTHS } from '../../../shared/constants.ts';
import { formatGbp, serviceBadgeLabel } from '../../../shared/domain/format.ts';
import {
  ADMIN_STATUS_LABELS,
  allowedEvents,
  canApply,
  type JobStatus,
} from '../../../shared/domain/job-status.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { excerpt } from '../../../shared/domain/text.ts';
import type { JobDto, JobSort } from '../../../shared/schemas/jobs.ts';
import { DueDates } from '../../components/due-dates.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDate } from '../../lib/format.ts';
import { termsLabel, wordCountLabel } from '../../lib/job-display.ts';
import { lazyComponent, PartLoading } from '../../lib/lazy-component.tsx';
import { ADMIN_JOB_TABS, jobsInTab } from './admin-logic.ts';
import { allJobsQuery, loadedJobs } from './admin-queries.ts';
import { JobPayment } from './job-payment.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Title.layer.css';

const STATUS_COLORS: Record<JobStatus, string> = {
  quote: 'yellow',
  offer_made: 'blue',
  unpaid: 'orange',
  pending: 'grape',
  in_progress: 'indigo',
  completed: 'green',
  withdrawn: 'gray',
};

// The actions' forms (the quote form, the copywriter picker, the cancellation) load when one is first opened,
// not with the page (docs/decisions/0043); pointing at the card's buttons starts them.
const loadActions = () => import('./admin-job-actions.tsx');
const CreateQuote = lazyComponent(async () => (await loadActions()).CreateQuote);
const AssignCopywriter = lazyComponent(async () => (await loadActions()).AssignCopywriter);
const CancelPaidJob = lazyComponent(async () => (await loadActions()).CancelPaidJob);
const preloadActions = () => void loadActions().catch(() => undefined);

type Action = 'quote' | 'assign' | 'reassign' | 'cancel' | null;

function AdminJobCard({ job }: { job: JobDto }) {
  const [action, setAction] = useState<Action>(null);
  const headingId = `admin-job-${job.id}-title`;
  const terms = termsLabel(job);
  const price = priceGbp(job);
  // The job's own transitions decide which action it offers (docs/product.md "The job's life").
  const allowed = allowedEvents(job.status, 'admin');
  const canQuote = allowed.includes('submit_house_quote');
  const canAssign = allowed.includes('assign');
  const canReassign = allowed.includes('reassign');
  const canCancel = allowed.includes('cancel_paid');

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          {/* The badges go under the title when the card is too narrow for both. */}
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            {/* The title leads to the job page: the whole text, the quotes, the versions and the timeline. */}
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} c="inherit" inherit>
                {job.title}
              </AnchorLink>
            </Title>
            <Text size="sm" c="dimmed">
              Client: {job.clientName ?? 'Visitor (no account yet)'} · Submitted on{' '}
              {formatDate(job.createdAt) ?? 'N/A'}
            </Text>
            <DueDates job={job} />
          </div>
          <Group gap={6} flex="none">
            <Badge variant="light" color="gray">
              {serviceBadgeLabel(job.serviceType)}
            </Badge>
            <Badge variant="light" color={STATUS_COLORS[job.status]}>
              {ADMIN_STATUS_LABELS[job.status]}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {excerpt(job.content, EXCERPT_LENGTHS.adminJobCard)}
        </Text>
        <Group gap="lg">
          <Text size="sm" c="dimmed">
            {wordCountLabel(job.wordCount)}
          </Text>
          {job.quotes.length > 0 && canApply(job.status, 'accept_quote') && (
            <Text size="sm" c="dimmed">
              {job.quotes.length} {job.quotes.length === 1 ? 'quote' : 'quotes'} sent
            </Text>
          )}
          {terms && price !== null && (
            <Text size="sm" c="dimmed">
              {terms}
              {job.estimatedHours !== null ? ` (${formatGbp(price)})` : ''}
            </Text>
          )}
          {job.copywriterName && (
            <Text size="sm" c="dimmed">
              Copywriter: {job.copywriterName}
            </Text>
          )}
          <AnchorLink
            to="/jobs/$id"
            params={{ id: String(job.id) }}
            size="sm"
            fw={600}
            aria-describedby={headingId}
          >
            View job
          </AnchorLink>
        </Group>
        <JobPayment jobId={job.id} jobTitle={job.title} />
        {action === null && (canQuote || canAssign || canReassign || canCancel) && (
          <Group onPointerEnter={preloadActions} onFocus={preloadActions}>
            {canQuote && <Button onClick={() => setAction('quote')}>Create Quote</Button>}
            {canAssign && <Button onClick={() => setAction('assign')}>Assign to Copywriter</Button>}
            {canReassign && (
              <Button variant="default" onClick={() => setAction('reassign')}>
                Reassign
              </Button>
            )}
            {canCancel && (
              <Button variant="subtle" color="red" onClick={() => setAction('cancel')}>
                Cancel and refund
              </Button>
            )}
          </Group>
        )}
        {action !== null && <Divider />}
        <Suspense fallback={<PartLoading />}>
          {action === 'quote' && <CreateQuote job={job} onDone={() => setAction(null)} />}
          {action === 'assign' && <AssignCopywriter job={job} onDone={() => setAction(null)} />}
          {action === 'reassign' && <AssignCopywriter job={job} reassign onDone={() => setAction(null)} />}
          {action === 'cancel' && <CancelPaidJob job={job} onDone={() => setAction(null)} />}
        </Suspense>
      </Stack>
    </Card>
  );
}

const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'due', label: 'Due date, overdue first' },
];

export function AdminJobs() {
  const [sort, setSort] = useState<JobSort>('newest');
  // The other order loads in a transition: the list on screen stays until it arrives.
  const [sorting, startSorting] = useTransition();
  const pages = useSuspenseInfiniteQuery(allJobsQuery(sort));
  const jobs = loadedJobs(pages.data);
  return (
    <Tabs defaultValue="all" keepMounted={false}>
      <Group justify="flex-end" mb="sm">
        <SegmentedControl
          aria-label="Sort jobs"
          size="xs"
          data={SORT_OPTIONS}
          value={sort}
          disabled={sorting}
          onChange={(value) => startSorting(() => setSort(value === 'due' ? 'due' : 'newest'))}
        />
      </Group>
      <Tabs.List mb="md">
        {ADMIN_JOB_TABS.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            rightSection={
              // With pages still to load, a tab counts what it has so far: "50+".
              <Badge
                size="sm"
                variant="light"
                circle={jobsInTab(jobs, tab).length < 10 && !pages.hasNextPage}
              >
                {jobsInTab(jobs, tab).length}
                {pages.hasNextPage ? '+' : ''}
              </Badge>
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ADMIN_JOB_TABS.map((tab) => {
        const shown = jobsInTab(jobs, tab);
        return (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {shown.length === 0 ? (
              <Card withBorder radius="lg" padding="xl" ta="center">
                <Text fw={600}>No jobs available</Text>
              </Card>
            ) : (
              <Stack gap="md">
                {shown.map((job) => (
                  <AdminJobCard key={job.id} job={job} />
                ))}
              </Stack>
            )}
            {/* Older jobs, a page at a time, into every tab. */}
            <LoadMore query={pages} label="Load older jobs" />
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
