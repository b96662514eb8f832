// The frame every job card of the copywriter dashboard shares: title, service badge, a dated line and the
// content clamped to three lines (docs/product.md "Copywriters: directory and application"). The title leads
// to the job page, where the whole text and brief are (docs/product.md "The job page, review and revisions").
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { serviceBadgeLabel } from '../../../shared/domain/format.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { DueDates } from '../../components/due-dates.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

export function JobCard({ job, dateLine, children }: { job: JobDto; dateLine: string; children: ReactNode }) {
  const headingId = `job-${job.id}-title`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} c="inherit" inherit>
                {job.title}
              </AnchorLink>
            </Title>
            <Text size="sm" c="dimmed">
              {dateLine}
            </Text>
            <DueDates job={job} />
          </div>
          <Stack gap={6} align="flex-end" flex="none">
            <Badge variant="light" color={job.serviceType === 'human-check' ? 'teal' : 'grape'}>
              {serviceBadgeLabel(job.serviceType)}
            </Badge>
            {/* A copywriter is shown only an invitation of their own (docs/product.md "Writer profiles and
                invitations"). */}
            {job.invitedCopywriterId !== null && (
              <Badge variant="filled" color="orange">
                Invited you
              </Badge>
            )}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** Text shown as a three-line preview; the whole of it is on the job page. */
export function Preview({ text, label }: { text: string; label?: string }) {
  return (
    <div>
      {label && (
        <Text size="sm" fw={600} mb={4}>
          {label}
        </Text>
      )}
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

export function JobFacts({ children }: { children: ReactNode }) {
  return (
    <Group gap="lg" wrap="wrap">
      {children}
    </Group>
  );
}

export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** The empty state of a tab: a short statement and what to do about it. */
export function EmptyTab({ title, text }: { title: string; text?: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" ta="center">
      <Text fw={600}>{title}</Text>
      {text && (
        <Text size="sm" c="dimmed" mt={4}>
          {text}
        </Text>
      )}
    </Card>
  );
}
