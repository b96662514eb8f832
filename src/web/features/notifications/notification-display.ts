// What the bell shows, as pure functions: the badge, its label for screen readers, and how long ago.
import { formatDate } from '../../lib/format.ts';

/** The badge on the bell: nothing at 0, the count up to 9, then "9+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/**
 * The bell's name for screen readers; without a count while it is still being read, rather than a wrong 0.
 * It holds the badge's own words, so that someone who sees "9+" and says it to voice control reaches the bell
 * (WCAG 2.5.3); past nine, the exact count follows.
 */
export function bellLabel(count: number | undefined): string {
  if (count === undefined) return 'Notifications';
  const unread = Math.max(0, count);
  const badge = unreadBadge(unread);
  return badge && badge !== String(unread)
    ? `Notifications, ${badge} unread (${unread})`
    : `Notifications, ${unread} unread`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 min ago", "3 hours ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // A clock a little ahead of the browser's would otherwise say "in a minute".
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(date) ?? '';
}
