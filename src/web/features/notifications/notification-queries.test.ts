import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/schemas/notifications.ts';
import { bellShows, markedRead } from './notification-queries.ts';

const item = (id: number, readAt: string | null) => ({
  id,
  kind: 'quote_received',
  title: 'New quote',
  body: 'A quote.',
  link: '/dashboard',
  createdAt: '2026-11-22T10:00:00.000Z',
  readAt,
});

const list: NotificationList = {
  unread: 3,
  items: [item(3, null), item(2, null), item(1, '2026-11-21T10:00:00.000Z')],
};

describe('markedRead', () => {
  it('marks the given items read and takes the server count', () => {
    const next = markedRead(list, 1, [3]);
    expect(next.unread).toBe(1);
    expect(next.items[0]!.readAt).not.toBeNull();
    expect(next.items[1]!.readAt).toBeNull();
    expect(next.items[2]!.readAt).toBe('2026-11-21T10:00:00.000Z');
  });

  it('marks every item read when no ids were given', () => {
    const next = markedRead(list, 0);
    expect(next.unread).toBe(0);
    expect(next.items.every((entry) => entry.readAt !== null)).toBe(true);
    expect(next.items[2]!.readAt).toBe('2026-11-21T10:00:00.000Z');
  });
});

// The live stream's first event says what the bell holds once the stream listens; only a bell read that says
// the same is spared a second read.
describe('bellShows', () => {
  it('holds for a bell read with the same newest notification and unread count', () => {
    expect(bellShows(list, { newestId: 3, unread: 3 })).toBe(true);
    expect(bellShows({ unread: 0, items: [] }, { newestId: 0, unread: 0 })).toBe(true);
  });

  it('fails for a newer notification, another count, or no read at all', () => {
    expect(bellShows(list, { newestId: 4, unread: 4 })).toBe(false);
    // Written out of order, a notification can change the count without being the newest.
    expect(bellShows(list, { newestId: 3, unread: 4 })).toBe(false);
    expect(bellShows({ unread: 0, items: [] }, { newestId: 5, unread: 0 })).toBe(false);
    expect(bellShows(undefined, { newestId: 0, unread: 0 })).toBe(false);
  });
});
