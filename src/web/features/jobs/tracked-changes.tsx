// The delivered text beside the client's AI draft, with the changes marked word by word.
import { Box, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { type DiffSegment, diffWords, type WordDiff } from '../../../shared/domain/word-diff.ts';
import longText from '../../components/long-text.module.css';
import { LongText } from '../../components/long-text.tsx';
import { wordCountLabel } from '../../lib/job-display.ts';
import { segmentParagraphs } from './segment-paragraphs.ts';
import classes from './tracked-changes.module.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

// The whitespace before a change stays unmarked, so a struck-through word does not strike the space too.
// A replacement that starts the text or a line has no whitespace of its own before its inserted words; a
// space keeps "option" and "Running" from reading as one word "optionRunning".
function Segment({ segment, previous }: { segment: DiffSegment; previous: DiffSegment | undefined }) {
  if (segment.kind === 'equal') return segment.text;
  const lead = /^\s*/.exec(segment.text)?.[0] ?? '';
  const words = segment.text.slice(lead.length);
  const glued =
    segment.kind === 'insert' &&
    previous?.kind === 'delete' &&
    lead === '' &&
    /[\p{L}\p{N}]$/u.test(previous.text) &&
    /^[\p{L}\p{N}]/u.test(words);
  return (
    <>
      {glued ? ' ' : lead}
      {segment.kind === 'delete' ? (
        <del className={classes.deleted}>{words}</del>
      ) : (
        <ins className={classes.inserted}>{words}</ins>
      )}
    </>
  );
}

// Computed after the spinner has painted, and only for texts that are shown.
function useWordDiff(before: string, after: string): WordDiff | null {
  const [diff, setDiff] = useState<{ before: string; after: string; diff: WordDiff } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDiff({ before, after, diff: diffWords(before, after) }), 0);
    return () => clearTimeout(timer);
  }, [before, after]);
  // A diff of texts no longer shown (another round was picked) is not shown for the new ones.
  return diff && diff.before === before && diff.after === after ? diff.diff : null;
}

function Comparing() {
  return (
    <Center py="xl" role="status" aria-label="Comparing the texts">
      <Loader />
    </Center>
  );
}

function Counts({ diff }: { diff: WordDiff }) {
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">
        <del className={classes.deleted}>Removed</del> {wordCountLabel(diff.deletedWords)}
      </Text>
      <Text size="sm">
        <ins className={classes.inserted}>Added</ins> {wordCountLabel(diff.insertedWords)}
      </Text>
    </Group>
  );
}

function Segments({ segments }: { segments: DiffSegment[] }) {
  return segments.map((segment, index) => (
    // The segments never reorder: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Segment key={index} segment={segment} previous={segments[index - 1]} />
  ));
}

// A long comparison is drawn a paragraph at a time, each skipped by layout and paint while off screen
// (components/long-text.tsx).
function MarkedText({ diff, label }: { diff: WordDiff; label?: string }) {
  const blocks = segmentParagraphs(diff.segments);
  const segments =
    blocks.length === 1 ? (
      <Segments segments={diff.segments} />
    ) : (
      blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as the segments, the blocks never reorder
        <span key={index} className={longText.block}>
          <Segments segments={block} />
        </span>
      ))
    );
  if (!label) {
    return (
      <div className={classes.text} data-testid="tracked-changes">
        {segments}
      </div>
    );
  }
  // Named, the text is a region of the page, and the keyboard reaches it to scroll it.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by the keyboard
    <section className={classes.text} data-testid="tracked-changes" aria-label={label} tabIndex={0}>
      {segments}
    </section>
  );
}

function Comparison({ draft, result }: { draft: string; result: string }) {
  const diff = useWordDiff(draft, result);
  if (!diff) return <Comparing />;

  return (
    <Stack gap="sm">
      <Counts diff={diff} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Box component="section" aria-labelledby="draft-heading">
          <Title order={3} size="h5" id="draft-heading" mb={6}>
            Your AI draft
          </Title>
          <div className={classes.text}>
            <LongText text={draft} />
          </div>
        </Box>
        <Box component="section" aria-labelledby="tracked-heading">
          <Title order={3} size="h5" id="tracked-heading" mb={6}>
            Delivered text with changes marked
          </Title>
          <MarkedText diff={diff} />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}

/** One text with the changes from an earlier one marked in place: the job page's "compare with previous". */
export function TrackedChanges({ before, after, label }: { before: string; after: string; label: string }) {
  const diff = useWordDiff(before, after);
  if (!diff) return <Comparing />;
  return (
    <Stack gap="xs">
      <Counts diff={diff} />
      <MarkedText diff={diff} label={label} />
    </Stack>
  );
}

export function TrackedChangesDialog({
  opened,
  onClose,
  draft,
  result,
}: {
  opened: boolean;
  onClose: () => void;
  draft: string;
  result: string;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Changes to your draft" size="90rem" fullScreen={narrow}>
      <Comparison draft={draft} result={result} />
    </Modal>
  );
}
