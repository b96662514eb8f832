// One quote as the client (and the admin) reads it: who sent it and their record, the price and how it comes
// about, the message, and the ways to accept it where the job's transitions allow.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import IconClockHour4 from '@tabler/icons-react/dist/esm/icons/IconClockHour4.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconMessage from '@tabler/icons-react/dist/esm/icons/IconMessage.mjs';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import { formatGbp, formatHours } from '../../../shared/domain/format.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { NOT_RATED_YET, writerRatingFigure } from '../../../shared/domain/writer-rating.ts';
import type { QuoteDto } from '../../../shared/schemas/jobs.ts';
import { AnchorLink } from '../../components/router-links.tsx';
import { ShownDate } from '../../components/shown-date.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { acceptAndPayLabel, priceBasis } from './job-labels.ts';
import { payWithHoursLabel } from './prepaid-hours.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

/** "4.8 average rating · 12 completed jobs", or "New copywriter" before any of either. */
export function writerRecordLabel(quote: Pick<QuoteDto, 'copywriterRating' | 'copywriterCompletedJobs'>) {
  const jobs = quote.copywriterCompletedJobs;
  const completed = `${jobs} completed ${jobs === 1 ? 'job' : 'jobs'}`;
  const figure = writerRatingFigure(quote.copywriterRating);
  if (figure === null) return jobs === 0 ? 'New copywriter' : `${NOT_RATED_YET} · ${completed}`;
  return `${figure} average rating · ${completed}`;
}

export interface AcceptOptions {
  busy: boolean;
  onAccept: () => void;
  /** The hours this quote would take from the balance, when the balance covers it. */
  prepaidHours: number | undefined;
  payingWithHours: boolean;
  onPayWithHours: () => void;
}

export function QuoteOffer({
  quote,
  from,
  accept,
  accepted = false,
  linkWriter = true,
  onMessage,
}: {
  quote: QuoteDto;
  from: string;
  /** The accept buttons, only where the job can still take a quote. */
  accept?: AcceptOptions;
  /** The quote whose terms the job took. */
  accepted?: boolean;
  /** Whether the writer's name links to their profile (not on the writer's own quote). */
  linkWriter?: boolean;
  /** Opens a message to this quote's writer, in the thread the client has with them alone. */
  onMessage?: (() => void) | undefined;
}) {
  const price = quote.price ?? priceGbp(quote);
  const { language } = useSpelling();
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Quote from ${from}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Group gap="xs" wrap="wrap">
              <Text fw={700}>
                Quote from{' '}
                {/* A writer's name leads to their profile, where the client reads their reviews. */}
                {quote.copywriterId === null || !linkWriter ? (
                  from
                ) : (
                  <AnchorLink to="/copywriters/$id" params={{ id: String(quote.copywriterId) }} inherit>
                    {from}
                  </AnchorLink>
                )}
              </Text>
              {accepted && (
                <Badge color="green" variant="light" size="sm">
                  Accepted
                </Badge>
              )}
            </Group>
            {/* The house quote has no copywriter, so no record to show. */}
            {quote.copywriterId !== null && (
              <Group gap={4} wrap="nowrap">
                <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden />
                <Text size="sm" c="dimmed">
                  {writerRecordLabel(quote)}
                </Text>
              </Group>
            )}
          </div>
          {price !== null && (
            <Text fw={700} size="lg">
              {formatGbp(price)}
            </Text>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          {quote.estimatedHours !== null && (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Estimated hours:
              </Text>{' '}
              {formatHours(quote.estimatedHours)}
            </Text>
          )}
          {quote.fixedPrice !== null && (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Fixed price:
              </Text>{' '}
              {formatGbp(quote.fixedPrice)}
            </Text>
          )}
          {quote.fixedPrice === null && priceBasis(quote) && (
            <Text size="sm" c="dimmed">
              {priceBasis(quote)}
            </Text>
          )}
          {quote.deliveryDate && (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Delivery by:
              </Text>{' '}
              <ShownDate value={quote.deliveryDate} language={language} />
            </Text>
          )}
        </Group>
        {quote.quoteMessage && (
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{quote.quoteMessage}”
          </Text>
        )}
        {(accept || onMessage) && (
          <Group justify="flex-end" gap="xs">
            {onMessage && (
              <Button
                variant="default"
                onClick={onMessage}
                leftSection={<IconMessage size={16} aria-hidden />}
                aria-label={`Message ${from}`}
              >
                Message
              </Button>
            )}
            {accept?.prepaidHours !== undefined && (
              <Button
                variant="light"
                onClick={accept.onPayWithHours}
                loading={accept.payingWithHours}
                leftSection={<IconClockHour4 size={16} aria-hidden />}
              >
                {payWithHoursLabel(accept.prepaidHours, true)}
              </Button>
            )}
            {accept && (
              <Button
                onClick={accept.onAccept}
                loading={accept.busy}
                leftSection={<IconCreditCard size={16} aria-hidden />}
              >
                {acceptAndPayLabel(quote)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
