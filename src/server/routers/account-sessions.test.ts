// Signed-in sessions as rows (docs/decisions/0034, docs/product.md "Accounts"): /account lists
// them, any one can be signed out, and a request whose session has ended is signed out.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { User } from '../db/entities/user.ts';

const t = setupTestApp();

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function loginFrom(user: User, userAgent: string, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await t.rest({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: DEFAULT_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.status).toBe(200);
  return response.cookie!;
}

const signedIn = async (cookie: string) =>
  (await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).status === 200;

interface Listed {
  id: number;
  device: string;
  ip: string;
  lastSeenAt: string;
  current: boolean;
}

async function sessions(cookie: string): Promise<Listed[]> {
  const response = await t.rest({ method: 'GET', url: '/api/account/sessions', cookie });
  expect(response.status).toBe(200);
  return (response.body as { sessions: Listed[] }).sessions;
}

describe('signed-in sessions', () => {
  it('lists each device with a short name and this one marked', async () => {
    const user = await createUser(t.em);
    const laptop = await loginFrom(user, FIREFOX_WINDOWS, '10.2.0.1');
    await loginFrom(user, SAFARI_IPHONE, '10.2.0.2');
    const listed = await sessions(laptop);
    expect(
      listed
        .map(({ device, ip, current }) => ({ device, ip, current }))
        .sort((a, b) => a.ip.localeCompare(b.ip)),
    ).toEqual([
      { device: 'Firefox on Windows', ip: '10.2.0.1', current: true },
      { device: 'Safari on iPhone', ip: '10.2.0.2', current: false },
    ]);
    // Nobody else's sessions are listed.
    const stranger = await createUser(t.em);
    expect(await sessions(await loginFrom(stranger, FIREFOX_WINDOWS))).toHaveLength(1);
  });

  it('signs another device out: its next request is signed out, this one carries on', async () => {
    const user = await createUser(t.em);
    const laptop = await loginFrom(user, FIREFOX_WINDOWS);
    const phone = await loginFrom(user, SAFARI_IPHONE);
    const other = (await sessions(laptop)).find((session) => !session.current)!;
    const ended = await t.rest({
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      cookie: laptop,
    });
    expect([ended.status, ended.body]).toEqual([200, { success: true }]);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);
    expect(await sessions(laptop)).toHaveLength(1);
    // Ended already, or someone else's: not found.
    const again = await t.rest({
      method: 'DELETE',
      url: `/api/account/sessions/${other.id}`,
      cookie: laptop,
    });
    expect(again.status).toBe(404);
    const stranger = await loginFrom(await createUser(t.em), FIREFOX_WINDOWS);
    const mine = (await sessions(laptop))[0]!;
    expect(
      (await t.rest({ method: 'DELETE', url: `/api/account/sessions/${mine.id}`, cookie: stranger })).status,
    ).toBe(404);
    expect(await signedIn(laptop)).toBe(true);
  });

  it('signs out everywhere else', async () => {
    const user = await createUser(t.em);
    const here = await loginFrom(user, FIREFOX_WINDOWS);
    const others = [await loginFrom(user, SAFARI_IPHONE), await loginFrom(user, FIREFOX_WINDOWS)];
    const response = await t.rest({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      cookie: here,
    });
    expect([response.status, response.body]).toEqual([200, { ended: 2 }]);
    for (const cookie of others) expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(here)).toBe(true);
  });

  it('logs this device out only', async () => {
    const user = await createUser(t.em);
    const laptop = await loginFrom(user, FIREFOX_WINDOWS);
    const phone = await loginFrom(user, SAFARI_IPHONE);
    expect((await t.rest({ method: 'POST', url: '/api/auth/logout', cookie: laptop })).status).toBe(200);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(true);
  });

  it('ends every other session on a password change and keeps this one', async () => {
    const user = await createUser(t.em);
    const here = await loginFrom(user, FIREFOX_WINDOWS);
    const there = await loginFrom(user, SAFARI_IPHONE);
    const changed = await t.rest({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'a new password 4 me' },
      cookie: here,
    });
    expect(changed.status).toBe(200);
    expect(await signedIn(there)).toBe(false);
    expect(await signedIn(here)).toBe(true);
  });

  it('moves "last seen" at most once every few minutes', async () => {
    const user = await createUser(t.em);
    const cookie = await loginFrom(user, FIREFOX_WINDOWS);
    const [session] = await sessions(cookie);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await t.em.execute('update user_sessions set last_seen_at = ? where id = ?', [
      tenMinutesAgo,
      session!.id,
    ]);
    expect(await signedIn(cookie)).toBe(true);
    const [seen] = await sessions(cookie);
    expect(new Date(seen!.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Seen a minute ago: left as it is.
    const aMinuteAgo = new Date(Date.now() - 60 * 1000);
    await t.em.execute('update user_sessions set last_seen_at = ? where id = ?', [aMinuteAgo, session!.id]);
    expect(await signedIn(cookie)).toBe(true);
    const [still] = await sessions(cookie);
    expect(new Date(still!.lastSeenAt).getTime()).toBe(aMinuteAgo.getTime());
  });
});
