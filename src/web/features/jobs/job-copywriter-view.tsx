// The job page as a copywriter sees it: an open job's whole text and brief with the quote form, and the job
// they work on with the client's request for changes shown first and the delivery form beside it. The panel on
// top is the part of the job's face (COPYWRITER_FACES in job-faces.ts); the forms are offered where the
// transition table allows them (copywriterActions in job-page-logic.ts).
import { Anchor, Blockquote, Group, Rating, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import { isReviewOpen, MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import { nextRoundBaseline } from '../../../shared/domain/round-baseline.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import type { QuoteTerms } from '../../../shared/schemas/quotes.ts';
import { QuoteForm } from '../../components/quote-form.tsx';
import { WorkForm } from '../../components/work-form.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { DisputePanel } from './dispute-panel.tsx';
import { COPYWRITER_FACES, type CopywriterFace } from './job-faces.ts';
import { copywriterActions, disputeUnsettled, openRevision, ownQuote } from './job-page-logic.ts';
import { BriefSection, NextStep, Section, VersionsSection } from './job-sections.tsx';
import { QuoteOffer } from './quote-offer.tsx';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const QUOTE_SECTION_ID = 'quote';

function useRefreshAfterChange(jobId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.jobs.byId.queryKey({ id: jobId }) }),
      // The dashboard's lists (available, active, completed) change with a quote or a delivery.
      queryClient.invalidateQueries(trpc.copywriter.pathFilter()),
    ]);
}

function QuoteSection({ job, viewerId }: { job: JobDetailDto; viewerId: number }) {
  const refresh = useRefreshAfterChange(job.id);
  const submitQuote = useMutation(trpc.quotes.submit.mutationOptions());
  const mine = ownQuote(job, viewerId);

  const send = async (terms: QuoteTerms): Promise<boolean> => {
    try {
      await submitQuote.mutateAsync({ id: job.id, ...terms });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to submit quote. Please try again.',
        variant: 'destructive',
      });
      await refresh();
      return false;
    }
    toast({ title: 'Quote submitted', description: `Your quote for “${job.title}” was sent to the client.` });
    await refresh();
    return true;
  };

  return (
    <Section title="Your quote" id={QUOTE_SECTION_ID}>
      {mine ? (
        <QuoteOffer quote={mine} from="you" linkWriter={false} />
      ) : (
        <QuoteForm
          idPrefix={`job-page-${job.id}`}
          deadline={job.deadline}
          onSubmit={send}
          submitting={submitQuote.isPending}
        />
      )}
    </Section>
  );
}

function DeliverSection({ job, revising }: { job: JobDetailDto; revising: boolean }) {
  const refresh = useRefreshAfterChange(job.id);
  const submitWork = useMutation(trpc.copywriter.submitWork.mutationOptions());

  const send = async (result: string): Promise<boolean> => {
    try {
      await submitWork.mutateAsync({ id: job.id, result });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to submit work. Please try again.',
        variant: 'destructive',
      });
      await refresh();
      return false;
    }
    toast({ title: 'Work submitted', description: `Your work on “${job.title}” was sent to the client.` });
    await refresh();
    return true;
  };

  return (
    <Section title={revising ? 'Deliver the revised text' : 'Deliver your work'}>
      <WorkForm
        onSubmit={send}
        submitting={submitWork.isPending}
        submitLabel={revising ? 'Submit Revised Work' : 'Submit Work'}
        // A revision starts from the last delivery, which the panel above says what to change in.
        initialWork={revising ? (job.versions.at(-1)?.result ?? '') : ''}
        compareWith={nextRoundBaseline(job.content, job.versions.at(-1))}
      />
    </Section>
  );
}

interface StepProps {
  job: JobDetailDto;
  viewerId: number;
}

function OpenForQuotes({ job, viewerId }: StepProps) {
  const mine = ownQuote(job, viewerId);
  return mine ? (
    <NextStep title="Quote sent" color="indigo">
      <Text size="sm">
        You quoted {mine.price !== null ? formatGbp(mine.price) : ''} on {formatDate(mine.createdAt)}. The
        client is choosing between the quotes; you will be notified if yours is accepted.
      </Text>
    </NextStep>
  ) : (
    <NextStep title="Open for quotes" color="indigo">
      <Text size="sm">
        Read the brief and the whole text below, then{' '}
        <Anchor href={`#${QUOTE_SECTION_ID}`} size="sm" fw={600}>
          send your quote
        </Anchor>
        .
      </Text>
    </NextStep>
  );
}

function QuoteAccepted() {
  return (
    <NextStep title="Quote accepted" color="orange">
      <Text size="sm">The client accepted your quote. Work starts once they pay; you will be notified.</Text>
    </NextStep>
  );
}

function InWork({ job }: StepProps) {
  const revision = openRevision(job, job.versions);
  return revision ? (
    <NextStep title={`Revision requested (${job.revisionsRequested} of ${MAX_REVISIONS})`} color="orange">
      <Stack gap="xs">
        <Text size="sm">
          The client sent round {revision.round} back
          {revision.revisionRequestedAt ? ` on ${formatDateTime(revision.revisionRequestedAt)}` : ''} and
          asked for these changes:
        </Text>
        <Blockquote
          p="sm"
          radius="md"
          color="orange"
          aria-label="The client’s request"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <Text size="md" fw={500}>
            {revision.revisionReason}
          </Text>
        </Blockquote>
        <Text size="sm">Deliver the revised text below; the client's review starts again.</Text>
      </Stack>
    </NextStep>
  ) : (
    <NextStep title="Work in progress" color="blue">
      <Text size="sm">The job is paid. Deliver the finished text below when it is ready.</Text>
    </NextStep>
  );
}

function Delivered({ job }: StepProps) {
  const reviewOpen = isReviewOpen(job);
  if (disputeUnsettled(job)) {
    return (
      <NextStep title="Delivered: under dispute" color="orange">
        <Text size="sm">
          You delivered on {formatDate(job.completedAt)}. The client disputes the text; the review is paused
          until the dispute below is settled, and the job is then approved.
        </Text>
      </NextStep>
    );
  }
  return (
    <NextStep title={reviewOpen ? 'Delivered: with the client for review' : 'Completed'} color="green">
      <Stack gap="xs">
        <Text size="sm">
          {job.approvedAt
            ? `The text was approved on ${formatDate(job.approvedAt)}.`
            : reviewOpen
              ? `You delivered on ${formatDate(job.completedAt)}. The client can ask for changes or approve the text until ${formatDate(job.reviewWindowEndsAt)}.`
              : 'The review window has closed: the text counts as approved.'}
        </Text>
        {job.rating !== null && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              The client’s rating
            </Text>
            <Rating role="img" aria-label={`Rated ${job.rating} out of 5`} value={job.rating} readOnly />
            <Text size="sm" c="dimmed">
              {job.rating}/5
            </Text>
          </Group>
        )}
        {job.review && (
          <Blockquote p="sm" radius="md" color="gray" style={{ whiteSpace: 'pre-wrap' }}>
            <Text size="sm">{job.review}</Text>
          </Blockquote>
        )}
      </Stack>
    </NextStep>
  );
}

// The panel on top, one part a face of the job (COPYWRITER_FACES in job-faces.ts).
const STEPS: Record<CopywriterFace, (props: StepProps) => ReactNode> = {
  'open-for-quotes': OpenForQuotes,
  'quote-accepted': QuoteAccepted,
  'in-work': InWork,
  delivered: Delivered,
  none: () => null,
};

export function CopywriterJobView({ job, viewerId }: { job: JobDetailDto; viewerId: number }) {
  const actions = copywriterActions(job, viewerId);
  const revising = openRevision(job, job.versions) !== undefined;
  const Step = STEPS[COPYWRITER_FACES[job.status]];
  return (
    <Stack gap="lg">
      <Step job={job} viewerId={viewerId} />
      <DisputePanel job={job} viewer="copywriter" />
      {actions.deliver && <DeliverSection job={job} revising={revising} />}
      <VersionsSection job={job} viewer="copywriter" />
      <BriefSection job={job} viewer="copywriter" />
      {(actions.quote || ownQuote(job, viewerId)) && <QuoteSection job={job} viewerId={viewerId} />}
    </Stack>
  );
}
