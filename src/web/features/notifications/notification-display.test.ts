import { describe, expect, it } from 'vitest';
import { bellLabel, timeAgo, unreadBadge } from './notification-display.ts';

describe('unreadBadge', () => {
  it('is hidden at 0 and caps at 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(9)).toBe('9');
    expect(unreadBadge(10)).toBe('9+');
    expect(unreadBadge(250)).toBe('9+');
  });
});

describe('bellLabel', () => {
  it('says how many are unread, once it knows', () => {
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications, 0 unread');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    // The badge's "9+" is in the name, as it is on screen.
    expect(bellLabel(12)).toBe('Notifications, 9+ unread (12)');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const earlier = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('counts minutes, hours and days, then shows the date', () => {
    expect(timeAgo(earlier(10_000), now)).toBe('just now');
    expect(timeAgo(earlier(5 * 60_000), now)).toBe('5 min ago');
    expect(timeAgo(earlier(59 * 60_000), now)).toBe('59 min ago');
    expect(timeAgo(earlier(60 * 60_000), now)).toBe('1 hour ago');
    expect(timeAgo(earlier(5 * 3_600_000), now)).toBe('5 hours ago');
    expect(timeAgo(earlier(30 * 3_600_000), now)).toBe('yesterday');
    expect(timeAgo(earlier(3 * 86_400_000), now)).toBe('3 days ago');
    expect(timeAgo('2026-10-01T09:00:00Z', now)).toBe('1 Oct 2026');
  });

  it('treats a time slightly in the future as now, and nonsense as nothing', () => {
    expect(timeAgo(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
