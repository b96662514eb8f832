// The parts of the job page every viewer shares: the brief with the whole text, and the delivered versions
// with the changes between them. The quotes are quotes-section.tsx.
import {
  Blockquote,
  Box,
  Card,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { serviceLabel } from '../../../shared/domain/format.ts';
import type { JobDetailDto, JobVersion } from '../../../shared/schemas/jobs.ts';
import { LongText } from '../../components/long-text.tsx';
import { RoundReportCard } from '../../components/round-report-card.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { estimatedTimeLabel, wordCountLabel } from '../../lib/job-display.ts';
import { ResultActions } from './completed-result.tsx';
import { comparisonBase } from './job-page-logic.ts';
import { TrackedDocxButton } from './tracked-docx-button.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The word diff loads when a comparison is first shown.
const TrackedChanges = lazy(async () => ({
  default: (await import('./tracked-changes.tsx')).TrackedChanges,
}));

export type Viewer = 'client' | 'copywriter' | 'admin';

/** The panel at the top of the page: where the job stands, in a sentence or two, and the buttons. */
export function NextStep({
  title,
  color,
  children,
  actions,
  footer,
  label = 'Next step',
}: {
  /** The region's name; the dispute's panel is 'Dispute'. */
  label?: string;
  title: string;
  color: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Below the buttons, set apart: the rating of a delivered job. */
  footer?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      p="lg"
      style={{
        background: `var(--mantine-color-${color}-light)`,
        border: `1px solid var(--mantine-color-${color}-light-hover)`,
        borderRadius: 'var(--mantine-radius-lg)',
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <div>{children}</div>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
        {footer && (
          <>
            <Divider color={`${color}.2`} />
            {footer}
          </>
        )}
      </Stack>
    </Box>
  );
}

export function Section({
  title,
  id,
  headingId: givenHeadingId,
  aside,
  children,
}: {
  title: string;
  /** The section's anchor on the page, e.g. #quote. */
  id?: string;
  /** For content that is labelled by the section's heading too. */
  headingId?: string;
  /** Shown at the heading's right: a count, a picker. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId} id={id}>
      <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}

const TEXT_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A whole text, as written: paragraphs kept, long words broken rather than overflowing. */
export function WholeText({ text, label }: { text: string; label: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" role="region" aria-label={label} style={TEXT_STYLE}>
      <Text size="sm" lh={1.7} maw="75ch">
        <LongText text={text} />
      </Text>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** The brief and the whole text: what a copywriter quotes on and works from. */
export function BriefSection({ job, viewer }: { job: JobDetailDto; viewer: Viewer }) {
  const own = viewer === 'client';
  return (
    <Section title="The brief">
      <Stack gap="md">
        <Group gap="xl" wrap="wrap" align="flex-start">
          <Fact label="Service">{serviceLabel(job.serviceType)}</Fact>
          <Fact label="Working time">{estimatedTimeLabel(job.serviceType)}</Fact>
          <Fact label="Writing style">{job.writingStyle}</Fact>
          <Fact label="Length">{wordCountLabel(job.wordCount)}</Fact>
        </Group>
        <Box>
          <Title order={3} size="h6" mb={6}>
            {own ? 'Your notes' : 'The client’s notes'}
          </Title>
          {job.extraNotes ? (
            <Blockquote p="sm" radius="md" color="blue" aria-label="Notes" style={TEXT_STYLE}>
              <Text size="sm">{job.extraNotes}</Text>
            </Blockquote>
          ) : (
            <Text size="sm" c="dimmed">
              No notes: the writing style and the text say it all.
            </Text>
          )}
        </Box>
        <Box>
          <Title order={3} size="h6" mb={6}>
            {own ? 'Your text' : 'The client’s text'}
          </Title>
          <WholeText text={job.content} label="The text" />
        </Box>
      </Stack>
    </Section>
  );
}

function VersionNote({ version, viewer }: { version: JobVersion; viewer: Viewer }) {
  if (!version.revisionReason) return null;
  const who = viewer === 'client' ? 'You' : 'The client';
  return (
    <Blockquote p="sm" radius="md" color="orange" style={TEXT_STYLE}>
      <Text size="sm" fw={600} mb={4}>
        {who} asked for changes to round {version.round}
        {version.revisionRequestedAt ? ` on ${formatDate(version.revisionRequestedAt)}` : ''}:
      </Text>
      <Text size="sm">{version.revisionReason}</Text>
    </Blockquote>
  );
}

/** The delivered text, round by round, with the changes from the round before (or from the draft) marked. */
export function VersionsSection({ job, viewer }: { job: JobDetailDto; viewer: Viewer }) {
  const latest = job.versions.at(-1);
  const [picked, setPicked] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  if (!latest) return null;
  const version = job.versions.find((each) => each.round === picked) ?? latest;
  const base = comparisonBase(job.versions, version.round, job.content);
  const several = job.versions.length > 1;

  return (
    <Section
      title="Delivered text"
      aside={
        several && (
          <SegmentedControl
            aria-label="Version"
            size="xs"
            value={String(version.round)}
            onChange={(value) => setPicked(Number(value))}
            data={job.versions.map((each) => ({ value: String(each.round), label: `Round ${each.round}` }))}
          />
        )
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {several ? `Round ${version.round} of ${job.versions.length}` : 'Round 1'}, delivered{' '}
            {formatDateTime(version.deliveredAt)}
            {version.round === latest.round && several ? ' (the latest)' : ''}
          </Text>
          {base && (
            <Switch
              label={`Compare with previous (${base.beforeLabel})`}
              checked={comparing}
              onChange={(event) => setComparing(event.currentTarget.checked)}
            />
          )}
        </Group>
        {comparing && base ? (
          <Suspense>
            <TrackedChanges
              before={base.before}
              after={version.result}
              label={`Round ${version.round} with the changes from ${base.beforeLabel} marked`}
            />
          </Suspense>
        ) : (
          <WholeText text={version.result} label={`Round ${version.round} text`} />
        )}
        {version.report && (
          <RoundReportCard
            report={version.report}
            title={`What round ${version.round} changed (against ${base?.beforeLabel ?? 'the draft'})`}
          />
        )}
        <VersionNote version={version} viewer={viewer} />
        <ResultActions title={job.title} text={version.result}>
          {base && <TrackedDocxButton job={job} version={version} before={base.before} />}
        </ResultActions>
      </Stack>
    </Section>
  );
}
