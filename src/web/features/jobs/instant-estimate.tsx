// The instant estimate under the text on /humanise (docs/decisions/0044-instant-estimate.md): for each service,
// a price range and the turnaround for the text's length, asked of GET /api/estimate once typing pauses.
// The server renders the box with dashes (it knows no text), and so does hydration; the figures come after,
// in the same lines, so that nothing below moves (docs/decisions/0009).
import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { SERVICE_TYPES, type ServiceType } from '../../../shared/constants.ts';
import { ESTIMATE_MAX_WORDS, estimateWords } from '../../../shared/domain/estimate.ts';
import { formatNumber, formatPence, SERVICE_LABELS } from '../../../shared/domain/format.ts';
import { wordCount } from '../../../shared/domain/text.ts';
import type { EstimateDto } from '../../../shared/schemas/estimate.ts';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

export const ESTIMATE_DEBOUNCE_MS = 400;
// The answer is the same for five minutes (Cache-Control on GET /api/estimate).
const ESTIMATE_STALE_MS = 5 * 60 * 1000;

/** A range in pence, in whole pounds when both ends are: "£75–£150", else "£7.50–£15.00". */
export function estimateRangeLabel(low: number, high: number): string {
  const whole = low % 100 === 0 && high % 100 === 0;
  const label = (pence: number) => (whole ? formatPence(pence).replace(/\.00$/, '') : formatPence(pence));
  return `${label(low)}–${label(high)}`;
}

// Plain fetch rather than the tRPC client, which the page loads only on submit; the REST answer is also
// the one browsers may cache.
async function fetchEstimate(words: number, serviceType: ServiceType): Promise<EstimateDto> {
  const response = await fetch(`/api/estimate?words=${words}&serviceType=${serviceType}`);
  if (!response.ok) throw new Error(`The estimate answered ${response.status}`);
  return (await response.json()) as EstimateDto;
}

export function InstantEstimate({
  text,
  hydrated,
  chosen,
}: {
  text: string;
  hydrated: boolean;
  chosen: string;
}) {
  const [settled] = useDebouncedValue(text, ESTIMATE_DEBOUNCE_MS);
  const words = hydrated ? Math.min(wordCount(settled), ESTIMATE_MAX_WORDS) : 0;
  const bucket = words > 0 ? estimateWords(words) : 0;
  const answers = useQueries({
    queries: SERVICE_TYPES.map((serviceType) => ({
      queryKey: ['estimate', bucket, serviceType],
      queryFn: () => fetchEstimate(bucket, serviceType),
      enabled: bucket > 0,
      staleTime: ESTIMATE_STALE_MS,
      placeholderData: keepPreviousData,
    })),
  });
  return (
    <Box
      component="section"
      aria-labelledby="instant-estimate-heading"
      data-testid="instant-estimate"
      p="sm"
      bd="1px solid var(--mantine-color-gray-3)"
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id="instant-estimate-heading" fw={600} size="sm">
          Instant estimate
        </Text>
        <Text size="xs" c="dimmed">
          {/* The words are rounded up to the next hundred (docs/decisions/0044): "about 100" beside a count
              of 6 read as a contradiction. */}
          {bucket > 0 ? `For up to ${formatNumber(bucket)} words` : 'Type or paste your text to see one'}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} mt={6} aria-live="polite">
        {SERVICE_TYPES.map((serviceType, i) => {
          const answer = bucket > 0 ? answers[i]?.data : undefined;
          return (
            <Box key={serviceType} data-service={serviceType}>
              <Text size="sm" fw={chosen === serviceType ? 700 : 500}>
                {SERVICE_LABELS[serviceType]}:{' '}
                <span data-estimate-range>{answer ? estimateRangeLabel(answer.low, answer.high) : '—'}</span>
              </Text>
              <Text size="xs" c="dimmed">
                Turnaround: <span data-estimate-turnaround>{answer ? answer.turnaround : '—'}</span>
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        An estimate, not a quote: it binds no one.
      </Text>
    </Box>
  );
}
