// What the chat screen shows, as pure functions: the header's avatars, role badges, times, the send key.
import { CHAT_AVATARS_SHOWN, type Role } from '../../../shared/constants.ts';
import { unreadBadge } from '../../../shared/domain/unread-count.ts';
import { formatDate, formatDateTime, formatTime } from '../../lib/format.ts';

/** The header shows up to 3 participant avatars, then '+N'. */
export function headerAvatars<T>(participants: readonly T[], shown: number = CHAT_AVATARS_SHOWN) {
  return { shown: participants.slice(0, shown), more: Math.max(0, participants.length - shown) };
}

/** Messages carry a badge for copywriters and admins; a client's carry none. */
export const ROLE_BADGES: Partial<Record<Role, { label: string; color: string }>> = {
  copywriter: { label: 'Copywriter', color: 'teal' },
  admin: { label: 'Admin', color: 'grape' },
};

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The list's time: the hour today, the British date before today. */
export function listTime(value: string | null, now: Date = new Date()): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? (formatTime(date) ?? '') : (formatDate(date) ?? '');
}

/** A message's time: the hour today, the date and the hour before today. */
export function messageTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return sameDay(date, now) ? (formatTime(date) ?? '') : (formatDateTime(date) ?? '');
}

/** Enter sends, Shift+Enter adds a new line; a key that completes an IME composition does neither. */
export function sendsOnEnter(key: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing;
}

export function unreadLabel(count: number): string {
  return count === 1 ? '1 unread message' : `${unreadBadge(count).replace('+', ' or more')} unread messages`;
}

/** The route's id, when it is one: anything else opens no conversation. */
export function conversationIdOf(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
