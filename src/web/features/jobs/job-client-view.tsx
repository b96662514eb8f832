// The job page as its client sees it: what happens next and what they can do about it (accept and pay, try
// another card or choose another quote, withdraw, request changes, approve, rate), then the quotes, the
// delivered versions and the brief. The panel on top is the part of the job's face (CLIENT_STEPS in
// job-client-steps.tsx); every action is offered only where the transition table and the review window allow it
// (job-page-logic.ts).
import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { ClientJobDialogs, useClientJobControls } from './client-job-controls.tsx';
import { refreshJobs } from './dashboard-queries.ts';
import { DisputePanel } from './dispute-panel.tsx';
import { CLIENT_STEPS } from './job-client-steps.tsx';
import { CLIENT_FACES } from './job-faces.ts';
import { BriefSection, VersionsSection } from './job-sections.tsx';
import { QuotesSection } from './quotes-section.tsx';
import '@mantine/core/styles/Stack.layer.css';

// Loaded when first opened (docs/decisions/0043).
const RevisionDialog = lazyDialog(() => import('./revision-dialog.tsx').then((m) => m.RevisionDialog));
const ConfirmDialog = lazyDialog(() => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog));
const DisputeOpenDialog = lazyDialog(() =>
  import('./dispute-open-dialog.tsx').then((m) => m.DisputeOpenDialog),
);

export function ClientJobView({ job, collectsCard }: { job: JobDetailDto; collectsCard: boolean }) {
  const queryClient = useQueryClient();
  const controls = useClientJobControls(job, collectsCard);
  const { actions, choices, writer } = controls;
  const approve = useMutation(trpc.jobs.approve.mutationOptions());
  const [revising, revisionDialog] = useDisclosure(false);
  const [withdrawing, withdrawDialog] = useDisclosure(false);
  const [approving, approveDialog] = useDisclosure(false);
  const [disputing, disputeDialog] = useDisclosure(false);
  const Step = CLIENT_STEPS[CLIENT_FACES[job.status]];

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

  // The quotes come first while the client is choosing or paying one; afterwards they are history, at the end.
  const quotesFirst = actions.accept || actions.pay;
  const quotes = (
    <QuotesSection
      job={job}
      acceptOptions={actions.accept ? controls.acceptOptions : undefined}
      messageTo={controls.messageTo}
    />
  );

  return (
    <Stack gap="lg">
      <Step
        job={job}
        controls={controls}
        dialogs={{
          withdraw: withdrawDialog.open,
          approve: approveDialog.open,
          requestChanges: revisionDialog.open,
          dispute: disputeDialog.open,
        }}
      />
      <DisputePanel job={job} viewer="client" />
      {job.conversationId !== null && (
        <AnchorLink to="/chat/$id" params={{ id: String(job.conversationId) }} size="sm">
          Open the conversation about this job
        </AnchorLink>
      )}
      {quotesFirst && quotes}
      <VersionsSection job={job} viewer="client" />
      <BriefSection job={job} viewer="client" />
      {!quotesFirst && job.quotes.length > 0 && quotes}

      <ClientJobDialogs controls={controls} />
      {actions.requestRevision && (
        <RevisionDialog job={job} opened={revising} onClose={revisionDialog.close} />
      )}
      {actions.dispute && <DisputeOpenDialog job={job} opened={disputing} onClose={disputeDialog.close} />}
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
    </Stack>
  );
}
