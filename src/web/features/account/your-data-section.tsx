// /account's "Your data": a download of everything the account holds, and the deletion of the account, which
// asks for the password and says first what is erased and what is kept (src/server/services/account-deletion.ts).
import { Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { type ReactNode, Suspense, useState } from 'react';
import { DELETED_USER_NAME } from '../../../shared/domain/deleted-user.ts';
import { lazyComponent, useOpenedOnce } from '../../lib/lazy-component.tsx';
import { Section } from './account-section.tsx';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Stack.layer.css';

// The REST door answers the export as a file (Content-Disposition: attachment); the session cookie goes with
// the request, as the page and the API share an origin.
const EXPORT_URL = '/api/account/export';

// The deletion's dialog, its form and schema load when it is first opened, not with the page (docs/decisions/0043).
const DeleteAccountModal = lazyComponent(
  async () => (await import('./delete-account-modal.tsx')).DeleteAccountModal,
);

function Choice({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Box style={{ flex: '1 1 260px' }}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Box>
      {action}
    </Group>
  );
}

export function YourDataSection() {
  const [deleting, setDeleting] = useState(false);
  const wanted = useOpenedOnce(deleting);
  return (
    <Section
      id="your-data"
      title="Your data"
      description="Take a copy of everything your account holds, or delete the account."
    >
      <Stack gap="lg">
        <Choice
          title="Download your data"
          description="Your profile, jobs, payments, messages and notifications, as a JSON file."
          action={
            <Button
              component="a"
              href={EXPORT_URL}
              download
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Download your data
            </Button>
          }
        />
        <Divider />
        <Choice
          title="Delete your account"
          description={`Your personal data is erased. Paid jobs and payments are kept under the name ‘${DELETED_USER_NAME}’.`}
          action={
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={18} aria-hidden />}
              onPointerEnter={() => void DeleteAccountModal.preload().catch(() => undefined)}
              onClick={() => setDeleting(true)}
            >
              Delete your account
            </Button>
          }
        />
      </Stack>
      {wanted && (
        <Suspense fallback={null}>
          <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </Section>
  );
}
