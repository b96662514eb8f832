// The copywriter's delivery of the finished text ("Submit Completed Work"): the Active tab
// and the job page use the same form, each sending it its own way, as the quote form does.
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { RoundBaseline } from '../../shared/domain/round-baseline.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { toast } from '../lib/toast.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// The round's report while the writer works (docs/decisions/0045), loaded once there is text to compare.
const ChangesSoFar = lazyComponent(async () => (await import('./changes-so-far.tsx')).ChangesSoFar);

// zod and the schema load with the first file, not with the page (docs/decisions/0043).
const resultField = async () =>
  (await import('../../shared/schemas/copywriter.ts')).workSubmissionSchema.shape.result;

export function WorkForm({
  onSubmit,
  onCancel,
  submitting,
  submitLabel = 'Submit Work',
  initialWork = '',
  compareWith,
}: {
  /** Delivers the text; answers true when it was accepted, which clears the form. */
  onSubmit: (result: string) => Promise<boolean>;
  /** Without it the form has no Cancel button (the job page keeps its form open). */
  onCancel?: () => void;
  submitting: boolean;
  submitLabel?: string;
  /** What the box starts from: a revision starts from the writer's last delivered text. */
  initialWork?: string;
  /** The text this delivery is measured against (the last round, or the draft): shows "your changes so far". */
  compareWith?: RoundBaseline | undefined;
}) {
  const [work, setWork] = useState(initialWork);

  const submit = async () => {
    // Nothing is sent for an empty or whitespace-only submission: the toast says why instead.
    if (work.trim() === '') {
      toast({
        title: 'Empty Submission',
        description: 'Please enter your work before submitting.',
        variant: 'destructive',
      });
      return;
    }
    if (await onSubmit(work)) setWork('');
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Textarea
          label="Your Work"
          placeholder="Paste or write the finished text here"
          rows={8}
          value={work}
          onChange={(event) => setWork(event.currentTarget.value)}
        />
        <FileDropZone label="Upload the finished text from a file" field={resultField} onText={setWork} />
        {compareWith !== undefined && work.trim() !== '' && (
          <Suspense>
            <ChangesSoFar before={compareWith.text} against={compareWith.label} after={work} />
          </Suspense>
        )}
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
