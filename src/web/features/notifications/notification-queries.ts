// The bell's read (lib/bell-query.ts) kept current by the live stream's 'notifications' event rather than by
// polling, and marked read.
import type { QueryClient } from '@tanstack/react-query';
import type { BellState } from '../../../shared/schemas/chat.ts';
import type { NotificationList } from '../../../shared/schemas/notifications.ts';
import { bellQuery } from '../../lib/bell-query.ts';
import { trpc } from '../../trpc.ts';

export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.notifications.pathKey() });
}

/** Whether a bell read says what the server says the bell holds: the same newest notification and count. */
export function bellShows(bell: NotificationList | undefined, state: BellState): boolean {
  return bell !== undefined && bell.unread === state.unread && (bell.items[0]?.id ?? 0) === state.newestId;
}

/** The bell and the notification lists read again, unless the bell already read is as the server says. */
export function refreshUnlessBellShows(queryClient: QueryClient, state: BellState | undefined): void {
  if (state && bellShows(queryClient.getQueryData(bellQuery().queryKey), state)) return;
  void refreshNotifications(queryClient);
}

/** After marking read: the server's count, and the marked items (or all, when no ids were given) as read. */
export function markedRead(
  list: NotificationList,
  unread: number,
  ids?: readonly number[],
): NotificationList {
  const readAt = new Date().toISOString();
  return {
    unread,
    items: list.items.map((item) =>
      item.readAt === null && (ids === undefined || ids.includes(item.id)) ? { ...item, readAt } : item,
    ),
  };
}
