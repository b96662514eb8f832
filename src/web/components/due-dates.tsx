// A job's deadline and delivery date, and an "Overdue" badge while paid work is late (docs/product.md
// "Deadlines and delivery dates"): the same line on the client's, the copywriter's and the admin's cards and
// on the job page. Dates read in the account's spelling.
import { Badge, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { isOverdue } from '../../shared/domain/deadlines.ts';
import type { JobDto } from '../../shared/schemas/jobs.ts';
import { ShownDate } from './shown-date.tsx';
import { useSpelling } from './spelling-provider.tsx';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';

export function DueDates({
  job,
  mt,
}: {
  job: Pick<JobDto, 'id' | 'status' | 'deadline' | 'deliveryDate'>;
  mt?: number;
}) {
  const { language } = useSpelling();
  if (!job.deadline && !job.deliveryDate) return null;
  const overdue = isOverdue(job);
  const parts = [
    job.deadline && { label: 'Deadline', date: job.deadline },
    job.deliveryDate && { label: 'Delivery by', date: job.deliveryDate },
  ].filter((part): part is { label: string; date: string } => Boolean(part));
  return (
    <Group gap={8} wrap="wrap" mt={mt} data-testid={`job-${job.id}-due`}>
      <Text size="sm" c={overdue ? 'red.8' : 'dimmed'} fw={overdue ? 600 : undefined}>
        {/* A narrow card breaks the line between the dates, never inside one. */}
        {parts.map((part, index) => (
          <Fragment key={part.label}>
            {index > 0 && ' · '}
            <span style={{ whiteSpace: 'nowrap' }}>
              {part.label} <ShownDate value={part.date} language={language} />
            </span>
          </Fragment>
        ))}
      </Text>
      {overdue && (
        <Badge color="red" variant="filled" radius="sm">
          Overdue
        </Badge>
      )}
    </Group>
  );
}
