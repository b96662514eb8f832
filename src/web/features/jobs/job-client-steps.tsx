// The "Next step" panel of the client's job page, one part a face of the job (CLIENT_FACES in job-faces.ts):
// where the job stands in a sentence or two, and the buttons the transition table and the review window allow
// now (clientActions, job-page-logic.ts; docs/product.md "The job page, review and revisions").
import { Button, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import type { ReactNode } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import { MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { formatDate } from '../../lib/format.ts';
import { type ClientJobControls, MessageButton, PaymentButtons } from './client-job-controls.tsx';
import type { ClientFace } from './job-faces.ts';
import {
  approvedByWindow,
  disputeUnsettled,
  lastPaymentFailed,
  reviewSummary,
  withdrawnAt,
} from './job-page-logic.ts';
import { JobRating } from './job-rating.tsx';
import { NextStep } from './job-sections.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';

/** The page's confirmations, opened from the panel's buttons. */
export interface StepDialogs {
  withdraw: () => void;
  approve: () => void;
  dispute: () => void;
  requestChanges: () => void;
}

interface StepProps {
  job: JobDetailDto;
  controls: ClientJobControls;
  dialogs: StepDialogs;
}

function WithdrawButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={onClick}>
      Withdraw job
    </Button>
  );
}

function AwaitingQuotes({ controls, dialogs }: StepProps) {
  return (
    <NextStep
      title="Waiting for quotes"
      color="gray"
      actions={controls.actions.withdraw && <WithdrawButton onClick={dialogs.withdraw} />}
    >
      <Text size="sm">
        Our copywriters are reviewing your content. You will find their quotes here shortly, and we will
        notify you of each one.
      </Text>
    </NextStep>
  );
}

function ChoosingQuote({ job, controls, dialogs }: StepProps) {
  return (
    <NextStep
      title="Choose a quote"
      color="indigo"
      actions={
        <>
          {controls.messagingOpen && controls.messagesOneWriter && <MessageButton controls={controls} />}
          {controls.actions.withdraw && <WithdrawButton onClick={dialogs.withdraw} />}
        </>
      }
    >
      <Text size="sm">
        {job.quotes.length === 1 ? '1 quote received' : `${job.quotes.length} quotes received`}: compare them
        below, then accept one and pay. Work starts once it is paid.
        {controls.messagesOneWriter ? '' : ' To ask a copywriter something, use Message on their quote.'}
      </Text>
    </NextStep>
  );
}

function AwaitingPayment({ job, controls, dialogs }: StepProps) {
  const declined = controls.actions.pay && lastPaymentFailed(job.timeline);
  return (
    <NextStep
      title={declined ? 'Your card was declined' : 'Waiting for payment'}
      color={declined ? 'red' : 'orange'}
      actions={
        <>
          <PaymentButtons controls={controls} declined={declined} />
          {controls.actions.withdraw && <WithdrawButton onClick={dialogs.withdraw} />}
        </>
      }
    >
      <Text size="sm">
        You accepted the quote from {controls.writer}
        {controls.agreedPrice !== null ? ` for ${formatGbp(controls.agreedPrice)}` : ''}.{' '}
        {declined
          ? 'Try another card, or go back to the quotes and choose another one.'
          : 'Work starts once it is paid.'}
      </Text>
    </NextStep>
  );
}

function AwaitingCopywriter() {
  return (
    <NextStep title="Paid: waiting for a copywriter" color="yellow">
      <Text size="sm">Your job is waiting to be assigned to a copywriter.</Text>
    </NextStep>
  );
}

function InWork({ job, controls }: StepProps) {
  const revising = job.revisionsRequested > 0;
  return (
    <NextStep
      title={revising ? 'Revision under way' : 'Work in progress'}
      color="blue"
      actions={controls.messagingOpen && <MessageButton controls={controls} />}
    >
      <Text size="sm">
        {revising
          ? `${controls.writer} is making the changes you asked for (revision ${job.revisionsRequested} of ${MAX_REVISIONS}). We'll notify you when the revised text is ready.`
          : "Our copywriters are working on your content. We'll notify you when it's ready."}
      </Text>
    </NextStep>
  );
}

/** A delivery no longer under review: approved by the client, or by the end of its window. */
function ReviewStatus({ job }: { job: JobDetailDto }) {
  if (job.approvedAt && job.dispute?.resolution) {
    return (
      <Text size="sm">
        The dispute was settled on {formatDate(job.dispute.resolution.at)} (see below); the job is approved.
      </Text>
    );
  }
  if (job.approvedAt) {
    return (
      <Text size="sm">
        {approvedByWindow(job.timeline)
          ? `Approved on ${formatDate(job.approvedAt)}: the 7-day review window closed.`
          : `You approved the text on ${formatDate(job.approvedAt)}.`}
      </Text>
    );
  }
  return (
    <Text size="sm">
      The review window closed on {formatDate(job.reviewWindowEndsAt) ?? 'N/A'}; the text counts as approved.
    </Text>
  );
}

function Delivered({ job, controls, dialogs }: StepProps) {
  const { actions } = controls;
  if (disputeUnsettled(job)) {
    return (
      <NextStep
        title="Delivered: under dispute"
        color="orange"
        actions={controls.messagingOpen && <MessageButton controls={controls} />}
      >
        <Text size="sm">
          Approve and Request changes are paused while the dispute below is open; once it is settled the job
          is approved.
        </Text>
      </NextStep>
    );
  }
  return (
    <NextStep
      title={actions.approve ? 'Review the delivered text' : 'Completed'}
      color={actions.approve ? 'teal' : 'green'}
      footer={<JobRating job={job} />}
      actions={
        <>
          {actions.approve && (
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={dialogs.approve}>
              Approve
            </Button>
          )}
          {actions.requestRevision && (
            <Button
              variant="default"
              onClick={dialogs.requestChanges}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              Request changes
            </Button>
          )}
          {actions.dispute && (
            <Button
              variant="subtle"
              color="red"
              onClick={dialogs.dispute}
              leftSection={<IconAlertTriangle size={16} aria-hidden />}
            >
              Open a dispute
            </Button>
          )}
          {controls.messagingOpen && <MessageButton controls={controls} />}
        </>
      }
    >
      {actions.approve ? (
        <Text size="sm">{reviewSummary(job, formatDate(job.reviewWindowEndsAt) ?? 'N/A')}</Text>
      ) : (
        <ReviewStatus job={job} />
      )}
    </NextStep>
  );
}

function Closed({ job }: StepProps) {
  const on = formatDate(withdrawnAt(job.timeline));
  return (
    <NextStep title="Withdrawn" color="gray">
      <Text size="sm">
        This job was withdrawn{on ? ` on ${on}` : ''}. It is closed: copywriters no longer see it and its
        quotes can no longer be accepted.
      </Text>
    </NextStep>
  );
}

export const CLIENT_STEPS: Record<ClientFace, (props: StepProps) => ReactNode> = {
  'awaiting-quotes': AwaitingQuotes,
  'choosing-quote': ChoosingQuote,
  'awaiting-payment': AwaitingPayment,
  'awaiting-copywriter': AwaitingCopywriter,
  'in-work': InWork,
  delivered: Delivered,
  closed: Closed,
};
