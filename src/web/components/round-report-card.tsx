// What a delivered round changed, before → after (docs/decisions/0045): on the job page for each round that has
// a report, and in the delivery form as "your changes so far".

import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatNumber } from '../../shared/domain/format.ts';
import type { RoundReport } from '../../shared/domain/round-report.ts';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

const number = (value: number) => formatNumber(value, 1);
// The phrase list is kept with plain apostrophes for matching (ai-phrases.ts); on the screen, inside curly
// quotes, an apostrophe is curly too.
const typographic = (phrase: string) => phrase.replace(/'/g, '’');

function Figure({ label, before, after }: { label: string; before: string; after: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {before} → {after}
      </Text>
    </div>
  );
}

export function RoundReportCard({ report, title }: { report: RoundReport; title: string }) {
  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={title}>
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        <Figure label="Words" before={number(report.wordsBefore)} after={number(report.wordsAfter)} />
        <div>
          <Text size="xs" c="dimmed">
            Words changed
          </Text>
          <Text size="sm" fw={500}>
            {number(report.changedPercent)}%
          </Text>
        </div>
        <Figure
          label="Reading ease"
          before={number(report.readability.before)}
          after={number(report.readability.after)}
        />
        <Figure
          label="Grade level"
          before={number(report.gradeLevel.before)}
          after={number(report.gradeLevel.after)}
        />
        <Figure
          label="Words per sentence"
          before={number(report.sentenceLength.before)}
          after={number(report.sentenceLength.after)}
        />
        <div>
          <Text size="xs" c="dimmed">
            AI phrases removed
          </Text>
          <Text size="sm" fw={500}>
            {report.aiPhrasesRemoved.length === 0
              ? 'None'
              : report.aiPhrasesRemoved.map((phrase) => `“${typographic(phrase)}”`).join(', ')}
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
