import { Button, Group, Modal, Text } from '@mantine/core';

export function ConfirmDeleteDialog({
  opened,
  title,
  message,
  loading,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
