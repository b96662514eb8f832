// The 'My Quotes' tab: every quote the writer sent, newest first, with where it stands (docs/product.md
// "Quotes"). Read when the dashboard opens, a page at a time, apart from the route's loader so that the
// dashboard's first paint does not wait for it.
import { Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import IconCalendar from '@tabler/icons-react/dist/esm/icons/IconCalendar.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatGbp } from '../../../shared/domain/format.ts';
import { priceGbp } from '../../../shared/domain/pricing.ts';
import { QUOTE_OUTCOME_LABELS, type QuoteOutcome } from '../../../shared/domain/quote-outcome.ts';
import type { MyQuote } from '../../../shared/schemas/my-quotes.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDate } from '../../lib/format.ts';
import { countOf } from './dashboard-logic.ts';
import { myQuotesQuery } from './dashboard-queries.ts';
import { EmptyTab, Fact, JobFacts } from './job-card.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

const STATES: Record<QuoteOutcome, { color: string; text: string }> = {
  waiting: { color: 'blue', text: 'The client is still choosing between the quotes.' },
  chosen: { color: 'green', text: 'The client chose your quote.' },
  not_chosen: { color: 'gray', text: 'The client chose another writer.' },
  withdrawn: { color: 'orange', text: 'The client withdrew this job.' },
};

function QuoteCard({ quote }: { quote: MyQuote }) {
  const state = STATES[quote.state];
  const price = priceGbp(quote);
  const headingId = `quote-${quote.id}-title`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <AnchorLink to="/jobs/$id" params={{ id: String(quote.jobId) }} c="inherit" inherit>
              {quote.jobTitle}
            </AnchorLink>
          </Title>
          <Badge variant="light" color={state.color} flex="none">
            {QUOTE_OUTCOME_LABELS[quote.state]}
          </Badge>
        </Group>
        <Text size="sm">{state.text}</Text>
        <JobFacts>
          {price !== null && (
            <Fact icon={<IconReceipt size={16} aria-hidden />}>
              {quote.estimatedHours !== null
                ? `${formatGbp(price)} (${quote.estimatedHours} hours)`
                : formatGbp(price)}
            </Fact>
          )}
          <Fact icon={<IconCalendar size={16} aria-hidden />}>
            Quoted on {formatDate(quote.createdAt)}
            {quote.deliveryDate ? `, delivery by ${formatDate(quote.deliveryDate)}` : ''}
          </Fact>
        </JobFacts>
      </Stack>
    </Card>
  );
}

export function MyQuotesTab() {
  const pages = useInfiniteQuery(myQuotesQuery());
  const quotes = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          My Quotes
        </Title>
        {pages.isSuccess && (
          <Badge variant="light" size="lg" tt="none">
            {pages.hasNextPage ? `${quotes.length}+ quotes` : countOf(quotes.length, 'quote')}
          </Badge>
        )}
      </Group>
      {pages.isPending ? (
        <Center py="xl" role="status" aria-label="Loading your quotes">
          <Loader />
        </Center>
      ) : pages.isError ? (
        <EmptyTab
          title="Your quotes could not be loaded."
          text="Check your connection, then reload the page."
        />
      ) : quotes.length === 0 ? (
        <EmptyTab title="You haven't sent any quotes yet." text="Quote on available jobs to start working!" />
      ) : (
        quotes.map((quote) => <QuoteCard key={quote.id} quote={quote} />)
      )}
      <LoadMore query={pages} label="Load more quotes" />
    </Stack>
  );
}
