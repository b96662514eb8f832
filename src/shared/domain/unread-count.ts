// A conversation's unread messages are counted up to a hundred, and a badge past 99 reads "99+", as chat apps
// show them: the list counted every unread message of each conversation on its page, which at a year's scale
// (a never-opened conversation of a thousand messages) was most of the list's cost (docs/decisions/0030).
export const UNREAD_COUNTED_UP_TO = 100;

/** The count as its badge shows it. */
export function unreadBadge(count: number): string {
  return count >= UNREAD_COUNTED_UP_TO ? `${UNREAD_COUNTED_UP_TO - 1}+` : String(count);
}

/** A count that has grown by `more` messages, kept within what the server counts. */
export function withMoreUnread(count: number, more: number): number {
  return Math.min(UNREAD_COUNTED_UP_TO, count + more);
}
