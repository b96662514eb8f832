// The admin's decision on an escalated dispute: the share of the price refunded (0 to 100) and a note both
// parties read. The form's schema is the procedure's.
import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPence } from '../../../shared/domain/format.ts';
import type { AdminDisputeDto } from '../../../shared/schemas/disputes.ts';
import { serverMessage } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// zod and the schema load when a form is first used, not with the admin's page (docs/decisions/0043, lib/lazy-schema.ts).
const settleForm = lazySchema(
  async () => (await import('../../../shared/schemas/disputes.ts')).resolveDisputeSchema,
);

interface SettleValues {
  jobId: number;
  refundPercent: number | '';
  note: string;
}

/** "£45.00" or "1.5 hours" back for that share of what was paid. */
export function refundOf(dispute: AdminDisputeDto, percent: number | ''): string | undefined {
  if (percent === '' || percent < 0 || percent > 100) return undefined;
  if (dispute.paidHours !== null) {
    const tenths = Math.floor((dispute.paidHours * 10 * percent) / 100);
    return `${tenths / 10} hours`;
  }
  return formatPence(Math.floor((dispute.paidPence * percent) / 100));
}

export function SettleDisputeForm({ dispute }: { dispute: AdminDisputeDto }) {
  const queryClient = useQueryClient();
  const resolve = useMutation(trpc.disputes.resolve.mutationOptions());
  const form = useForm<SettleValues>({
    initialValues: { jobId: dispute.jobId, refundPercent: '', note: '' },
    validate: settleForm.validate,
  });
  const back = refundOf(dispute, form.values.refundPercent);

  const handleSubmit = form.onSubmit(async (values) => {
    const input = (await settleForm.load()).parse(values);
    try {
      await resolve.mutateAsync(input);
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Please try again',
        variant: 'destructive',
      });
      await queryClient.invalidateQueries(trpc.disputes.pathFilter());
      return;
    }
    toast({
      title: 'Dispute settled',
      description: `“${dispute.jobTitle}”: ${input.refundPercent}% refunded; both parties have been told.`,
    });
    await Promise.all([
      queryClient.invalidateQueries(trpc.disputes.pathFilter()),
      queryClient.invalidateQueries(trpc.jobs.byId.queryFilter({ id: dispute.jobId })),
    ]);
  }, focusFirstInvalid);

  return (
    <form
      onSubmit={handleSubmit}
      onFocus={settleForm.preload}
      noValidate
      aria-label={`Settle the dispute about ${dispute.jobTitle}`}
    >
      <Stack gap="sm">
        <NumberInput
          label="Refund to the client (%)"
          description={
            back ? `That is ${back} back; the writer earns on the rest.` : 'A whole percentage from 0 to 100.'
          }
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          suffix="%"
          w={{ base: '100%', xs: 260 }}
          {...form.getInputProps('refundPercent')}
        />
        <Textarea
          label="Note to both parties"
          description="Why you decided so; the client and the copywriter read it."
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={resolve.isPending}>
            Settle dispute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
