// A client's job, status by status (docs/product.md "The job's life").
import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconMessage from '@tabler/icons-react/dist/esm/icons/IconMessage.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatGbp, serviceLabel } from '../../../shared/domain/format.ts';
import { CLIENT_STATUS_LABELS, type JobStatus } from '../../../shared/domain/job-status.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { isMessagingOpen } from '../../../shared/domain/review-window.ts';
import type { JobDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { DueDates } from '../../components/due-dates.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatDate } from '../../lib/format.ts';
import { estimatedTimeLabel, wordCountLabel } from '../../lib/job-display.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { CompletedResult } from './completed-result.tsx';
import { refreshJobs } from './dashboard-queries.ts';
import { priceBasis, STATUS_COLORS } from './job-labels.ts';
import { clientActions } from './job-page-logic.ts';
import { MessageDialog } from './message-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';
import { payWithHoursLabel, prepaidHoursFor } from './prepaid-hours.ts';
import { QuoteOffer } from './quote-offer.tsx';
import { useJobChoices } from './use-job-choices.ts';
import { useJobPayment } from './use-job-payment.ts';

// Once paid, the card keeps showing what was agreed and with whom.
const AGREED_STATUSES: readonly JobStatus[] = ['pending', 'in_progress', 'completed'];

function StatusText({ children }: { children: string }) {
  return (
    <Paper bg="gray.0" p="sm" radius="md">
      <Text size="sm">{children}</Text>
    </Paper>
  );
}

export function JobCard({ job, collectsCard }: { job: JobDto; collectsCard: boolean }) {
  const { labels } = useSpelling();
  const queryClient = useQueryClient();
  const payment = useJobPayment(job, collectsCard);
  const hoursBalance = useCurrentUser().data?.hoursBalance ?? 0;
  const agreedPrepaidHours = prepaidHoursFor(job, hoursBalance);
  const skip = useMutation(trpc.payments.skipForTesting.mutationOptions());
  const [messaging, messageDialog] = useDisclosure(false);
  const agreedPrice = priceGbp(job);
  const quoteFrom = (quote: QuoteDto) => quote.copywriterName ?? `the ${labels.brand} team`;
  const actions = clientActions(job);
  const choices = useJobChoices(job);
  const messagingOpen = isMessagingOpen(job);

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

  const checkoutSummary = payment.checkout?.quote
    ? `You are accepting the quote from ${quoteFrom(payment.checkout.quote)} for “${job.title}” and paying for it by card.`
    : `You are paying the agreed price for “${job.title}” by card.`;

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
            {[
              `Submitted ${formatDate(job.createdAt) ?? ''}`,
              wordCountLabel(job.wordCount),
              job.writingStyle,
              estimatedTimeLabel(job.serviceType),
            ].join(' · ')}
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

        {AGREED_STATUSES.includes(job.status) && agreedPrice !== null && (
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

        {job.status === 'quote' && (
          <StatusText>
            Our copywriters are reviewing your content. You will find their quotes here shortly.
          </StatusText>
        )}

        {actions.accept && (
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {job.quotes.length === 1 ? '1 quote received' : `${job.quotes.length} quotes received`}: choose
              one to accept and pay.
            </Text>
            {job.quotes.map((quote) => (
              <QuoteOffer
                key={quote.id}
                quote={quote}
                from={quoteFrom(quote)}
                accept={{
                  busy: payment.busy && payment.checkout?.quote?.id === quote.id,
                  onAccept: () => payment.start(quote),
                  prepaidHours: prepaidHoursFor(quote, hoursBalance),
                  payingWithHours: payment.payingWithHours === quote,
                  onPayWithHours: () => void payment.payWithHours(quote),
                }}
              />
            ))}
          </Stack>
        )}

        {actions.pay && (
          <Paper bg="orange.0" p="sm" radius="md">
            <Stack gap="xs">
              <Text size="sm">
                You accepted {job.copywriterName ? `the quote from ${job.copywriterName}` : 'a quote'}
                {agreedPrice !== null ? ` for ${formatGbp(agreedPrice)}` : ''}. Work starts once it is paid.
              </Text>
              <Group gap="xs">
                <Button
                  onClick={() => payment.start(null)}
                  loading={payment.busy && !payment.checkout}
                  leftSection={<IconCreditCard size={16} aria-hidden />}
                >
                  Complete Payment
                </Button>
                {agreedPrepaidHours !== undefined && (
                  <Button
                    variant="light"
                    onClick={() => void payment.payWithHours(null)}
                    loading={payment.payingWithHours === 'agreed'}
                    leftSection={<IconClockHour4 size={16} aria-hidden />}
                  >
                    {payWithHoursLabel(agreedPrepaidHours, false)}
                  </Button>
                )}
                {/* A declined card need not tie the client to this quote (docs/product.md). */}
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
                {collectsCard && (
                  <Button variant="default" onClick={skipPayment} loading={skip.isPending}>
                    Skip Payment
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        )}

        {job.status === 'pending' && (
          <StatusText>Your job is waiting to be assigned to a copywriter.</StatusText>
        )}

        {job.status === 'in_progress' && (
          <StatusText>
            {job.revisionsRequested > 0
              ? `${job.copywriterName ?? 'Your copywriter'} is making the changes you asked for. We'll notify you when the revised text is ready.`
              : "Our copywriters are working on your content. We'll notify you when it's ready."}
          </StatusText>
        )}

        {job.status === 'withdrawn' && <StatusText>This job was withdrawn. It is closed.</StatusText>}

        {job.status === 'completed' && job.result && <CompletedResult job={job} result={job.result} />}

        {(messagingOpen || job.conversationId !== null) && (
          <Group>
            {messagingOpen && (
              <Button
                variant="default"
                leftSection={<IconMessage size={16} aria-hidden />}
                onClick={messageDialog.open}
              >
                Message Copywriter
              </Button>
            )}
            {/* The job's own conversation, once someone has written in it (docs/product.md "Chat"). */}
            {job.conversationId !== null && (
              <AnchorLink to="/chat/$id" params={{ id: String(job.conversationId) }} size="sm">
                Open conversation
              </AnchorLink>
            )}
          </Group>
        )}
      </Stack>

      {messagingOpen && (
        <MessageDialog jobId={job.id} jobTitle={job.title} opened={messaging} onClose={messageDialog.close} />
      )}
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
    </Card>
  );
}
