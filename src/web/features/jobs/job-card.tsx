// A client's job on their dashboard (docs/product.md "The job's life"): the same frame for every job, then the
// part its status shows, chosen by CLIENT_FACES (job-faces.ts); each part offers only what the transition
// table and the review window allow (clientActions), through the controls the job page shares.
import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatGbp, serviceLabel } from '../../../shared/domain/format.ts';
import { CLIENT_STATUS_LABELS } from '../../../shared/domain/job-status.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { DueDates } from '../../components/due-dates.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { ShownDate } from '../../components/shown-date.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { estimatedTimeLabel, wordCountLabel } from '../../lib/job-display.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import {
  type ClientJobControls,
  ClientJobDialogs,
  MessageButton,
  PaymentButtons,
  useClientJobControls,
} from './client-job-controls.tsx';
import { CompletedResult } from './completed-result.tsx';
import { refreshJobs } from './dashboard-queries.ts';
import { CLIENT_FACES, type ClientFace, isPaid } from './job-faces.ts';
import { priceBasis, STATUS_COLORS } from './job-labels.ts';
import { QuoteOffer } from './quote-offer.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

interface PartProps {
  job: JobDto;
  controls: ClientJobControls;
  collectsCard: boolean;
}

function StatusText({ children }: { children: string }) {
  return (
    <Paper bg="gray.0" p="sm" radius="md">
      <Text size="sm">{children}</Text>
    </Paper>
  );
}

function QuotesToAccept({ job, controls }: PartProps) {
  if (!controls.actions.accept) return null;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {job.quotes.length === 1 ? '1 quote received' : `${job.quotes.length} quotes received`}: choose one to
        accept and pay.
      </Text>
      {job.quotes.map((quote) => (
        <QuoteOffer
          key={quote.id}
          quote={quote}
          from={controls.quoteFrom(quote)}
          accept={controls.acceptOptions(quote)}
          onMessage={controls.messageTo(quote)}
        />
      ))}
    </Stack>
  );
}

function PaymentDue({ job, controls, collectsCard }: PartProps) {
  const queryClient = useQueryClient();
  const skip = useMutation(trpc.payments.skipForTesting.mutationOptions());
  if (!controls.actions.pay) return null;

  const skipPayment = async () => {
    try {
      await skip.mutateAsync({ jobId: job.id });
    } catch (error) {
      toast({
        title: 'Payment Failed',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
    }
    await refreshJobs(queryClient);
  };

  return (
    <Paper bg="orange.0" p="sm" radius="md">
      <Stack gap="xs">
        <Text size="sm">
          You accepted {job.copywriterName ? `the quote from ${job.copywriterName}` : 'a quote'}
          {controls.agreedPrice !== null ? ` for ${formatGbp(controls.agreedPrice)}` : ''}. Work starts once
          it is paid.
        </Text>
        <Group gap="xs">
          <PaymentButtons controls={controls} />
          {collectsCard && (
            <Button variant="default" onClick={skipPayment} loading={skip.isPending}>
              Skip Payment
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function InWork({ job }: PartProps) {
  return (
    <StatusText>
      {job.revisionsRequested > 0
        ? `${job.copywriterName ?? 'Your copywriter'} is making the changes you asked for. We'll notify you when the revised text is ready.`
        : "Our copywriters are working on your content. We'll notify you when it's ready."}
    </StatusText>
  );
}

const PARTS: Record<ClientFace, (props: PartProps) => ReactNode> = {
  'awaiting-quotes': () => (
    <StatusText>
      Our copywriters are reviewing your content. You will find their quotes here shortly.
    </StatusText>
  ),
  'choosing-quote': QuotesToAccept,
  'awaiting-payment': PaymentDue,
  'awaiting-copywriter': () => <StatusText>Your job is waiting to be assigned to a copywriter.</StatusText>,
  'in-work': InWork,
  delivered: ({ job }) => job.result && <CompletedResult job={job} result={job.result} />,
  closed: () => <StatusText>This job was withdrawn. It is closed.</StatusText>,
};

export function JobCard({ job, collectsCard }: { job: JobDto; collectsCard: boolean }) {
  const controls = useClientJobControls(job, collectsCard);
  const { agreedPrice, messagingOpen } = controls;
  const Part = PARTS[CLIENT_FACES[job.status]];

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`job-${job.id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {/* The title leads to the job page: the whole text, every quote, the versions and the timeline. */}
          <Title order={3} size="h4" id={`job-${job.id}-title`} style={{ overflowWrap: 'anywhere' }}>
            <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} c="inherit" inherit>
              {job.title}
            </AnchorLink>
          </Title>
          <Badge color={STATUS_COLORS[job.status]} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {CLIENT_STATUS_LABELS[job.status]}
          </Badge>
        </Group>
        <Group gap={6} wrap="wrap">
          <Badge variant="outline" color="gray" radius="sm">
            {serviceLabel(job.serviceType)}
          </Badge>
          <Text size="sm" c="dimmed">
            {/* The dashboard may be rendered by the server, which knows no reader's zone (docs/decisions/0013). */}
            Submitted <ShownDate value={job.createdAt} />
            {['', wordCountLabel(job.wordCount), job.writingStyle, estimatedTimeLabel(job.serviceType)].join(
              ' · ',
            )}
          </Text>
          <AnchorLink
            to="/jobs/$id"
            params={{ id: String(job.id) }}
            size="sm"
            fw={600}
            aria-describedby={`job-${job.id}-title`}
          >
            View job
          </AnchorLink>
        </Group>
        <DueDates job={job} />
        {/* A preview: paragraph breaks would leave the three clamped lines mostly empty. */}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {job.content.replace(/\s+/g, ' ')}
        </Text>

        {/* Once paid, the card keeps showing what was agreed and with whom. */}
        {isPaid(job.status) && agreedPrice !== null && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Agreed price:
            </Text>{' '}
            {formatGbp(agreedPrice)} ({priceBasis(job)?.toLowerCase()})
            {job.copywriterName && (
              <>
                {' · '}
                <Text span c="dimmed" size="sm">
                  Copywriter:
                </Text>{' '}
                {job.copywriterName}
              </>
            )}
          </Text>
        )}

        <Part job={job} controls={controls} collectsCard={collectsCard} />

        {(messagingOpen || job.conversationId !== null) && (
          <Group>
            {messagingOpen && controls.messagesOneWriter && <MessageButton controls={controls} />}
            {/* The job's own conversation, once someone has written in it (docs/product.md "Chat"). */}
            {job.conversationId !== null && (
              <AnchorLink to="/chat/$id" params={{ id: String(job.conversationId) }} size="sm">
                Open conversation
              </AnchorLink>
            )}
          </Group>
        )}
      </Stack>
      <ClientJobDialogs controls={controls} />
    </Card>
  );
}
