// The admin's Disputes tab (docs/product.md "The job page, review and revisions"): every escalated dispute,
// the longest-waiting first, with both sides' words and a form to settle it. The deliveries, with the
// changes marked, and the timeline are on the job page, which the title links to.
import { Blockquote, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatPence } from '../../../shared/domain/format.ts';
import type { AdminDisputeDto } from '../../../shared/schemas/disputes.ts';
import { ListStates } from '../../components/list-states.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { escalatedDisputesQuery } from './disputes-queries.ts';
import { refundOf, SettleDisputeForm } from './settle-dispute-form.tsx';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

function paidLabel(dispute: AdminDisputeDto): string {
  return dispute.paidHours !== null
    ? `${dispute.paidHours} prepaid hours`
    : `${formatPence(dispute.paidPence)} by card`;
}

function Said({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Blockquote p="sm" mt={4} styles={{ root: { whiteSpace: 'pre-wrap' } }}>
        {children}
      </Blockquote>
    </div>
  );
}

function DisputeCard({ dispute }: { dispute: AdminDisputeDto }) {
  const client = dispute.clientName ?? 'The client';
  const writer = dispute.copywriterName ?? 'The copywriter';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-label={dispute.jobTitle}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            <AnchorLink to="/jobs/$id" params={{ id: String(dispute.jobId) }} inherit>
              {dispute.jobTitle}
            </AnchorLink>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Client {client} · Copywriter {writer} · Paid {paidLabel(dispute)} · Escalated{' '}
            {formatDateTime(dispute.escalatedAt)}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Said
            label={`${client} asks for ${dispute.refundPercent}% back (${refundOf(dispute, dispute.refundPercent)})`}
          >
            {dispute.reason}
          </Said>
          {dispute.writerMessage !== null ? (
            <Said
              label={
                dispute.offerPercent !== null
                  ? `${writer} offered ${dispute.offerPercent}% (${refundOf(dispute, dispute.offerPercent)})`
                  : `${writer} contested`
              }
            >
              {dispute.writerMessage}
            </Said>
          ) : (
            <Text size="sm" c="dimmed">
              {writer} did not answer in time.
            </Text>
          )}
        </SimpleGrid>
        <Text size="sm">
          Read the brief and every delivered version, with the changes marked, on{' '}
          <AnchorLink to="/jobs/$id" params={{ id: String(dispute.jobId) }} size="sm">
            the job page
          </AnchorLink>
          .
        </Text>
        <SettleDisputeForm dispute={dispute} />
      </Stack>
    </Paper>
  );
}

export function AdminDisputesTab() {
  const disputes = useInfiniteQuery(escalatedDisputesQuery());
  const items = disputes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={620}>
        Disputes the client and the copywriter could not settle between them, the longest-waiting first. The
        refund is a share of what the client paid; the writer earns on the rest and the job is approved.
      </Text>
      <ListStates
        query={disputes}
        count={items.length}
        loadingLabel="Loading the disputes"
        failure="The disputes could not be loaded."
        empty="No disputes waiting for you"
      >
        <Stack gap="md">
          {items.map((dispute) => (
            <DisputeCard key={dispute.jobId} dispute={dispute} />
          ))}
        </Stack>
      </ListStates>
      <LoadMore query={disputes} label="Load more disputes" />
    </Stack>
  );
}
