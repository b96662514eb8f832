// A completed job: the delivered text, ways to take it away, the tracked changes and the client's rating.
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconFileWord from '@tabler/icons-react/dist/esm/icons/IconFileWord.mjs';
import IconGitCompare from '@tabler/icons-react/dist/esm/icons/IconGitCompare.mjs';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { isReviewOpen } from '../../../shared/domain/review-window.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { LongText } from '../../components/long-text.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { ShownDate } from '../../components/shown-date.tsx';
import { saveFile } from '../../lib/files/save-file.ts';
import { toast } from '../../lib/toast.ts';
import { resultFileName } from './job-labels.ts';
import { reviewSummary } from './job-page-logic.ts';
import { JobRating } from './job-rating.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// The diff and its view load only when a client first opens the comparison.
const TrackedChangesDialog = lazy(async () => ({
  default: (await import('./tracked-changes.tsx')).TrackedChangesDialog,
}));

// Four buttons wrap into a ragged column on a phone: there they take the card's width, one under another.
const FULL_WIDTH_ON_PHONES = { base: '100%', xs: 'auto' };

function downloadText(title: string, text: string): void {
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), resultFileName(title, 'txt'));
}

// The docx package loads with the first Word download, not with the dashboard.
async function downloadDocx(title: string, text: string): Promise<void> {
  try {
    const { textToDocx } = await import('../../lib/files/write-docx.ts');
    saveFile(await textToDocx(text, title), resultFileName(title, 'docx'));
  } catch {
    toast({
      title: 'Could not make the Word document',
      description: 'Please try again, or download the text instead.',
      variant: 'destructive',
    });
  }
}

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied', description: 'The finished text is on your clipboard.' });
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Your browser did not allow it. Select the text and copy it instead.',
      variant: 'destructive',
    });
  }
}

/** Copy, Word and text downloads of a delivered text, and whatever else the caller adds to the row. */
export function ResultActions({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const [makingDocx, setMakingDocx] = useState(false);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        size="sm"
        w={FULL_WIDTH_ON_PHONES}
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => copy(text)}
      >
        Copy result
      </Button>
      <Button
        variant="light"
        size="sm"
        w={FULL_WIDTH_ON_PHONES}
        leftSection={<IconFileWord size={16} aria-hidden />}
        loading={makingDocx}
        onClick={async () => {
          setMakingDocx(true);
          await downloadDocx(title, text);
          setMakingDocx(false);
        }}
      >
        Download as Word
      </Button>
      <Button
        variant="light"
        size="sm"
        w={FULL_WIDTH_ON_PHONES}
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => downloadText(title, text)}
      >
        Download as text
      </Button>
      {children}
    </Group>
  );
}

export function CompletedResult({ job, result }: { job: JobDto; result: string }) {
  const [comparing, { open, close }] = useDisclosure(false);
  const [compareLoaded, setCompareLoaded] = useState(false);
  const headingId = useId();

  return (
    <Stack gap="sm">
      <Box>
        <Text size="sm" fw={600} mb={6} id={headingId}>
          Your finished text
        </Text>
        <Paper
          withBorder
          p="md"
          radius="md"
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          mah={360}
          style={{ overflowY: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <Text size="sm" lh={1.7}>
            <LongText text={result} />
          </Text>
        </Paper>
      </Box>
      <ResultActions title={job.title} text={result}>
        <Button
          variant="default"
          size="sm"
          w={FULL_WIDTH_ON_PHONES}
          leftSection={<IconGitCompare size={16} aria-hidden />}
          onClick={() => {
            setCompareLoaded(true);
            open();
          }}
        >
          Compare with your draft
        </Button>
      </ResultActions>
      {isReviewOpen(job) && (
        <Text size="sm">
          <ShownDate value={job.reviewWindowEndsAt} format={(date) => reviewSummary(job, date)} />{' '}
          <AnchorLink to="/jobs/$id" params={{ id: String(job.id) }} size="sm" fw={600}>
            Review it on the job page
          </AnchorLink>
        </Text>
      )}
      <JobRating job={job} />
      {compareLoaded && (
        <Suspense>
          <TrackedChangesDialog opened={comparing} onClose={close} draft={job.content} result={result} />
        </Suspense>
      )}
    </Stack>
  );
}
