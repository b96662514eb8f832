// What an admin does to a job from its card on the Jobs tab (docs/product.md "Admin"): quote on a job waiting
// for a quote, assign a paid job to an approved copywriter, or, when its copywriter can no longer deliver it,
// give it to another or cancel it with its payment given back.
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { cancelPaidJobSchema } from '../../../shared/schemas/admin.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';
import type { QuoteTerms } from '../../../shared/schemas/quotes.ts';
import { QuoteForm } from '../../components/quote-form.tsx';
import { serverMessage } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { approvedOnly } from './admin-logic.ts';
import { copywritersQuery, refreshJobsAndStats } from './admin-queries.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Stack.layer.css';

function failure(error: unknown, fallback: string) {
  toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
}

export function CreateQuote({ job, onDone }: { job: JobDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const createQuote = useMutation(trpc.admin.createQuote.mutationOptions());

  const send = async (terms: QuoteTerms): Promise<boolean> => {
    try {
      await createQuote.mutateAsync({ id: job.id, ...terms });
    } catch (error) {
      failure(error, 'Failed to create quote. Please try again.');
      return false;
    }
    toast({ title: 'Quote created', description: `The client of “${job.title}” can now accept your quote.` });
    onDone();
    await refreshJobsAndStats(queryClient);
    return true;
  };

  return (
    <QuoteForm
      houseQuote
      idPrefix={`admin-job-${job.id}`}
      deadline={job.deadline}
      onSubmit={send}
      onCancel={onDone}
      submitting={createQuote.isPending}
    />
  );
}

export function AssignCopywriter({
  job,
  onDone,
  reassign = false,
}: {
  job: JobDto;
  onDone: () => void;
  // The job is in progress with a copywriter who can no longer deliver it: another takes it over.
  reassign?: boolean;
}) {
  const queryClient = useQueryClient();
  // Not a suspense read: a form opened on one card must not put the whole page back to its loading state.
  const { data: profiles = [], isPending: loadingProfiles } = useQuery(copywritersQuery());
  const approved = approvedOnly(profiles).filter((profile) => profile.userId !== job.copywriterId);
  const [copywriterId, setCopywriterId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const assign = useMutation(
    reassign ? trpc.admin.reassign.mutationOptions() : trpc.admin.assign.mutationOptions(),
  );

  const submit = async () => {
    if (!copywriterId) {
      setError('Choose a copywriter');
      return;
    }
    try {
      await assign.mutateAsync({ id: job.id, copywriterId: Number(copywriterId) });
    } catch (caught) {
      failure(caught, 'Failed to assign the job. Please try again.');
      return;
    }
    const name =
      approved.find((profile) => String(profile.userId) === copywriterId)?.name ?? 'The copywriter';
    toast({
      title: reassign ? 'Job reassigned' : 'Job assigned',
      description: `${name} can now start work on “${job.title}”.`,
    });
    onDone();
    await refreshJobsAndStats(queryClient);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Select
          label="Approved copywriter"
          placeholder={
            loadingProfiles
              ? 'Loading copywriters…'
              : approved.length === 0
                ? 'No approved copywriters yet'
                : 'Choose an approved copywriter'
          }
          // Names need not be unique; the email tells two namesakes apart.
          data={approved.map((profile) => ({
            value: String(profile.userId),
            label: `${profile.name} (${profile.email})`,
          }))}
          value={copywriterId}
          onChange={(value) => {
            setCopywriterId(value);
            setError(undefined);
          }}
          error={error}
          disabled={approved.length === 0}
          searchable
          nothingFoundMessage="No copywriter by that name"
        />
        <Group gap="sm">
          <Button type="submit" loading={assign.isPending} disabled={approved.length === 0}>
            {reassign ? 'Reassign' : 'Assign'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={assign.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CancelPaidJob({ job, onDone }: { job: JobDto; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useMutation(trpc.admin.cancelPaidJob.mutationOptions());

  const submit = async () => {
    const parsed = cancelPaidJobSchema.shape.reason.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await cancel.mutateAsync({ id: job.id, reason: parsed.data });
    } catch (caught) {
      failure(caught, 'The job could not be cancelled. Please try again.');
      return;
    }
    toast({
      title: 'Job cancelled and refunded',
      description: `The client of “${job.title}” has been given their payment back.`,
    });
    onDone();
    await refreshJobsAndStats(queryClient);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Why is the job cancelled?"
          description="The client reads this on the job's timeline; the card payment or prepaid hours go back."
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          maxLength={500}
        />
        <Group gap="sm">
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel and refund
          </Button>
          <Button variant="default" onClick={onDone} disabled={cancel.isPending}>
            Keep the job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
