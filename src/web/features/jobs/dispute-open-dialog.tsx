// 'Open a dispute': during the review window the client asks for a share of the price back and says why
// (docs/product.md "The job page, review and revisions"). The form's schema is the procedure's.

import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { formatNumber } from '../../../shared/domain/format.ts';
import { DISPUTE_ANSWER_DAYS, DISPUTE_LIMITS, openDisputeSchema } from '../../../shared/schemas/disputes.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { trpc } from '../../trpc.ts';
import { percentOfPrice } from './dispute-logic.ts';
import { useDisputeStep } from './use-dispute-step.ts';
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
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';

interface OpenValues {
  id: number;
  reason: string;
  refundPercent: number | '';
}

export function DisputeOpenDialog({
  job,
  opened,
  onClose,
}: {
  job: JobDetailDto;
  opened: boolean;
  onClose: () => void;
}) {
  const open = useMutation(trpc.disputes.open.mutationOptions());
  const step = useDisputeStep(job.id);
  const form = useForm<OpenValues>({
    initialValues: { id: job.id, reason: '', refundPercent: '' },
    validate: schemaResolver(openDisputeSchema, { sync: true }),
  });
  const writer = job.copywriterName ?? 'The copywriter';
  const asked = percentOfPrice(job, form.values.refundPercent);

  const close = () => {
    if (!open.isPending) onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    const input = openDisputeSchema.parse(values);
    const done = await step(() => open.mutateAsync(input), {
      title: 'Dispute opened',
      description: `${writer} has ${DISPUTE_ANSWER_DAYS} days to answer.`,
    });
    if (done) {
      form.reset();
      onClose();
    }
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="Open a dispute" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            If the text is not what you paid for, ask for part of the price back. {writer} can accept, offer
            another share or contest it within {DISPUTE_ANSWER_DAYS} days; if you cannot agree, an admin
            decides. Until then the text cannot be approved or sent back for changes.
          </Text>
          <Textarea
            label="What is wrong with the text?"
            description={`${DISPUTE_LIMITS.reasonMin} to ${formatNumber(DISPUTE_LIMITS.reasonMax)} characters. The copywriter and, if it comes to it, an admin read exactly this.`}
            autosize
            minRows={4}
            maxRows={10}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <NumberInput
            label="Share of the price to refund (%)"
            description={asked ? `That is ${asked} back.` : 'A whole percentage from 1 to 100.'}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('refundPercent')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={open.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={open.isPending}>
              Open dispute
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
