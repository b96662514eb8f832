// The quotes on the job page, as every viewer who may see them sees them: the client's with the accept buttons
// and a 'Message' to each writer while they choose.
import { Badge, Stack, Text } from '@mantine/core';
import type { JobDetailDto, QuoteDto } from '../../../shared/schemas/jobs.ts';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { isAcceptedQuote } from './job-page-logic.ts';
import { Section } from './job-sections.tsx';
import { type AcceptOptions, QuoteOffer } from './quote-offer.tsx';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Stack.layer.css';

/** Every quote the viewer may see, with the accept buttons where the job can still take one. */
export function QuotesSection({
  job,
  acceptOptions,
  messageTo,
}: {
  job: JobDetailDto;
  /** Present where the client may accept a quote now. */
  acceptOptions?: (quote: QuoteDto) => AcceptOptions;
  /** A quote's 'Message' to its writer, where the viewer may write to them. */
  messageTo?: (quote: QuoteDto) => (() => void) | undefined;
}) {
  const { labels } = useSpelling();
  return (
    <Section
      title="Quotes"
      aside={
        <Badge variant="light" color="gray" aria-label={`${job.quotes.length} quotes`}>
          {job.quotes.length}
        </Badge>
      }
    >
      {job.quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No quotes yet. Copywriters quote within a few hours; you will be notified of each one.
        </Text>
      ) : (
        <Stack gap="sm">
          {job.quotes.map((quote) => (
            <QuoteOffer
              key={quote.id}
              quote={quote}
              from={quote.copywriterName ?? `the ${labels.brand} team`}
              accept={acceptOptions?.(quote)}
              onMessage={messageTo?.(quote)}
              accepted={isAcceptedQuote(job, quote)}
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
