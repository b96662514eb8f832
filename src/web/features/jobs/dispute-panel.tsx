// The dispute of a delivery, as its client, its copywriter and an admin read it (docs/product.md "The job
// page, review and revisions"): what was asked and why, the writer's answer, whose turn it is and by when,
// and how it ended. The client's and the copywriter's next steps sit in the panel.
import { Blockquote, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { DisputeDto } from '../../../shared/schemas/disputes.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { trpc } from '../../trpc.ts';
import { disputeTurn, shareLabel } from './dispute-logic.ts';
import { DisputeRespondForm } from './dispute-respond-form.tsx';
import { NextStep, type Viewer } from './job-sections.tsx';
import { useDisputeStep } from './use-dispute-step.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

const TITLES: Record<DisputeDto['status'], string> = {
  open: 'Dispute opened',
  offered: 'The copywriter offered a refund',
  escalated: 'Dispute: waiting for an admin',
  resolved: 'Dispute settled',
};

const COLOURS: Record<DisputeDto['status'], string> = {
  open: 'orange',
  offered: 'orange',
  escalated: 'red',
  resolved: 'gray',
};

function Quote({ cite, children }: { cite: string; children: string }) {
  return (
    <Blockquote p="sm" mt={4} cite={`— ${cite}`} styles={{ root: { whiteSpace: 'pre-wrap' } }}>
      {children}
    </Blockquote>
  );
}

/** Whose turn it is, by when, and what happens if they let it pass. */
function Turn({ dispute, viewer }: { dispute: DisputeDto; viewer: Viewer }) {
  const turn = disputeTurn(dispute);
  const by = formatDateTime(dispute.respondBy) ?? formatDate(dispute.respondBy);
  if (turn === 'admin') {
    return (
      <Text size="sm">An admin is reading both sides and every version, and will decide the refund.</Text>
    );
  }
  if (turn === null) return null;
  const who =
    turn === viewer
      ? 'Please answer'
      : turn === 'client'
        ? 'The client should answer'
        : 'The copywriter should answer';
  return (
    <Text size="sm" fw={500}>
      {who} by {by}. Without an answer by then, an admin will decide.
    </Text>
  );
}

function Outcome({ job, dispute }: { job: JobDetailDto; dispute: DisputeDto }) {
  const { resolution } = dispute;
  if (!resolution) return null;
  const how = resolution.by === 'agreement' ? 'by agreement' : 'by an admin';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Settled {how} on {formatDate(resolution.at)}: {shareLabel(job, resolution.refundPercent)} refunded to
        the client; the copywriter earns on the rest.
      </Text>
      {resolution.by === 'admin' && <Quote cite="The admin's note">{resolution.note}</Quote>}
    </Stack>
  );
}

function ClientOfferButtons({ job }: { job: JobDetailDto }) {
  const accept = useMutation(trpc.disputes.acceptOffer.mutationOptions());
  const escalate = useMutation(trpc.disputes.escalate.mutationOptions());
  const step = useDisputeStep(job.id);
  const busy = accept.isPending || escalate.isPending;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        loading={accept.isPending}
        disabled={busy}
        onClick={() =>
          void step(() => accept.mutateAsync({ id: job.id }), {
            title: 'Offer accepted',
            description: 'The dispute is settled and your refund is on its way.',
          })
        }
      >
        Accept the offer
      </Button>
      <Button
        variant="default"
        loading={escalate.isPending}
        disabled={busy}
        onClick={() =>
          void step(() => escalate.mutateAsync({ id: job.id }), {
            title: 'Sent to an admin',
            description: 'An admin will read both sides and decide.',
          })
        }
      >
        Ask an admin to decide
      </Button>
    </Group>
  );
}

export function DisputePanel({ job, viewer }: { job: JobDetailDto; viewer: Viewer }) {
  const { dispute } = job;
  if (!dispute) return null;
  const client = viewer === 'client' ? 'You' : 'The client';
  const writer = viewer === 'copywriter' ? 'You' : (job.copywriterName ?? 'The copywriter');
  return (
    <NextStep label="Dispute" title={TITLES[dispute.status]} color={COLOURS[dispute.status]}>
      <Stack gap="sm">
        <div>
          <Text size="sm">
            {client} asked for {shareLabel(job, dispute.refundPercent)} of the price back:
          </Text>
          <Quote cite={viewer === 'client' ? 'Your reason' : "The client's reason"}>{dispute.reason}</Quote>
        </div>
        {dispute.writerMessage !== null && (
          <div>
            <Text size="sm">
              {dispute.offerPercent !== null
                ? `${writer} offered ${shareLabel(job, dispute.offerPercent)} instead:`
                : `${writer} answered:`}
            </Text>
            <Quote cite={viewer === 'copywriter' ? 'Your message' : "The copywriter's message"}>
              {dispute.writerMessage}
            </Quote>
          </div>
        )}
        <Turn dispute={dispute} viewer={viewer} />
        <Outcome job={job} dispute={dispute} />
        {dispute.status !== 'resolved' && viewer !== 'admin' && (
          <Text size="sm" c="dimmed">
            While the dispute is open the text cannot be approved or sent back for changes.
          </Text>
        )}
        {viewer === 'copywriter' && dispute.status === 'open' && (
          <DisputeRespondForm job={job} asked={dispute.refundPercent} />
        )}
        {viewer === 'client' && dispute.status === 'offered' && <ClientOfferButtons job={job} />}
      </Stack>
    </NextStep>
  );
}
