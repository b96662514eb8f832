// A completed job: the delivered text, ways to take it away, the tracked changes and the client's rating.
import { Box, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconGitCompare from '@tabler/icons-react/dist/esm/icons/IconGitCompare.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';
import { resultFileName } from './job-labels.ts';

// The diff and its view load only when a client first opens the comparison.
const TrackedChangesDialog = lazy(async () => ({
  default: (await import('./tracked-changes.tsx')).TrackedChangesDialog,
}));

function starsLabel(value: number): string {
  return value === 1 ? '1 star' : `${value} stars`;
}

function JobRating({ job }: { job: JobDto }) {
  const queryClient = useQueryClient();
  const labelId = useId();
  const rate = useMutation(trpc.jobs.rate.mutationOptions());
  // Shown at once while the server records it; a failure puts it back.
  const [chosen, setChosen] = useState<number | null>(null);
  const rating = job.rating ?? chosen;

  const handleRate = async (value: number) => {
    setChosen(value);
    try {
      await rate.mutateAsync({ id: job.id, rating: value });
    } catch (error) {
      setChosen(null);
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Thank you for rating',
      description: 'Your rating helps us keep our copywriters at their best.',
    });
    await refreshJobs(queryClient);
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" fw={600} id={labelId}>
        {rating === null ? 'Rate this job' : 'Your rating'}
      </Text>
      {rating === null ? (
        <Rating
          role="radiogroup"
          aria-labelledby={labelId}
          value={0}
          onChange={handleRate}
          getSymbolLabel={(value) => starsLabel(value)}
        />
      ) : (
        // A job is rated once: afterwards the stars only show the rating (and Mantine drops their inputs).
        <Rating role="img" aria-label={`Rated ${rating} out of 5`} value={rating} readOnly />
      )}
      {rating !== null && (
        <Text size="sm" c="dimmed">
          {rating}/5
        </Text>
      )}
    </Group>
  );
}

function download(title: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = resultFileName(title);
  link.click();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
            {result}
          </Text>
        </Paper>
      </Box>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => copy(result)}
        >
          Copy result
        </Button>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(job.title, result)}
        >
          Download as text
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconGitCompare size={16} aria-hidden />}
          onClick={() => {
            setCompareLoaded(true);
            open();
          }}
        >
          Compare with your draft
        </Button>
      </Group>
      <JobRating job={job} />
      {compareLoaded && (
        <Suspense>
          <TrackedChangesDialog opened={comparing} onClose={close} draft={job.content} result={result} />
        </Suspense>
      )}
    </Stack>
  );
}
