import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { feedbackSchema } from '../../../shared/schemas/jobs.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
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

/** The dashboard's 'Submit Feedback' dialog; an empty message shows 'Please enter your feedback'. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const submit = useMutation(trpc.jobs.feedback.mutationOptions());
  const form = useForm({
    initialValues: { content: '' },
    validate: schemaResolver(feedbackSchema, { sync: true }),
  });

  const close = () => {
    if (submit.isPending) return;
    form.reset();
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await submit.mutateAsync(feedbackSchema.parse(values));
    } catch {
      toast({
        title: 'Error submitting feedback',
        description: 'Please try again later',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Feedback submitted', description: 'Thank you for your feedback!' });
    form.reset();
    onClose();
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="Submit Feedback" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Tell us what works well and what we could do better. Every message is read by our team.
          </Text>
          <Textarea
            label="Your feedback"
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
            aria-required
            {...form.getInputProps('content')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submit.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Send Feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
