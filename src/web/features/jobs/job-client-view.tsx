// The job page as its client sees it: what happens next and what they can do about it (accept and pay, try
// another card or choose another quote, withdraw, request changes, approve, rate), then the quotes, the
// delivered versions and the brief. Every action is offered only where the transition table and the review
// window allow it (job-page-logic.ts).
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconMessage from '@tabler/icons-react/dist/esm/icons/IconMessage.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatGbp } from '../../../shared/domain/format.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { isMessagingOpen, MAX_REVISIONS } from '../../../shared/domain/review-window.ts';
import type { JobDetailDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { refreshJobs } from './dashboard-queries.ts';
import { clientActions, lastPaymentFailed, reviewSummary } from './job-page-logic.ts';
import { JobRating } from './job-rating.tsx';
import { BriefSection, NextStep, QuotesSection, VersionsSection } from './job-sections.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { payWithHoursLabel, prepaidHoursFor } from './prepaid-hours.ts';
import { RevisionDialog } from './revision-dialog.tsx';
import { useJobChoices } from './use-job-choices.ts';
import { useJobPayment } from './use-job-payment.ts';

function stepDate(job: JobDetailDto, kind: JobDetailDto['timeline'][number]['kind']) {
  const step = job.timeline.findLast((entry) => entry.kind === kind);
  return step ? { on: formatDate(step.at), by: step.actor } : undefined;
}

function ReviewStatus({ job }: { job: JobDetailDto }) {
  if (job.approvedAt) {
    const approval = stepDate(job, 'approved');
    return (
      <Text size="sm">
        {approval && approval.by === null
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

export function ClientJobView({ job, collectsCard }: { job: JobDetailDto; collectsCard: boolean }) {
  const { labels } = useSpelling();
  const queryClient = useQueryClient();
  const actions = clientActions(job);
  const payment = useJobPayment(job, collectsCard);
  const choices = useJobChoices(job);
  const hoursBalance = useCurrentUser().data?.hoursBalance ?? 0;
  const approve = useMutation(trpc.jobs.approve.mutationOptions());
  const [revising, revisionDialog] = useDisclosure(false);
  const [withdrawing, withdrawDialog] = useDisclosure(false);
  const [approving, approveDialog] = useDisclosure(false);
  const [messaging, messageDialog] = useDisclosure(false);
  const agreedPrice = priceGbp(job);
  const agreedPrepaidHours = prepaidHoursFor(job, hoursBalance);
  const writer = job.copywriterName ?? `the ${labels.brand} team`;
  const quoteFrom = (quote: QuoteDto) => quote.copywriterName ?? `the ${labels.brand} team`;
  const declined = actions.pay && lastPaymentFailed(job.timeline);
  const messagingOpen = isMessagingOpen(job);

  const approveDelivery = async () => {
    try {
      const detail = await approve.mutateAsync({ id: job.id });
      queryClient.setQueryData(trpc.jobs.byId.queryKey({ id: job.id }), detail);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      await refreshJobs(queryClient);
      return;
    }
    approveDialog.close();
    toast({ title: 'Text approved', description: `Thank you: ${writer} has been told.` });
    await refreshJobs(queryClient);
  };

  const withdrawButton = actions.withdraw && (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconX size={16} aria-hidden />}
      onClick={withdrawDialog.open}
    >
      Withdraw job
    </Button>
  );
  const messageButton = messagingOpen && (
    <Button
      variant="default"
      leftSection={<IconMessage size={16} aria-hidden />}
      onClick={messageDialog.open}
    >
      Message Copywriter
    </Button>
  );

  let next: ReactNode;
  switch (job.status) {
    case 'quote':
      next = (
        <NextStep title="Waiting for quotes" color="gray" actions={withdrawButton}>
          <Text size="sm">
            Our copywriters are reviewing your content. You will find their quotes here shortly, and we will
            notify you of each one.
          </Text>
        </NextStep>
      );
      break;
    case 'offer_made':
      next = (
        <NextStep
          title="Choose a quote"
          color="indigo"
          actions={
            <>
              {messageButton}
              {withdrawButton}
            </>
          }
        >
          <Text size="sm">
            {job.quotes.length === 1 ? '1 quote received' : `${job.quotes.length} quotes received`}: compare
            them below, then accept one and pay. Work starts once it is paid.
          </Text>
        </NextStep>
      );
      break;
    case 'unpaid':
      next = (
        <NextStep
          title={declined ? 'Your card was declined' : 'Waiting for payment'}
          color={declined ? 'red' : 'orange'}
          actions={
            <>
              {actions.pay && (
                <Button
                  onClick={() => payment.start(null)}
                  loading={payment.busy && !payment.checkout}
                  leftSection={<IconCreditCard size={16} aria-hidden />}
                >
                  {declined ? 'Try another card' : 'Complete Payment'}
                </Button>
              )}
              {actions.pay && agreedPrepaidHours !== undefined && (
                <Button
                  variant="light"
                  onClick={() => void payment.payWithHours(null)}
                  loading={payment.payingWithHours === 'agreed'}
                  leftSection={<IconClockHour4 size={16} aria-hidden />}
                >
                  {payWithHoursLabel(agreedPrepaidHours, false)}
                </Button>
              )}
              {actions.changeQuote && (
                <Button
                  variant="default"
                  onClick={() => void choices.chooseAnotherQuote()}
                  loading={choices.changingQuote}
                  leftSection={<IconArrowBackUp size={16} aria-hidden />}
                >
                  Choose another quote
                </Button>
              )}
              {withdrawButton}
            </>
          }
        >
          <Text size="sm">
            You accepted the quote from {writer}
            {agreedPrice !== null ? ` for ${formatGbp(agreedPrice)}` : ''}.{' '}
            {declined
              ? 'Try another card, or go back to the quotes and choose another one.'
              : 'Work starts once it is paid.'}
          </Text>
        </NextStep>
      );
      break;
    case 'pending':
      next = (
        <NextStep title="Paid: waiting for a copywriter" color="yellow">
          <Text size="sm">Your job is waiting to be assigned to a copywriter.</Text>
        </NextStep>
      );
      break;
    case 'in_progress':
      next = (
        <NextStep
          title={job.revisionsRequested > 0 ? 'Revision under way' : 'Work in progress'}
          color="blue"
          actions={messageButton}
        >
          <Text size="sm">
            {job.revisionsRequested > 0
              ? `${writer} is making the changes you asked for (revision ${job.revisionsRequested} of ${MAX_REVISIONS}). We'll notify you when the revised text is ready.`
              : "Our copywriters are working on your content. We'll notify you when it's ready."}
          </Text>
        </NextStep>
      );
      break;
    case 'completed':
      next = (
        <NextStep
          title={actions.approve ? 'Review the delivered text' : 'Completed'}
          color={actions.approve ? 'teal' : 'green'}
          footer={<JobRating job={job} />}
          actions={
            <>
              {actions.approve && (
                <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={approveDialog.open}>
                  Approve
                </Button>
              )}
              {actions.requestRevision && (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={revisionDialog.open}
                >
                  Request changes
                </Button>
              )}
              {messageButton}
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
      break;
    case 'withdrawn': {
      const withdrawal = stepDate(job, 'withdrawn');
      next = (
        <NextStep title="Withdrawn" color="gray">
          <Text size="sm">
            This job was withdrawn{withdrawal?.on ? ` on ${withdrawal.on}` : ''}. It is closed: copywriters no
            longer see it and its quotes can no longer be accepted.
          </Text>
        </NextStep>
      );
      break;
    }
  }

  const checkoutSummary = payment.checkout?.quote
    ? `You are accepting the quote from ${quoteFrom(payment.checkout.quote)} for “${job.title}” and paying for it by card.`
    : `You are paying the agreed price for “${job.title}” by card.`;
  const quotesFirst = actions.accept || actions.pay;

  const quotes = (
    <QuotesSection
      job={job}
      acceptOptions={
        actions.accept
          ? (quote) => ({
              busy: payment.busy && payment.checkout?.quote?.id === quote.id,
              onAccept: () => payment.start(quote),
              prepaidHours: prepaidHoursFor(quote, hoursBalance),
              payingWithHours: payment.payingWithHours === quote,
              onPayWithHours: () => void payment.payWithHours(quote),
            })
          : undefined
      }
    />
  );

  return (
    <Stack gap="lg">
      {next}
      {job.conversationId !== null && (
        <AnchorLink to="/chat/$id" params={{ id: String(job.conversationId) }} size="sm">
          Open the conversation about this job
        </AnchorLink>
      )}
      {quotesFirst && quotes}
      <VersionsSection job={job} viewer="client" />
      <BriefSection job={job} viewer="client" />
      {!quotesFirst && job.quotes.length > 0 && quotes}

      {payment.checkout && (
        <PaymentDialog
          opened
          priceGbp={payment.checkout.priceGbp}
          summary={checkoutSummary}
          busy={payment.busy}
          onClose={payment.close}
          onPay={payment.payWithCard}
        />
      )}
      {actions.requestRevision && (
        <RevisionDialog job={job} opened={revising} onClose={revisionDialog.close} />
      )}
      <ConfirmDialog
        opened={withdrawing && actions.withdraw}
        title="Withdraw this job?"
        confirmLabel="Withdraw job"
        color="red"
        busy={choices.withdrawing}
        onClose={withdrawDialog.close}
        onConfirm={async () => {
          if (await choices.withdrawJob()) withdrawDialog.close();
        }}
      >
        “{job.title}” will be closed for good: copywriters will no longer see it, and its quotes can no longer
        be accepted. Nothing has been paid, so nothing is charged.
      </ConfirmDialog>
      <ConfirmDialog
        opened={approving && actions.approve}
        title="Approve the text?"
        confirmLabel="Approve"
        busy={approve.isPending}
        onClose={approveDialog.close}
        onConfirm={() => void approveDelivery()}
      >
        Approving closes the review: you will no longer be able to ask {writer} for changes.
      </ConfirmDialog>
      {messagingOpen && (
        <MessageDialog jobId={job.id} jobTitle={job.title} opened={messaging} onClose={messageDialog.close} />
      )}
    </Stack>
  );
}
