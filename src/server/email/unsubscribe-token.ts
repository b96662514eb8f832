// The one-click unsubscribe link of a non-essential email: the user and the kind of email it stops, signed,
// so that the link works without signing in (as RFC 8058 requires) and cannot be forged for someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
} from '../../shared/domain/notification-kinds.ts';

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: number, preference: NotificationPreference): string {
  const payload = `${userId}.${preference}`;
  return `${payload}.${signature(secret, payload)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; preference: NotificationPreference } | null {
  const [id, preference, given] = token.split('.');
  if (!id || !preference || !given || !/^[1-9]\d{0,9}$/.test(id)) return null;
  if (!(NOTIFICATION_PREFERENCES as readonly string[]).includes(preference)) return null;
  const expected = Buffer.from(signature(secret, `${id}.${preference}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId: Number(id), preference: preference as NotificationPreference };
}
