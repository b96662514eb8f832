// Revoking an API key asks once more: every program that uses it is refused from the next request on
// (docs/decisions/0047). Loaded when first opened, not with /account (docs/decisions/0043).
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKeyDto } from '../../../shared/schemas/api-keys.ts';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stack.layer.css';

export function RevokeApiKeyModal({
  opened,
  apiKey,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  apiKey: ApiKeyDto | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onClose} title="Revoke this API key?" centered>
      <Stack gap="md">
        <Text size="sm">
          Anything that uses <strong>{apiKey?.name}</strong> (<Code>{apiKey?.prefix}…</Code>) will be refused
          from its next request. This cannot be undone: you would make a new key instead.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
