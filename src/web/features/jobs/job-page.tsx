// /jobs/$id: one job for everyone who may see it (docs/product.md "The job page, review and revisions"): the
// whole text and brief, the quotes, the delivered versions with their changes, the timeline, and the actions
// the viewer may take now. The page is one read (jobs.byId); every action answers or refreshes it.
import { Badge, Box, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { Role } from '../../../shared/constants.ts';
import { formatGbp, serviceBadgeLabel } from '../../../shared/domain/format.ts';
import {
  ADMIN_STATUS_LABELS,
  CLIENT_STATUS_LABELS,
  type JobStatus,
} from '../../../shared/domain/job-status.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { isReviewOpen, MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { DueDates } from '../../components/due-dates.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatDate } from '../../lib/format.ts';
import { wordCountLabel } from '../../lib/job-display.ts';
import { gatewayQuery } from './dashboard-queries.ts';
import { DisputePanel } from './dispute-panel.tsx';
import { ClientJobView } from './job-client-view.tsx';
import { CopywriterJobView } from './job-copywriter-view.tsx';
import { priceBasis, STATUS_COLORS } from './job-labels.ts';
import { jobPageQuery } from './job-page-queries.ts';
import { BriefSection, NextStep, Section, VersionsSection } from './job-sections.tsx';
import { JobTimeline } from './job-timeline.tsx';
import { QuotesSection } from './quotes-section.tsx';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

const DASHBOARDS = {
  client: { to: '/dashboard', name: 'My Dashboard' },
  copywriter: { to: '/copywriter-dashboard', name: 'Copywriter Dashboard' },
  admin: { to: '/admin', name: 'Admin Dashboard' },
} as const satisfies Record<Role, { to: string; name: string }>;

// A copywriter does not receive or send quotes as the client does: the job reads from their side.
const COPYWRITER_STATUS_LABELS: Record<JobStatus, string> = {
  ...CLIENT_STATUS_LABELS,
  quote: 'Open for quotes',
  offer_made: 'Open for quotes',
  unpaid: 'Accepted, awaiting payment',
};

const STATUS_LABELS: Record<Role, Record<JobStatus, string>> = {
  client: CLIENT_STATUS_LABELS,
  copywriter: COPYWRITER_STATUS_LABELS,
  admin: ADMIN_STATUS_LABELS,
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed" component="dt" flex="none">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function DetailsCard({ job, role }: { job: JobDetailDto; role: Role }) {
  const price = priceGbp(job);
  const reviewOpen = isReviewOpen(job);
  return (
    <Section title="Details">
      <Stack gap={8} component="dl" m={0}>
        <Detail label="Submitted">{formatDate(job.createdAt) ?? 'N/A'}</Detail>
        {role === 'admin' && <Detail label="Client">{job.clientName ?? 'Visitor (no account yet)'}</Detail>}
        {job.copywriterName && <Detail label="Copywriter">{job.copywriterName}</Detail>}
        {price !== null && (
          <Detail label="Agreed price">
            {formatGbp(price)}
            <Text span size="xs" c="dimmed" display="block">
              {priceBasis(job)}
            </Text>
          </Detail>
        )}
        {job.completedAt && <Detail label="Delivered">{formatDate(job.completedAt)}</Detail>}
        {reviewOpen && <Detail label="Review window ends">{formatDate(job.reviewWindowEndsAt)}</Detail>}
        {job.approvedAt && <Detail label="Approved">{formatDate(job.approvedAt)}</Detail>}
        {job.versions.length > 0 && (
          <Detail label="Revisions">
            {job.revisionsRequested} of {MAX_REVISIONS} used
          </Detail>
        )}
        {job.rating !== null && <Detail label="Rating">{job.rating}/5</Detail>}
      </Stack>
    </Section>
  );
}

function TimelineCard({ job }: { job: JobDetailDto }) {
  const headingId = useId();
  return (
    <Section title="Timeline" headingId={headingId}>
      <JobTimeline entries={job.timeline} labelledBy={headingId} />
    </Section>
  );
}

function AdminJobView({ job }: { job: JobDetailDto }) {
  return (
    <Stack gap="lg">
      <NextStep title={ADMIN_STATUS_LABELS[job.status]} color="gray">
        <Text size="sm">
          You see this job as an admin. Quotes, assignments and refunds are made from the{' '}
          <AnchorLink to="/admin" size="sm" fw={600}>
            admin dashboard
          </AnchorLink>
          .
        </Text>
      </NextStep>
      <DisputePanel job={job} viewer="admin" />
      {job.dispute?.status === 'escalated' && (
        <AnchorLink to="/admin" search={{ tab: 'disputes' }} size="sm">
          Settle this dispute on the admin dashboard
        </AnchorLink>
      )}
      <QuotesSection job={job} />
      <VersionsSection job={job} viewer="admin" />
      <BriefSection job={job} viewer="admin" />
    </Stack>
  );
}

export function JobPage({ id }: { id: number }) {
  const { data: job } = useSuspenseQuery(jobPageQuery(id));
  const { data: user } = useCurrentUser();
  // 'Skip Payment' and the test card form exist only while the built-in test gateway takes the payments.
  const gateway = useQuery({ ...gatewayQuery(), enabled: user?.role === 'client' });
  if (!user) return null;
  const role = user.role;

  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <Stack gap="lg">
        <Box>
          <AnchorLink to={DASHBOARDS[role].to} size="sm" c="dimmed">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={14} aria-hidden />
              Back to {DASHBOARDS[role].name}
            </Group>
          </AnchorLink>
          <Group justify="space-between" align="flex-start" gap="sm" mt="xs" wrap="nowrap">
            {/* A long topic on a phone would take half the screen at the desktop's size. */}
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Title>
            <Badge color={STATUS_COLORS[job.status]} variant="light" size="lg" flex="none">
              {STATUS_LABELS[role][job.status]}
            </Badge>
          </Group>
          <Group gap={6} mt={6} wrap="wrap">
            <Badge variant="outline" color="gray" radius="sm">
              {serviceBadgeLabel(job.serviceType)}
            </Badge>
            <Text size="sm" c="dimmed">
              {[
                `Submitted ${formatDate(job.createdAt) ?? ''}`,
                wordCountLabel(job.wordCount),
                job.writingStyle,
              ].join(' · ')}
            </Text>
          </Group>
          <DueDates job={job} mt={6} />
        </Box>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {role === 'client' && <ClientJobView job={job} collectsCard={gateway.data?.name === 'test'} />}
            {role === 'copywriter' && <CopywriterJobView job={job} viewerId={user.id} />}
            {role === 'admin' && <AdminJobView job={job} />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <DetailsCard job={job} role={role} />
              <TimelineCard job={job} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
