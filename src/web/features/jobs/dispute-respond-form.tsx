// The copywriter's answer to a dispute (docs/product.md "The job page, review and revisions"): accept the
// client's share, offer another, or contest it before an admin; each with a message for the client.
import { Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { DISPUTE_ACTIONS } from '../../../shared/schemas/disputes.ts';
import type { JobDetailDto } from '../../../shared/schemas/jobs.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { trpc } from '../../trpc.ts';
import { percentOfPrice, shareLabel } from './dispute-logic.ts';
import { useDisputeStep } from './use-dispute-step.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Stack.layer.css';

type Action = (typeof DISPUTE_ACTIONS)[number];

// zod and the schema load when the form is first used, not with the job page (docs/decisions/0043).
const respondForm = lazySchema(
  async () => (await import('../../../shared/schemas/disputes.ts')).respondDisputeSchema,
);

interface RespondValues {
  id: number;
  action: Action;
  refundPercent: number | '';
  message: string;
}

const SUBMIT: Record<Action, string> = {
  accept: 'Accept and refund',
  offer: 'Send the offer',
  contest: 'Contest: ask an admin',
};

export function DisputeRespondForm({ job, asked }: { job: JobDetailDto; asked: number }) {
  const respond = useMutation(trpc.disputes.respond.mutationOptions());
  const step = useDisputeStep(job.id);
  const form = useForm<RespondValues>({
    initialValues: { id: job.id, action: 'accept', refundPercent: '', message: '' },
    validate: respondForm.validate,
  });
  const { action } = form.values;
  const offered = percentOfPrice(job, form.values.refundPercent);

  const handleSubmit = form.onSubmit(async (values) => {
    const input = (await respondForm.load()).parse({
      ...values,
      refundPercent: values.action === 'offer' ? values.refundPercent : undefined,
    });
    const done = await step(() => respond.mutateAsync(input), {
      title: 'Answer sent',
      description:
        action === 'accept'
          ? 'The dispute is settled and the client is refunded.'
          : action === 'offer'
            ? 'The client can accept your offer or ask an admin to decide.'
            : 'An admin will read both sides and decide.',
    });
    if (done) form.reset();
  }, focusFirstInvalid);

  return (
    <form onSubmit={handleSubmit} onFocus={respondForm.preload} noValidate aria-label="Answer the dispute">
      <Stack gap="sm">
        <Radio.Group label="Your answer" {...form.getInputProps('action')}>
          <Group gap="lg" mt="xs">
            <Radio value="accept" label="Accept" />
            <Radio value="offer" label="Offer another percentage" />
            <Radio value="contest" label="Contest" />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {action === 'accept' &&
            `The client gets ${shareLabel(job, asked)} back and you earn on the rest; the job is then approved.`}
          {action === 'offer' && 'The client can take your offer, or ask an admin to decide between you.'}
          {action === 'contest' && 'An admin reads the brief, every version and both sides, and decides.'}
        </Text>
        {action === 'offer' && (
          <NumberInput
            label="Percentage you offer to refund"
            description={offered ? `That is ${offered} back.` : 'A whole percentage from 0 to 100.'}
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            w={{ base: '100%', xs: 260 }}
            {...form.getInputProps('refundPercent')}
          />
        )}
        <Textarea
          label="Message for the client"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={respond.isPending} color={action === 'contest' ? 'red' : undefined}>
            {SUBMIT[action]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
