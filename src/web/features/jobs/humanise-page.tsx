// /humanise (docs/product.md "Submitting a job"): the submission form, open to visitors, prerendered and usable
// once hydrated (docs/decisions/0009). The draft is kept in the tab until it is submitted (submission-draft.ts).
import { Alert, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ESTIMATED_TIME, SUBMISSION_REDIRECT_MS, TOAST_LONG_DURATION_MS } from '../../../shared/constants.ts';
import { wordCount } from '../../../shared/domain/text.ts';
import type { JobSubmission } from '../../../shared/schemas/jobs.ts';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { useSpelling } from '../../components/spelling-provider.tsx';
import { fieldErrors, httpStatusOf, serverMessage } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { useHydrated } from '../../lib/hydration.ts';
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
import { SubmissionFields, submissionForm } from './submission-fields.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';

const FIELDS = [
  'contentTopic',
  'aiContent',
  'serviceType',
  'writingStyle',
  'extraNotes',
  'deadline',
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

        {/* The server renders this page for nobody in particular, and hydration must draw what it drew
            (docs/decisions/0009): the visitor's words until then, and the same box, so that the form below
            stays where it was clicked into. */}
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} mb="lg" radius="md">
          {hydrated && user
            ? 'Your quote will arrive on your dashboard, where you accept it, pay and get the finished text back.'
            : 'Once you submit, you will be prompted to create an account, so that you can receive your quote, pay and get the finished text back.'}
        </Alert>

        {hydrated && form.values.invitedCopywriterId !== null && (
          <InvitedWriter id={form.values.invitedCopywriterId} onRemove={removeInvitation} />
        )}

        <Card withBorder shadow="sm" radius="lg" padding="lg">
          <form onSubmit={handleSubmit} onFocus={submissionForm.preload} noValidate>
            <HydratedFieldset>
              <Stack gap="lg">
                <SubmissionFields form={form} hydrated={hydrated} />
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
