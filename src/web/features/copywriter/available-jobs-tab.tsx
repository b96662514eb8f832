import { Button, Divider, Group, Stack, VisuallyHidden } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconNotes from '@tabler/icons-react/dist/esm/icons/IconNotes.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import type { QuoteTerms } from '../../../shared/schemas/quotes.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { httpStatusOf, serverMessage } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { estimatedTimeLabel, wordCountLabel } from '../../lib/job-display.ts';
import { lazyComponent, PartLoading } from '../../lib/lazy-component.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { withoutJob } from './dashboard-logic.ts';
import { availableJobsQuery, myQuotesQuery } from './dashboard-queries.ts';
import { EmptyTab, Fact, JobCard, JobFacts, Preview } from './job-card.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// The quote form (its fields, date input and schema) loads when a writer first goes to quote, not with the
// dashboard (docs/decisions/0043); pointing at the button starts it.
const QuoteForm = lazyComponent(async () => (await import('../../components/quote-form.tsx')).QuoteForm);

function AvailableJobCard({ job }: { job: JobDto }) {
  const queryClient = useQueryClient();
  const [quoting, setQuoting] = useState(false);
  const submitQuote = useMutation(trpc.quotes.submit.mutationOptions());

  const dropFromList = () =>
    queryClient.setQueryData(availableJobsQuery().queryKey, (jobs) => withoutJob(jobs, job.id));
  // The quote is first in My Quotes, read afresh.
  void queryClient.invalidateQueries({ queryKey: myQuotesQuery().queryKey });

  const send = async (terms: QuoteTerms): Promise<boolean> => {
    try {
      await submitQuote.mutateAsync({ id: job.id, ...terms });
      toast({
        title: 'Quote submitted',
        description: `Your quote for “${job.title}” was sent to the client.`,
      });
      // A quoted job leaves the copywriter's available list (docs/product.md "Quotes").
      dropFromList();
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to submit quote. Please try again.',
        variant: 'destructive',
      });
      // 409: already quoted by this copywriter, or no longer open for quotes; either way it is not available.
      if (httpStatusOf(error) === 409) dropFromList();
      return false;
    }
  };

  return (
    <JobCard job={job} dateLine={`Submitted on ${formatDate(job.createdAt) ?? 'N/A'}`}>
      <Preview text={job.content} />
      <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} size="sm" fw={600} w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          Read the whole text and brief
          <IconArrowRight size={14} aria-hidden />
        </Group>
      </AnchorLink>
      <JobFacts>
        <Fact icon={<IconClock size={16} aria-hidden />}>{estimatedTimeLabel(job.serviceType)}</Fact>
        <Fact icon={<IconFileText size={16} aria-hidden />}>{wordCountLabel(job.wordCount)}</Fact>
        <Fact icon={<IconNotes size={16} aria-hidden />}>
          {job.writingStyle}
          {job.extraNotes ? ', with notes' : ''}
        </Fact>
      </JobFacts>
      {quoting ? (
        <>
          <Divider />
          <Suspense fallback={<PartLoading label="Loading the quote form" />}>
            <QuoteForm
              idPrefix={`job-${job.id}`}
              deadline={job.deadline}
              onSubmit={send}
              onCancel={() => setQuoting(false)}
              submitting={submitQuote.isPending}
            />
          </Suspense>
        </>
      ) : (
        <Group>
          <Button
            onClick={() => setQuoting(true)}
            onPointerEnter={() => void QuoteForm.preload().catch(() => undefined)}
            onFocus={() => void QuoteForm.preload().catch(() => undefined)}
          >
            Provide Quote
          </Button>
        </Group>
      )}
    </JobCard>
  );
}

export function AvailableJobsTab({ jobs }: { jobs: readonly JobDto[] }) {
  if (jobs.length === 0) {
    return (
      <EmptyTab
        title="No jobs are waiting for a quote right now."
        text="New jobs appear here as soon as clients submit them."
      />
    );
  }
  return (
    <Stack gap="md">
      {/* The tab's name as a heading for screen readers, so the cards' headings sit one level below it. */}
      <VisuallyHidden component="h2">Available Jobs</VisuallyHidden>
      {jobs.map((job) => (
        <AvailableJobCard key={job.id} job={job} />
      ))}
    </Stack>
  );
}
