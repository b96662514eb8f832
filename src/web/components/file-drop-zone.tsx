// A form field's text from a file, dropped here or picked with the button, and read in the browser. The reader
// (lib/files/read-text-file.ts) loads with the first file, so the page itself stays light; a file that cannot
// be used leaves the field as it was and says why.
import { Box, Button, FileButton, Group, Loader, Text } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconFileUpload from '@tabler/icons-react/dist/esm/icons/IconFileUpload.mjs';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { wordCount } from '../../shared/domain/text.ts';
import { ACCEPTED_FILE_TYPES, MAX_FILE_SIZE_LABEL } from '../lib/files/file-limits.ts';
import type { ReadFileResult } from '../lib/files/read-text-file.ts';
import { wordCountLabel } from '../lib/job-display.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'read'; name: string; words: number }
  | { kind: 'failed'; message: string };

interface FileDropZoneProps {
  /**
   * Names the zone for assistive technology, e.g. "Upload your draft from a file". It must not contain the
   * field's own label, or a search for the field by its label would find the zone too.
   */
  label: string;
  /**
   * The field's own schema: a file's text meets the limits, with the messages, of typed or pasted text. A page
   * that loads its schemas on first use gives the function that loads it.
   */
  field: ZodType<string> | (() => Promise<ZodType<string>>);
  onText: (text: string) => void;
}

export function FileDropZone({ label, field, onText }: FileDropZoneProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const resetPicker = useRef<() => void>(null);
  // Only the newest file counts: one picked while another is still being read replaces it.
  const latest = useRef(0);
  // Server-rendered HTML shows the button before the page's script can answer it: until then it is disabled.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  const read = async (file: File | null | undefined) => {
    // The picker forgets its file, so that picking the same file again, once fixed, reads it again.
    resetPicker.current?.();
    if (!file) return;
    const attempt = ++latest.current;
    setStatus({ kind: 'reading', name: file.name });
    let result: ReadFileResult;
    try {
      const { readTextFile } = await import('../lib/files/read-text-file.ts');
      result = await readTextFile(file, typeof field === 'function' ? await field() : field);
    } catch {
      // The reader's own code could not be loaded: the connection, not the file.
      result = {
        ok: false,
        message: 'The file could not be read just now. Check your connection and try again.',
      };
    }
    if (attempt !== latest.current) return;
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.message });
      return;
    }
    onText(result.text);
    setStatus({ kind: 'read', name: file.name, words: wordCount(result.text) });
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      px="sm"
      py="xs"
      bg={dragging ? 'indigo.0' : undefined}
      style={{
        border: `1px dashed var(--mantine-color-${dragging ? 'indigo-5' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap={8} wrap="nowrap" style={{ flex: '1 1 16rem' }}>
          <IconFileUpload
            size={20}
            aria-hidden
            color="var(--mantine-color-indigo-5)"
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" c="dimmed">
            Have it in a file? Drop a Word document (.docx), .txt or .md file here, up to{' '}
            {MAX_FILE_SIZE_LABEL}.
          </Text>
        </Group>
        <FileButton onChange={read} accept={ACCEPTED_FILE_TYPES} resetRef={resetPicker}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              disabled={!interactive}
              loading={status.kind === 'reading'}
            >
              Choose a file
            </Button>
          )}
        </FileButton>
      </Group>
      <Box aria-live="polite">
        {status.kind === 'reading' && (
          <Group gap={6} mt={6} wrap="nowrap">
            <Loader size={12} aria-hidden />
            <Text size="xs" c="dimmed">
              Reading {status.name}…
            </Text>
          </Group>
        )}
        {status.kind === 'read' && (
          <Text size="xs" c="dimmed" mt={6} style={{ overflowWrap: 'anywhere' }}>
            Filled in from {status.name}: {wordCountLabel(status.words)}.
          </Text>
        )}
      </Box>
      {status.kind === 'failed' && (
        <Group gap={6} mt={6} wrap="nowrap" align="flex-start" role="alert">
          <IconAlertCircle
            size={16}
            aria-hidden
            color="var(--mantine-color-red-7)"
            style={{ flexShrink: 0 }}
          />
          <Text size="xs" c="red.7">
            {status.message}
          </Text>
        </Group>
      )}
    </Box>
  );
}
