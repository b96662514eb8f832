// Over 300 lines: one section of the account page, its form, its endpoints and their delivery log, read whole.
// /account's "Webhooks" (docs/decisions/0048): add an endpoint (its address and the events it hears of), its
// signing secret shown once, the endpoints with a test event, their delivery log with a retry, and removal.
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Code,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '../../../shared/domain/webhook-events.ts';
import type { CreatedWebhook, WebhookDeliveryDto, WebhookDto } from '../../../shared/schemas/webhooks.ts';
import { fieldErrors } from '../../lib/api-error.ts';
import { focusFirstInvalid } from '../../lib/form-focus.ts';
import { formatDateTime } from '../../lib/format.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../trpc.ts';
import { failureToast, Section } from './account-section.tsx';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';

// zod and the schema load when the form is first used, not with the page (docs/decisions/0043).
const webhookForm = lazySchema(
  async () => (await import('../../../shared/schemas/webhooks.ts')).createWebhookSchema,
);

interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
}

function statusColour(status: WebhookDeliveryDto['status']): string {
  return status === 'succeeded' ? 'teal.9' : status === 'failed' ? 'red.9' : 'yellow.9';
}

function DeliveryLog({ endpoint }: { endpoint: WebhookDto }) {
  const queryClient = useQueryClient();
  const deliveriesQuery = trpc.webhooks.deliveries.queryOptions({ id: endpoint.id });
  const { data, isPending, isError } = useQuery({ ...deliveriesQuery, refetchInterval: 5000 });
  const retry = useMutation(trpc.webhooks.retry.mutationOptions());
  if (isPending) return <Loader size="sm" role="status" aria-label="Loading the deliveries" />;
  if (isError)
    return (
      <Text size="sm" c="red">
        The deliveries could not be loaded. Please reload the page.
      </Text>
    );
  if (data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing has been sent to this endpoint yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={`Deliveries to ${endpoint.url}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Last attempt</Table.Th>
            <Table.Th>Next retry</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Code>{delivery.type}</Code>
              </Table.Td>
              <Table.Td>
                <Text span size="sm" fw={600} c={statusColour(delivery.status)}>
                  {delivery.status}
                </Text>
              </Table.Td>
              <Table.Td>
                {delivery.statusCode ?? (delivery.error ? 'No answer' : '–')}
                {delivery.durationMs !== null && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    in {delivery.durationMs} ms
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(delivery.attemptedAt) ?? '–'}</Table.Td>
              <Table.Td>{formatDateTime(delivery.nextRetryAt) ?? '–'}</Table.Td>
              <Table.Td>
                {delivery.status !== 'pending' && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={retry.isPending && retry.variables?.deliveryId === delivery.id}
                    aria-label={`Retry the ${delivery.type} delivery`}
                    onClick={() =>
                      retry.mutate(
                        { id: endpoint.id, deliveryId: delivery.id },
                        {
                          onSuccess: () => toast({ title: 'Sent again' }),
                          onError: (error) => failureToast('It was not sent again', error),
                          onSettled: () =>
                            queryClient.invalidateQueries({ queryKey: deliveriesQuery.queryKey }),
                        },
                      )
                    }
                  >
                    Retry
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EndpointRow({ endpoint, onRemoved }: { endpoint: WebhookDto; onRemoved: () => void }) {
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const test = useMutation(trpc.webhooks.test.mutationOptions());
  const remove = useMutation(trpc.webhooks.delete.mutationOptions());
  const deliveriesKey = trpc.webhooks.deliveries.queryKey({ id: endpoint.id });
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={6}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Text>
        <Group gap={6}>
          {endpoint.events.map((event) => (
            <Badge key={event} variant="outline" size="sm" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="light"
            loading={test.isPending}
            onClick={() =>
              test.mutate(
                { id: endpoint.id },
                {
                  onSuccess: () => {
                    setShowLog(true);
                    toast({ title: 'Test event sent', description: 'It appears in the delivery log.' });
                  },
                  onError: (error) => failureToast('The test event was not sent', error),
                  onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
                },
              )
            }
          >
            Send test event
          </Button>
          <Button size="xs" variant="default" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
            {showLog ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            aria-label={`Delete the endpoint ${endpoint.url}`}
            onClick={() =>
              remove.mutate(
                { id: endpoint.id },
                {
                  onSuccess: () => {
                    toast({ title: 'Endpoint deleted' });
                    onRemoved();
                  },
                  onError: (error) => failureToast('The endpoint was not deleted', error),
                },
              )
            }
          >
            Delete
          </Button>
        </Group>
        {showLog && <DeliveryLog endpoint={endpoint} />}
      </Stack>
    </Box>
  );
}

function SecretShownOnce({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <Alert color="teal" title="Copy your signing secret now" role="status">
      <Stack gap="xs">
        <Text size="sm">
          Requests to {created.url} are signed with this secret. It is shown this once: keep it with your
          receiver.
        </Text>
        <TextInput
          label="Signing secret"
          value={created.secret}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onDone}>
            I have saved it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function WebhooksSection() {
  const queryClient = useQueryClient();
  const listQuery = trpc.webhooks.list.queryOptions();
  const { data, isPending, isError } = useQuery(listQuery);
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
  const form = useForm<WebhookFormValues>({
    initialValues: { url: '', events: [] },
    validate: webhookForm.validate,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    create.mutate((await webhookForm.load()).parse(values), {
      onSuccess: (answer) => {
        setCreated(answer);
        form.reset();
        void refresh();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error, ['url', 'events'] as const));
        failureToast('The endpoint was not added', error);
      },
    });
  }, focusFirstInvalid);

  return (
    <Section
      id="webhooks"
      title="Webhooks"
      description="We POST the events you choose to your address, signed as the Standard Webhooks specification describes, and retry for 24 hours until it answers 2xx."
    >
      <Stack gap="lg">
        {created && <SecretShownOnce created={created} onDone={() => setCreated(null)} />}
        <form
          onSubmit={handleSubmit}
          onFocus={webhookForm.preload}
          noValidate
          aria-label="Add a webhook endpoint"
        >
          <Stack gap="sm">
            <TextInput
              label="Endpoint URL"
              placeholder="https://example.com/webhooks/humanise"
              type="url"
              inputMode="url"
              autoComplete="off"
              aria-required
              {...form.getInputProps('url')}
            />
            <Checkbox.Group label="Events" withAsterisk {...form.getInputProps('events')}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8} verticalSpacing={8} mt={6}>
                {WEBHOOK_EVENTS.map((event) => (
                  <Checkbox
                    key={event}
                    value={event}
                    label={WEBHOOK_EVENT_LABELS[event]}
                    description={event}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
        {isPending ? (
          <Loader size="sm" role="status" aria-label="Loading your webhook endpoints" />
        ) : isError ? (
          <Text size="sm" c="red">
            Your webhook endpoints could not be loaded. Please reload the page.
          </Text>
        ) : data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No endpoints yet.
          </Text>
        ) : (
          <Box
            component="ul"
            aria-label="Webhook endpoints"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {data.map((endpoint) => (
              <EndpointRow key={endpoint.id} endpoint={endpoint} onRemoved={refresh} />
            ))}
          </Box>
        )}
      </Stack>
    </Section>
  );
}
