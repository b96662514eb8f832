// The Emails tab's pure rules: labels, colours, and how far 'Load more' reaches.
import type { AdminEmailDto } from '../../../shared/schemas/notifications.ts';
import { formatDateTime } from '../../lib/format.ts';

type EmailStatus = AdminEmailDto['status'];

// Without SMTP_URL the server sends nothing and keeps every email for this tab: 'kept' says so.
export const EMAIL_STATUS: Record<EmailStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gray' },
  sent: { label: 'Sent', color: 'teal' },
  kept: { label: 'Kept', color: 'indigo' },
  failed: { label: 'Failed', color: 'red' },
};

/** "password_reset" → "Password reset". */
export function emailKindLabel(kind: string): string {
  const words = kind.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// The tRPC answer is the list alone (REST callers page with the Link header), so 'Load more' asks for a longer
// list, up to the server's largest page; older emails are found by filtering on the address.
export const EMAIL_LIST_LIMITS = { first: 50, max: 100 } as const;

/** The limit after 'Load more', or null when the list is as long as it can be or already complete. */
export function nextEmailLimit(limit: number, received: number): number | null {
  if (received < limit || limit >= EMAIL_LIST_LIMITS.max) return null;
  return Math.min(EMAIL_LIST_LIMITS.max, limit + EMAIL_LIST_LIMITS.first);
}

/** The "To" filter as the server takes it: a whole address, or nothing. */
export function emailFilter(to: string): string | undefined {
  const trimmed = to.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** "22 Nov 2026, 14:05"; nothing for a missing or broken value. */
export function emailTime(value: string | null): string {
  return formatDateTime(value) ?? '';
}
