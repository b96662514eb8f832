// The product's toast, on Mantine notifications: title, description, default or destructive (SPEC.md section 2).
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Defaults to TOAST_DURATION_MS; pass TOAST_LONG_DURATION_MS for the longer ones. */
  durationMs?: number;
}

export function toast({
  title,
  description,
  variant = 'default',
  durationMs = TOAST_DURATION_MS,
}: ToastOptions) {
  // One toast at a time, and the newest one wins: a queued toast would surface seconds after
  // the moment it talks about. notifications.clean() empties both the screen and the queue.
  notifications.clean();
  return notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : undefined,
    autoClose: durationMs,
    withBorder: true,
    'data-variant': variant,
  });
}
