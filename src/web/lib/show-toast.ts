// What toast() does once Mantine's notifications have loaded (lib/toast.ts).
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../shared/constants.ts';
import type { ToastOptions } from './toast.ts';

export function showToast({
  title,
  description,
  variant = 'default',
  durationMs = TOAST_DURATION_MS,
}: ToastOptions) {
  // One toast at a time, and the newest one wins: a queued toast would surface seconds after
  // the moment it talks about. notifications.clean() empties both the screen and the queue.
  notifications.clean();
  notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : undefined,
    autoClose: durationMs,
    withBorder: true,
    'data-variant': variant,
  });
}
