// The job's steps, oldest first, each with who took it and when (docs/product.md "The job page, review and
// revisions"): an ordered list, so a screen reader hears it as the sequence it is.
import { Text } from '@mantine/core';
import type { JobEventKind } from '../../../shared/domain/job-events.ts';
import type { TimelineEntry } from '../../../shared/schemas/jobs.ts';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { formatDateTime } from '../../lib/format.ts';
import classes from './job-timeline.module.css';
import { timelineSentence, timelineSubject } from './timeline-text.ts';
import '@mantine/core/styles/Text.layer.css';

const TONES: Partial<Record<JobEventKind, 'warning' | 'done'>> = {
  payment_failed: 'warning',
  revision_requested: 'warning',
  quote_withdrawn: 'warning',
  withdrawn: 'warning',
  payment_refunded: 'warning',
  payment_succeeded: 'done',
  delivered: 'done',
  approved: 'done',
};

// What the client wrote travels in quotation marks, so it does not read as the product's own words.
const QUOTED_DETAILS: readonly JobEventKind[] = ['revision_requested'];

export function JobTimeline({
  entries,
  labelledBy,
}: {
  entries: readonly TimelineEntry[];
  labelledBy: string;
}) {
  const { labels } = useSpelling();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <ol className={classes.list} aria-labelledby={labelledBy}>
      {entries.map((entry, index) => {
        const subject = timelineSubject(entry);
        return (
          // Steps never reorder: oldest first, as the server sends them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={classes.step} data-tone={TONES[entry.kind]}>
            <Text size="sm" fw={600}>
              {timelineSentence(entry, labels.brand)}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {subject ? ` · ${subject}` : ''}
            </Text>
            {entry.detail && (
              <Text size="sm" c="dimmed" className={classes.detail} mt={2}>
                {QUOTED_DETAILS.includes(entry.kind) ? `“${entry.detail}”` : entry.detail}
              </Text>
            )}
          </li>
        );
      })}
    </ol>
  );
}
