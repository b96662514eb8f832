// The current password asked for by a password change, an email change and an account deletion is guessed
// no faster than at login (issue 28, finding 3: 75 wrong guesses took 1.4 s): 10 wrong in 15 minutes per
// account, counted together, then 429 with Retry-After, the right password included.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { type RestResponse, setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

type Check = (cookie: string, password: string) => Promise<RestResponse>;

const CHECKS: Record<string, Check> = {
  'change password': (cookie, password) =>
    t.rest({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie,
      payload: { currentPassword: password, newPassword: 'an entirely new passphrase' },
    }),
  'change email': (cookie, password) =>
    t.rest({
      method: 'POST',
      url: '/api/account/email',
      cookie,
      payload: { newEmail: 'somewhere-new@example.com', currentPassword: password },
    }),
  'delete account': (cookie, password) =>
    t.rest({ method: 'DELETE', url: '/api/account', cookie, payload: { password } }),
};

function expectTooMany(response: RestResponse) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('current-password checks', () => {
  it('take 10 wrong passwords per account across the three calls, then 429, right password included', async () => {
    const cookie = await t.restLoginAs(await createUser(t.em));
    const checks = Object.values(CHECKS);
    for (let n = 0; n < 10; n += 1) {
      expect((await checks[n % checks.length]!(cookie, `wrong guess ${n}`)).status).toBe(401);
    }
    for (const check of checks) {
      expectTooMany(await check(cookie, 'one more wrong guess'));
      expectTooMany(await check(cookie, DEFAULT_PASSWORD));
    }
    // Another account is not held back.
    const other = await t.restLoginAs(await createUser(t.em));
    expect((await CHECKS['change email']!(other, 'wrong')).status).toBe(401);
  });

  it('hold the limit under concurrent guesses', async () => {
    const cookie = await t.restLoginAs(await createUser(t.em));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => CHECKS['change password']!(cookie, `wrong guess ${n}`)),
    );
    const counts: Record<number, number> = {};
    for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    expect(counts).toEqual({ 401: 10, 429: 10 });
  });

  it('forget the wrong ones once the right password is given, as login does', async () => {
    const cookie = await t.restLoginAs(await createUser(t.em));
    for (let n = 0; n < 9; n += 1) expect((await CHECKS['change email']!(cookie, 'wrong')).status).toBe(401);
    expect((await CHECKS['change email']!(cookie, DEFAULT_PASSWORD)).status).toBe(200);
    for (let n = 0; n < 9; n += 1) expect((await CHECKS['change email']!(cookie, 'wrong')).status).toBe(401);
  });
});
