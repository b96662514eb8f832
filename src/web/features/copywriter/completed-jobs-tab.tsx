import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconCurrencyPound from '@tabler/icons-react/dist/esm/icons/IconCurrencyPound.mjs';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import { formatGbp, formatHours } from '../../../shared/domain/format.ts';
import { earningsGbp } from '../../../shared/domain/pricing.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { formatDate } from '../../lib/format.ts';
import { formatRating } from '../../lib/job-display.ts';
import { averageRatingText, countOf, totalEarningsGbp } from './dashboard-logic.ts';
import { EmptyTab, Fact, JobCard, JobFacts, Preview } from './job-card.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function Tile({ label, value, caption }: { label: string; value: string; caption?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} lh={1.2}>
        {value}
      </Text>
      {caption && (
        <Text size="xs" c="dimmed" mt={4}>
          {caption}
        </Text>
      )}
    </Card>
  );
}

function CompletedJobCard({ job }: { job: JobDto }) {
  return (
    <JobCard job={job} dateLine={`Completed on ${formatDate(job.completedAt) ?? 'N/A'}`}>
      <JobFacts>
        <Fact icon={<IconCurrencyPound size={16} aria-hidden />}>Earned {formatGbp(earningsGbp(job))}</Fact>
        <Fact icon={<IconClock size={16} aria-hidden />}>
          {job.estimatedHours !== null ? `${formatHours(job.estimatedHours)} hours` : 'Fixed price'}
        </Fact>
        {job.rating !== null && (
          <Fact icon={<IconStarFilled size={16} color="var(--mantine-color-yellow-5)" aria-hidden />}>
            Rating: {formatRating(job.rating)}/5
          </Fact>
        )}
      </JobFacts>
      {job.review && <Preview label="The client’s review" text={job.review} />}
      <Preview label="Original Content" text={job.content} />
      {job.result && <Preview label="Your Submission" text={job.result} />}
    </JobCard>
  );
}

export function CompletedJobsTab({ jobs, rating }: { jobs: readonly JobDto[]; rating: number | null }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          Completed Jobs
        </Title>
        <Badge variant="light" size="lg" tt="none">
          {countOf(jobs.length, 'completed job')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Tile label="Total Jobs" value={String(jobs.length)} />
        <Tile label="Total Earnings" value={formatGbp(totalEarningsGbp(jobs))} />
        {/* The writer's own average of their rated jobs, the figure clients see: the original design's fixed 4.8
            told every writer something false (docs/product.md "Copywriters: directory and application"). */}
        <Tile
          label="Average Rating"
          value={averageRatingText(rating)}
          caption={rating === null ? undefined : 'out of 5'}
        />
      </SimpleGrid>
      {jobs.length === 0 ? (
        <EmptyTab title="You haven't completed any jobs yet." text="Your completed jobs will appear here." />
      ) : (
        jobs.map((job) => <CompletedJobCard key={job.id} job={job} />)
      )}
    </Stack>
  );
}
