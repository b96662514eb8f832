// The bell's items and the admin's view of the email outbox, newest first and paged by an opaque cursor.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminEmailDto, NotificationDto, NotificationList } from '../../shared/schemas/notifications.ts';
import { PAGE_LIMIT } from '../../shared/schemas/paging.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';

export interface PageQuery {
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  // Present when more items follow: the cursor of the next page.
  nextCursor: string | null;
}

// A cursor is the position after the last item shown; callers only hand it back.
function encodeCursor(position: string): string {
  return Buffer.from(position).toString('base64url');
}

function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const decoded = Buffer.from(cursor, 'base64url').toString();
  // A NUL would reach PostgreSQL, whose text cannot hold one (docs/product.md "Limits": a 400).
  if (!decoded || decoded.includes('\u0000') || encodeCursor(decoded) !== cursor)
    throw new AppError('VALIDATION_ERROR', 'Not a valid cursor');
  return decoded;
}

function decodeIdCursor(cursor: string | undefined): number | undefined {
  const decoded = decodeCursor(cursor);
  if (decoded === undefined) return undefined;
  const id = Number(decoded);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('VALIDATION_ERROR', 'Not a valid cursor');
  return id;
}

function toNotificationDto(item: Notification): NotificationDto {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    body: item.body,
    link: item.link,
    createdAt: item.createdAt.toISOString(),
    readAt: item.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(em: EntityManager, user: User): Promise<number> {
  return em.count(Notification, { user: user.id, readAt: null });
}

export async function listNotifications(
  em: EntityManager,
  user: User,
  query: PageQuery,
): Promise<NotificationList & { nextCursor: string | null }> {
  const limit = query.limit ?? PAGE_LIMIT.default;
  const before = decodeIdCursor(query.cursor);
  const [rows, unread] = await Promise.all([
    em.find(
      Notification,
      { user: user.id, ...(before ? { id: { $lt: before } } : {}) },
      { orderBy: { id: 'desc' }, limit: limit + 1 },
    ),
    unreadCount(em, user),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    unread,
    items: items.map(toNotificationDto),
    nextCursor: rows.length > limit && last ? encodeCursor(String(last.id)) : null,
  };
}

// No ids: everything is read.
export async function markRead(em: EntityManager, user: User, ids: number[] | undefined): Promise<number> {
  await em.nativeUpdate(
    Notification,
    { user: user.id, readAt: null, ...(ids ? { id: { $in: ids } } : {}) },
    { readAt: new Date() },
  );
  return unreadCount(em, user);
}

function toAdminEmailDto(email: OutboxEmail): AdminEmailDto {
  return {
    id: email.id,
    to: email.toAddress,
    kind: email.kind,
    // Not yet rendered while it waits in the outbox.
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    headers: email.headers ?? {},
    status: email.status,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt?.toISOString() ?? null,
  };
}

// An email's id: anything else in a cursor would reach PostgreSQL as a uuid it cannot read (a 500).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function listEmails(
  em: EntityManager,
  query: PageQuery & { to?: string },
): Promise<Page<AdminEmailDto>> {
  const limit = query.limit ?? PAGE_LIMIT.default;
  const cursor = decodeCursor(query.cursor);
  const [createdAt, id] = cursor?.split('|') ?? [];
  if (cursor !== undefined && (!createdAt || !UUID.test(id ?? '') || Number.isNaN(Date.parse(createdAt)))) {
    throw new AppError('VALIDATION_ERROR', 'Not a valid cursor');
  }
  const rows = await em.find(
    OutboxEmail,
    {
      ...(query.to ? { toAddress: query.to.toLowerCase() } : {}),
      ...(createdAt && id
        ? {
            $or: [
              { createdAt: { $lt: new Date(createdAt) } },
              { createdAt: new Date(createdAt), id: { $lt: id } },
            ],
          }
        : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 },
  );
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toAdminEmailDto),
    nextCursor:
      rows.length > limit && last ? encodeCursor(`${last.createdAt.toISOString()}|${last.id}`) : null,
  };
}
