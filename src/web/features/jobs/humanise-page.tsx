import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  ESTIMATED_TIME,
  SUBMISSION_REDIRECT_MS,
  TOAST_LONG_DURATION_MS,
  WRITING_STYLES,
} from '../../../shared/constants.ts';
import { SERVICE_LABELS } from '../../../shared/domain/format.ts';
import { wordCount } from '../../../shared/domain/text.ts';
import type { JobSubmission } from '../../../shared/schemas/jobs.ts';
import { FileDropZone } from '../../components/file-drop-zone.tsx';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { fieldErrors, httpStatusOf, serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { dayFromToday, endOfDayIso, toDateInput } from '../../lib/date-input.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { wordCountLabel } from '../../lib/job-display.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { InvitedWriter } from './invited-writer.tsx';
import {
  clearDraft,
  EMPTY_SUBMISSION,
  readDraft,
  type SubmissionValues,
  sessionDraftStorage,
  withInvitation,
  writeDraft,
} from './submission-draft.ts';

const FIELDS = [
  'contentTopic',
  'aiContent',
  'serviceType',
  'writingStyle',
  'extraNotes',
  'deadline',
] as const;

const submissionForm = lazySchema(
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

function SubmittedToastBody() {
  return (
    <Stack gap={4}>
      <Text size="sm">Our copywriters will review your content and provide a quote shortly.</Text>
      <Text size="sm" fw={700}>
        What happens next?
      </Text>
      <Text size="sm">
        A copywriter reviews your text and sends you a quote. A human check typically takes{' '}
        {ESTIMATED_TIME['human-check']} and a complete rewrite {ESTIMATED_TIME.rewrite}.
      </Text>
    </Stack>
  );
}

export function HumanisePage({ writer }: { writer?: number | undefined } = {}) {
  const { labels } = useSpelling();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The tRPC client loads on the first submit, and the schema on the form's first focus: the page does not need
  // them to show or to hydrate (docs/decisions/0009).
  const submit = useMutation({
    mutationFn: async (input: JobSubmission) =>
      (await import('../../trpc.ts')).trpcClient.jobs.submit.mutate(input),
  });
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [storage] = useState(sessionDraftStorage);
  // Hydrating the server's HTML, the form starts as empty as the server rendered it, and the tab's draft is
  // put back straight after (docs/decisions/0009).
  const hydrated = useHydrated();
  const [initialValues] = useState(() =>
    hydrated ? withInvitation(readDraft(storage), writer) : { ...EMPTY_SUBMISSION },
  );
  const draftToRestore = useRef(!hydrated);

  const form = useForm<SubmissionValues>({
    initialValues,
    validate: submissionForm.validate,
    onValuesChange: (values) => writeDraft(storage, values),
  });

  useEffect(() => {
    if (!draftToRestore.current) return;
    draftToRestore.current = false;
    const draft = withInvitation(readDraft(storage), writer);
    form.setInitialValues(draft);
    form.setValues(draft);
  }, [form, storage, writer]);

  // The invitation is kept with the draft at once, so that it survives a detour to log in before typing.
  useEffect(() => {
    if (writer) writeDraft(storage, withInvitation(readDraft(storage), writer));
  }, [storage, writer]);

  const removeInvitation = () => {
    form.setFieldValue('invitedCopywriterId', null);
    if (writer) void navigate({ to: '/humanise', search: {}, replace: true });
  };

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const handleSubmit = form.onSubmit(async (values) => {
    const job = (await submissionForm.load()).parse(values);
    try {
      await submit.mutateAsync({
        contentTopic: job.contentTopic,
        aiContent: job.aiContent,
        serviceType: job.serviceType,
        writingStyle: job.writingStyle,
        ...(job.extraNotes ? { extraNotes: job.extraNotes } : {}),
        ...(job.deadline ? { deadline: job.deadline } : {}),
        ...(job.invitedCopywriterId ? { invitedCopywriterId: job.invitedCopywriterId } : {}),
        // Sent as older clients send them; the server counts the words itself.
        wordCount: wordCount(job.aiContent),
        status: 'quote',
      });
    } catch (error) {
      // The form keeps every value: a visitor's pasted text must survive a failed submit.
      form.setErrors(fieldErrors(error, FIELDS));
      // Trying again does not help a copywriter or an admin, whom the server refuses: say why instead.
      const refused = httpStatusOf(error) === 403 ? serverMessage(error) : undefined;
      toast({
        title: 'Error submitting content',
        description: refused ?? 'Please try again later',
        variant: 'destructive',
      });
      return;
    }
    clearDraft(storage);
    setRedirecting(true);
    // The dashboard's job list is cached; the new job must be on it when the client gets there.
    void queryClient.invalidateQueries((await import('../../trpc.ts')).trpc.jobs.pathFilter());
    toast({
      title: 'Content submitted successfully',
      description: <SubmittedToastBody />,
      durationMs: TOAST_LONG_DURATION_MS,
    });
    redirectTimer.current = setTimeout(() => {
      // A visitor first makes an account; the server then attaches this session's job to it.
      if (user) void navigate({ to: '/dashboard' });
      else void navigate({ to: '/signup', search: { returnTo: '/dashboard' } });
    }, SUBMISSION_REDIRECT_MS);
  }, focusFirstInvalid);

  const words = wordCount(form.values.aiContent);

  return (
    <Box
      component="section"
      id="humanise-now"
      aria-labelledby="humanise-heading"
      py={{ base: 40, md: 64 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 320px)',
      }}
    >
      <Container size="md">
        <Stack gap="xs" align="center" ta="center" mb="xl">
          <Title order={1} id="humanise-heading" fz={{ base: 30, sm: 40 }}>
            {labels.submitHeading}
          </Title>
          <Text size="lg" c="dimmed" maw={620}>
            No signup required to get started. Just fill in the form below.
          </Text>
        </Stack>

        {!user && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />} mb="lg" radius="md">
            Once you submit, you will be prompted to create an account, so that you can receive your quote,
            pay and get the finished text back.
          </Alert>
        )}

        {hydrated && form.values.invitedCopywriterId !== null && (
          <InvitedWriter id={form.values.invitedCopywriterId} onRemove={removeInvitation} />
        )}

        <Card withBorder shadow="sm" radius="lg" padding="lg">
          <form onSubmit={handleSubmit} onFocus={submissionForm.preload} noValidate>
            <HydratedFieldset>
              <Stack gap="lg">
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
                <Group justify="space-between" align="center" gap="sm">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {redirecting
                      ? user
                        ? 'Submitted. Taking you to your dashboard…'
                        : 'Submitted. Taking you to create your account…'
                      : 'You only pay once you have accepted a quote.'}
                  </Text>
                  <Button type="submit" size="md" loading={submit.isPending} disabled={redirecting}>
                    Submit Content
                  </Button>
                </Group>
              </Stack>
            </HydratedFieldset>
          </form>
        </Card>
      </Container>
    </Box>
  );
}
