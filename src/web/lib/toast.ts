// The product's toast, on Mantine notifications: title, description, default or destructive (docs/product.md
// "Screens").
// Mantine's notifications, and the region that shows them, load with the first toast: no page needs them to
// appear, and every page would otherwise load them first (docs/decisions/0009).
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Defaults to TOAST_DURATION_MS; pass TOAST_LONG_DURATION_MS for the longer ones. */
  durationMs?: number;
}

let requested = false;
const listeners = new Set<() => void>();

export function toast(options: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('./show-toast.ts').then(({ showToast }) => showToast(options));
}

/** For the app's toast region: whether any toast was asked for yet, and word when the first one is. */
export function toastRequested(): boolean {
  return requested;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
