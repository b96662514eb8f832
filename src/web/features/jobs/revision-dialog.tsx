// 'Request changes': the client sends a delivery back to its copywriter with what to change (docs/product.md
// "The job page, review and revisions"). The form's schema is the procedure's, with the same messages.

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEXT_MAXIMUMS } from '../../../shared/constants.ts';
import { formatNumber } from '../../../shared/domain/format.ts';
import { type JobDto, type RevisionForm, revisionFormSchema } from '../../../shared/schemas/jobs.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { refreshJobs } from './dashboard-queries.ts';
import { revisionsLeftLabel } from './job-page-logic.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stack.layer.css';

export function RevisionDialog({
  job,
  opened,
  onClose,
}: {
  job: JobDto;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const request = useMutation(trpc.jobs.requestRevision.mutationOptions());
  const form = useForm<RevisionForm>({
    initialValues: { reason: '' },
    validate: schemaResolver(revisionFormSchema, { sync: true }),
  });
  const writer = job.copywriterName ?? 'Your copywriter';

  const close = () => {
    if (request.isPending) return;
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const { reason } = revisionFormSchema.parse(values);
    let detail: Awaited<ReturnType<typeof request.mutateAsync>>;
    try {
      detail = await request.mutateAsync({ id: job.id, reason });
    } catch (error) {
      // What was typed stays in the box.
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      await refreshJobs(queryClient);
      return;
    }
    queryClient.setQueryData(trpc.jobs.byId.queryKey({ id: job.id }), detail);
    await refreshJobs(queryClient);
    toast({
      title: 'Changes requested',
      description: `${writer} will revise the text and deliver it again.`,
    });
    form.reset();
    onClose();
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="Request changes" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {writer} will revise the text at no extra cost and deliver it again. You have{' '}
            {revisionsLeftLabel(job)}; the review window ends on{' '}
            <Text span inherit style={{ whiteSpace: 'nowrap' }}>
              {formatDate(job.reviewWindowEndsAt) ?? 'N/A'}.
            </Text>
          </Text>
          <Textarea
            label="What should change?"
            description="Be specific: which parts, and how. The copywriter reads exactly this."
            placeholder="For example: the second paragraph repeats the first; please cut it and add a closing call to action."
            autosize
            minRows={5}
            maxRows={12}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="xs" c="dimmed">
              {formatNumber(form.values.reason.trim().length)} / {formatNumber(TEXT_MAXIMUMS.revisionReason)}{' '}
              characters
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={close} disabled={request.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={request.isPending}>
                Send request
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
