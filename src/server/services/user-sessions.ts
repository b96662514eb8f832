// Signed-in sessions as rows (docs/decisions/0034): the cookie names its row, a request whose row has ended is
// signed out, and endAccess is the one way an account's sessions end (password change or reset, sign-out
// everywhere else, deletion; later suspension).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionDto } from '../../shared/schemas/sessions.ts';
import type { User } from '../db/entities/user.ts';
import { UserSession } from '../db/entities/user-session.ts';
import { AppError } from '../errors.ts';
import { announceAccessChange } from '../live/live-bus.ts';
import { retirePendingTokens } from './account-tokens.ts';

// last_seen_at moves at most this often: "last seen" on /account needs minutes, not every request's write.
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

const DEVICE_UNKNOWN = 'Unknown device';

// Order matters: Edge and Opera name Chrome too, Chrome names Safari, and Android names Linux.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Firefox on Windows", "Safari on iPhone", or the plain browser or system when only one is known. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return DEVICE_UNKNOWN;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? DEVICE_UNKNOWN;
}

export async function openSession(
  em: EntityManager,
  user: User,
  where: { ip: string; userAgent?: string | undefined },
): Promise<number> {
  const [row] = await em.execute<{ id: number }[]>(
    `insert into user_sessions (user_id, created_at, last_seen_at, device, ip)
     values (?, now(), now(), ?, ?) returning id`,
    [user.id, describeDevice(where.userAgent).slice(0, 100), where.ip.slice(0, 64)],
  );
  return row!.id;
}

/** Records that a session was seen now, when its last record is older than LAST_SEEN_EVERY_MS. */
export async function noteSeen(em: EntityManager, sessionId: number, lastSeenAt: Date): Promise<void> {
  if (Date.now() - lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return;
  await em.execute('update user_sessions set last_seen_at = now() where id = ? and ended_at is null', [
    sessionId,
  ]);
}

export async function sessionIsLive(em: EntityManager, userId: number, sessionId: number): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    'select 1 from user_sessions where id = ? and user_id = ? and ended_at is null',
    [sessionId, userId],
  );
  return rows.length > 0;
}

/**
 * Ends every live session of the user, but for `except` (the device that asked). The one call behind a
 * password change or reset, "Sign out everywhere else", an account's deletion and a suspension.
 */
export async function endAccess(
  em: EntityManager,
  userId: number,
  options: { except?: number | undefined } = {},
): Promise<number> {
  const ended = await em.execute<{ id: number }[]>(
    `update user_sessions set ended_at = now()
      where user_id = ? and ended_at is null and id <> ? returning id`,
    [userId, options.except ?? 0],
  );
  // Their live streams end at once, on every instance (at commit, when `em` is in a transaction).
  if (ended.length > 0) await announceAccessChange(em, userId);
  return ended.length;
}

/** Ends one of the user's own sessions (a logout, or 'Sign out' on /account); another's is not found. */
export async function endSession(em: EntityManager, userId: number, sessionId: number): Promise<void> {
  const ended = await em.execute<{ id: number }[]>(
    `update user_sessions set ended_at = now()
      where id = ? and user_id = ? and ended_at is null returning id`,
    [sessionId, userId],
  );
  if (ended.length === 0) throw new AppError('NOT_FOUND', 'This session has ended already');
  await announceAccessChange(em, userId);
}

/** The user's live sessions: this device's first and marked, then the most recently seen. */
export async function listSessions(
  em: EntityManager,
  userId: number,
  currentSessionId: number | undefined,
): Promise<SessionDto[]> {
  const sessions = await em.find(
    UserSession,
    { user: userId, endedAt: null },
    { orderBy: { lastSeenAt: 'desc', id: 'desc' }, limit: 100 },
  );
  const current = sessions.filter((session) => session.id === currentSessionId);
  return [...current, ...sessions.filter((session) => session.id !== currentSessionId)].map((session) => ({
    id: session.id,
    device: session.device,
    ip: session.ip,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/**
 * 'Sign out everywhere else': every other session ends, and with them every pending link of the account (an
 * email change or a reset asked for from a device the owner no longer trusts; docs/product.md "Accounts").
 */
export async function signOutOthers(
  em: EntityManager,
  userId: number,
  sessionId: number | undefined,
): Promise<{ ended: number }> {
  return em.transactional(async (tx) => {
    await retirePendingTokens(tx, userId);
    return { ended: await endAccess(tx, userId, { except: sessionId }) };
  });
}
