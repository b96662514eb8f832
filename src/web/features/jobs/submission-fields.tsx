// The fields of the submission form on /humanise (docs/product.md "Submitting a job"): the topic, the AI text
// (pasted, or read from a file in the browser) with its word count, the service, the writing style, notes and
// an optional deadline. The page (humanise-page.tsx) keeps the draft and submits.
import { Box, Card, NativeSelect, Radio, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { ESTIMATED_TIME, WRITING_STYLES } from '../../../shared/constants.ts';
import { SERVICE_LABELS } from '../../../shared/domain/format.ts';
import { wordCount } from '../../../shared/domain/text.ts';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import { dayFromToday, endOfDayIso, toDateInput } from '../../lib/date-input.ts';
import { wordCountLabel } from '../../lib/job-display.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { InstantEstimate } from './instant-estimate.tsx';
import type { SubmissionValues } from './submission-draft.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';

export const submissionForm = lazySchema(
  async () => (await import('../../../shared/schemas/jobs.ts')).jobSubmissionSchema,
);

const SERVICE_OPTIONS = [
  {
    value: 'human-check',
    description: `We correct facts, grammar and flow and tune the tone, for content that is mostly on track. Estimated ${ESTIMATED_TIME['human-check']}.`,
  },
  {
    value: 'rewrite',
    description: `We restructure and rewrite it in an authentic voice, for content that needs a full transformation. Estimated ${ESTIMATED_TIME.rewrite}.`,
  },
] as const;

export function SubmissionFields({
  form,
  hydrated,
}: {
  form: ReturnType<typeof useForm<SubmissionValues>>;
  hydrated: boolean;
}) {
  const words = wordCount(form.values.aiContent);
  return (
    <>
      <TextInput
        label="Content topic"
        placeholder="e.g. Why small businesses should blog"
        aria-required
        {...form.getInputProps('contentTopic')}
      />
      <Box>
        <Textarea
          label="AI-generated content"
          description="Paste the text you would like a copywriter to check or rewrite."
          placeholder="Paste your AI-generated text here"
          autosize
          minRows={8}
          maxRows={18}
          aria-required
          {...form.getInputProps('aiContent')}
        />
        <Text size="xs" c="dimmed" mt={4} mb="xs" ta="right">
          {wordCountLabel(words)}
        </Text>
        {/* The file is read in the browser: the server receives its text, as if pasted. */}
        <FileDropZone
          label="Upload your draft from a file"
          field={async () => (await submissionForm.load()).shape.aiContent}
          onText={(text) => form.setFieldValue('aiContent', text)}
        />
      </Box>
      <InstantEstimate text={form.values.aiContent} hydrated={hydrated} chosen={form.values.serviceType} />
      <Radio.Group label="Service type" {...form.getInputProps('serviceType')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {SERVICE_OPTIONS.map((option) => (
            <Card
              key={option.value}
              withBorder
              padding="md"
              radius="md"
              bg={form.values.serviceType === option.value ? 'indigo.0' : undefined}
            >
              <Radio
                value={option.value}
                label={<Text fw={600}>{SERVICE_LABELS[option.value]}</Text>}
                description={option.description}
              />
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <NativeSelect
        label="Writing style"
        data={[...WRITING_STYLES]}
        {...form.getInputProps('writingStyle')}
      />
      <Textarea
        label="Additional notes (optional)"
        description="Audience, tone, keywords to keep, or anything else the copywriter should know."
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps('extraNotes')}
      />
      {/* A day, meaning by the end of it where the client is: at the earliest, tomorrow. The page
          is prerendered, so the earliest day is set once the browser's clock is known. */}
      <TextInput
        type="date"
        label="Deadline (optional)"
        description="The day you need the text back by, at least 24 hours from now."
        min={hydrated ? dayFromToday(1) : undefined}
        maw={{ base: '100%', sm: 320 }}
        value={toDateInput(form.values.deadline)}
        onChange={(event) => form.setFieldValue('deadline', endOfDayIso(event.currentTarget.value))}
        error={form.errors.deadline}
      />
    </>
  );
}
