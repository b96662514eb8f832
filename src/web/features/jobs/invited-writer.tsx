// On /humanise, the writer the client came to ask for a quote (docs/product.md "Writer profiles and
// invitations"), with the way to take the invitation back. Shown once hydrated: the invitation lives in the
// tab's draft and the address, which the prerendered page cannot know.
import { Alert, Button, Group, Text } from '@mantine/core';
import IconUserCheck from '@tabler/icons-react/dist/esm/icons/IconUserCheck.mjs';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../components/router-links.tsx';
import { httpStatusOf } from '../../lib/api-error.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';

// The page loads without the tRPC client (docs/decisions/0009); the writer's name is worth loading it for.
function invitedWriterQuery(id: number) {
  return {
    queryKey: ['invited-writer', id] as const,
    queryFn: async () => {
      const { trpcClient } = await import('../../trpc.ts');
      const profile = await trpcClient.copywriter.publicProfile.query({ id, limit: 1 });
      return { id: profile.id, name: profile.name };
    },
    retry: (failures: number, error: unknown) => httpStatusOf(error) !== 404 && failures < 2,
  };
}

export function InvitedWriter({ id, onRemove }: { id: number; onRemove: () => void }) {
  const writer = useQuery(invitedWriterQuery(id));
  const gone = writer.isError && httpStatusOf(writer.error) === 404;
  const remove = (
    <Button variant="subtle" size="compact-sm" onClick={onRemove}>
      Remove invitation
    </Button>
  );
  if (gone) {
    return (
      <Alert color="yellow" variant="light" mb="lg" radius="md" title="This writer is not available">
        <Group justify="space-between" gap="xs">
          <Text size="sm">Remove the invitation to send your text to all our copywriters.</Text>
          {remove}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert
      variant="light"
      color="teal"
      icon={<IconUserCheck aria-hidden />}
      mb="lg"
      radius="md"
      role="status"
      aria-label="Invited writer"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {writer.data ? (
            <>
              Asking{' '}
              <AnchorLink to="/copywriters/$id" params={{ id: String(id) }} fw={600}>
                {writer.data.name}
              </AnchorLink>{' '}
              for a quote.
            </>
          ) : (
            'Asking your chosen writer for a quote.'
          )}{' '}
          They are told as soon as you submit; other copywriters may quote too.
        </Text>
        {remove}
      </Group>
    </Alert>
  );
}
