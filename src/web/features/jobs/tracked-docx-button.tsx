// The delivered round as a Word document with the writer's changes tracked: Word's own insertions and
// deletions, made in the browser when asked for (docs/decisions/0046-word-tracked-changes.md).
import { Button } from '@mantine/core';
import IconFileDiff from '@tabler/icons-react/dist/esm/icons/IconFileDiff.mjs';
import { useState } from 'react';
import type { JobDetailDto, JobVersion } from '../../../shared/schemas/jobs.ts';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { saveFile } from '../../lib/files/save-file.ts';
import { toast } from '../../lib/toast.ts';
import { resultFileName } from './job-labels.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';

const FULL_WIDTH_ON_PHONES = { base: '100%', xs: 'auto' };
// The longest label of the row: on a narrow phone it wraps onto a second line rather than lose "(.docx)".
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', lineHeight: 1.3 },
};

export function TrackedDocxButton({
  job,
  version,
  before,
}: {
  job: JobDetailDto;
  version: JobVersion;
  /** What the round is compared with: the draft, or the round before. */
  before: string;
}) {
  const { labels } = useSpelling();
  const [making, setMaking] = useState(false);
  // The name the page itself shows for the writer: the house quote's work is the team's.
  const author = job.copywriterName ?? `The ${labels.brand} team`;

  const download = async () => {
    setMaking(true);
    try {
      // The docx package and the diff load with the first tracked download, not with the job page.
      const { trackedDocx } = await import('./tracked-docx.ts');
      const file = await trackedDocx({
        before,
        after: version.result,
        title: job.title,
        author,
        date: version.deliveredAt,
      });
      saveFile(file, resultFileName(`${job.title} round ${version.round} tracked changes`, 'docx'));
    } catch {
      toast({
        title: 'Could not make the Word document',
        description: 'Please try again, or download the text instead.',
        variant: 'destructive',
      });
    } finally {
      setMaking(false);
    }
  };

  return (
    <Button
      variant="light"
      size="sm"
      w={FULL_WIDTH_ON_PHONES}
      leftSection={<IconFileDiff size={16} aria-hidden />}
      loading={making}
      styles={WRAPPING}
      onClick={download}
    >
      Download with tracked changes (.docx)
    </Button>
  );
}
