import {
  Alert,
  Badge,
  Blockquote,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import { nextRoundBaseline, type RoundBaseline } from '../../../shared/domain/round-baseline.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { WorkForm } from '../../components/work-form.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { termsLabel, wordCountLabel } from '../../lib/job-display.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { countOf, lastRevision, type Revision, withJobFirst, withoutJob } from './dashboard-logic.ts';
import { activeJobsQuery, completedJobsQuery } from './dashboard-queries.ts';
import { EmptyTab, Fact, JobCard, JobFacts, Preview } from './job-card.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function DeliverWork({
  job,
  onCancel,
  revision,
  compareWith,
}: {
  job: JobDto;
  onCancel: () => void;
  revision?: Revision | undefined;
  compareWith: RoundBaseline | undefined;
}) {
  const queryClient = useQueryClient();
  const submitWork = useMutation(trpc.copywriter.submitWork.mutationOptions());

  const send = async (result: string): Promise<boolean> => {
    try {
      const completed = await submitWork.mutateAsync({ id: job.id, result });
      // The job leaves the active list and goes first in the completed list, without waiting for a reload.
      queryClient.setQueryData(completedJobsQuery().queryKey, (jobs) => withJobFirst(jobs, completed));
      queryClient.setQueryData(activeJobsQuery().queryKey, (jobs) => withoutJob(jobs, job.id));
      toast({ title: 'Work submitted', description: `Your work on “${job.title}” was sent to the client.` });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to submit work. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <WorkForm
      onSubmit={send}
      onCancel={onCancel}
      submitting={submitWork.isPending}
      submitLabel={revision ? 'Submit Revised Work' : 'Submit Work'}
      initialWork={revision?.result ?? ''}
      compareWith={compareWith}
    />
  );
}

// The list holds previews only, so the job's own page is read for the whole texts: for a revision, the last
// delivery the box starts from and what the client asked to change in it (the form waits for them); for either,
// the text "your changes so far" is measured against (docs/decisions/0045), which follows once read.
function Delivery({ job, onCancel }: { job: JobDto; onCancel: () => void }) {
  const detail = useQuery(trpc.jobs.byId.queryOptions({ id: job.id }));
  if (job.revisionsRequested > 0 && detail.isPending) {
    return (
      <Center py="md" role="status" aria-label="Loading your last delivery">
        <Loader size="sm" />
      </Center>
    );
  }
  const revision = detail.data ? lastRevision(detail.data.versions) : undefined;
  const compareWith = detail.data
    ? nextRoundBaseline(detail.data.content, detail.data.versions.at(-1))
    : undefined;
  return (
    <Stack gap="sm">
      {revision && (
        <Blockquote
          p="sm"
          radius="md"
          color="orange"
          cite="The client’s request"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <Text size="sm" fw={500}>
            {revision.reason}
          </Text>
        </Blockquote>
      )}
      <DeliverWork job={job} onCancel={onCancel} revision={revision} compareWith={compareWith} />
    </Stack>
  );
}

function ActiveJobCard({ job }: { job: JobDto }) {
  const [submitting, setSubmitting] = useState(false);
  const terms = termsLabel(job);
  return (
    <JobCard job={job} dateLine={`Assigned on ${formatDate(job.updatedAt) ?? 'N/A'}`}>
      {/* A delivery sent back: what to change is on the job page, with every earlier version. */}
      {job.revisionsRequested > 0 && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconArrowBackUp size={18} aria-hidden />}
          title={`Revision requested (${job.revisionsRequested} of ${MAX_REVISIONS})`}
          p="sm"
        >
          The client sent your work back with changes to make.{' '}
          <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} size="sm">
            Read the client’s request
          </AnchorLink>
        </Alert>
      )}
      <Preview text={job.content} />
      <JobFacts>
        {terms && <Fact icon={<IconReceipt size={16} aria-hidden />}>{terms}</Fact>}
        <Fact icon={<IconFileText size={16} aria-hidden />}>{wordCountLabel(job.wordCount)}</Fact>
      </JobFacts>
      {submitting ? (
        <>
          <Divider />
          <Delivery job={job} onCancel={() => setSubmitting(false)} />
        </>
      ) : (
        <Group>
          <Button onClick={() => setSubmitting(true)}>
            {job.revisionsRequested > 0 ? 'Revise Your Work' : 'Submit Completed Work'}
          </Button>
          {/* The job's own conversation with its client, once someone has written in it. */}
          {job.conversationId !== null && (
            <AnchorLink to="/chat/$id" params={{ id: String(job.conversationId) }} size="sm">
              Open conversation
            </AnchorLink>
          )}
        </Group>
      )}
    </JobCard>
  );
}

export function ActiveJobsTab({ jobs }: { jobs: readonly JobDto[] }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          Active Jobs
        </Title>
        <Badge variant="light" size="lg" tt="none">
          {countOf(jobs.length, 'active job')}
        </Badge>
      </Group>
      {jobs.length === 0 ? (
        <EmptyTab title="You don't have any active jobs." text="Quote on available jobs to start working!" />
      ) : (
        jobs.map((job) => <ActiveJobCard key={job.id} job={job} />)
      )}
    </Stack>
  );
}
