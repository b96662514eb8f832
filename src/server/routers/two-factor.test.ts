// Two-factor sign-in (docs/decisions/0037; docs/product.md "Accounts"): set up, turned on with
// a first code, the login's second step with a code or a single-use recovery code, 5 wrong codes in 15 minutes
// answered 429, turned off with the password and a code (admins: admin-two-factor.test.ts).
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { TwoFactorRecoveryCode } from '../db/entities/two-factor-recovery-code.ts';
import { User } from '../db/entities/user.ts';
import { UserSession } from '../db/entities/user-session.ts';
import { issueToken } from '../services/account-tokens.ts';

const t = setupTestApp();

const post = (url: string, payload: unknown, cookie?: string) =>
  t.rest({ method: 'POST', url, payload: payload as never, cookie });

const codeOf = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

// A code is accepted once: the next one a test sends comes from a later time step, as a minute later would.
async function forgetUsedCodes(user: User) {
  await t.em.execute('update users set two_factor_last_step = null where id = ?', [user.id]);
}

async function turnOn(user: User) {
  const cookie = await t.restLoginAs(user);
  const setup = await post('/api/account/2fa/setup', undefined, cookie);
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl } = setup.body as { secret: string; otpauthUrl: string };
  const enabled = await post('/api/account/2fa/enable', { code: await codeOf(secret) }, cookie);
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  const { recoveryCodes } = enabled.body as { recoveryCodes: string[] };
  await forgetUsedCodes(user);
  return { cookie, secret, otpauthUrl, recoveryCodes };
}

async function passwordStep(user: User) {
  const response = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
  expect([response.status, response.body]).toEqual([200, { twoFactorRequired: true }]);
  return response.cookie!;
}

const whoIs = async (cookie: string | undefined) =>
  (await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).status;

describe('turning two-factor sign-in on', () => {
  it('gives a secret to scan, and turns on only with a right code from it', async () => {
    const user = await createUser(t.em, { email: 'ada@example.com' });
    const cookie = await t.restLoginAs(user);
    const setup = await post('/api/account/2fa/setup', undefined, cookie);
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/Humanise%20AI:ada%40example.com?secret=${secret}&issuer=Humanise%20AI`,
    );
    // Not on yet: a login asks for no code.
    const login = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.body).toMatchObject({ twoFactor: false });

    const wrong = await post('/api/account/2fa/enable', { code: '000000' }, cookie);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const enabled = await post('/api/account/2fa/enable', { code: await codeOf(secret) }, cookie);
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = enabled.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    // Kept hashed: no code is in the database as given.
    const stored = await t.em.execute<{ code_hash: string }[]>(
      'select code_hash from two_factor_recovery_codes where user_id = ?',
      [user.id],
    );
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes).not.toContain(code_hash);
    }
    const me = await t.rest({ method: 'GET', url: '/api/auth/user', cookie });
    expect(me.body).toMatchObject({ twoFactor: true, twoFactorSetupRequired: false });
    // Once on, setting up again is refused until it is turned off.
    expect((await post('/api/account/2fa/setup', undefined, cookie)).status).toBe(409);
  });

  it('refuses to turn on before a secret was given', async () => {
    const { cookie } = await t.restLogin('client');
    const response = await post('/api/account/2fa/enable', { code: '123456' }, cookie);
    expect(response.status).toBe(409);
  });

  it('is for signed-in users only', async () => {
    expect((await post('/api/account/2fa/setup', undefined)).status).toBe(401);
    expect((await post('/api/account/2fa/enable', { code: '123456' })).status).toBe(401);
    expect((await post('/api/account/2fa/disable', { password: 'x', code: '123456' })).status).toBe(401);
  });
});

describe('logging in with two-factor sign-in on', () => {
  it('signs nobody in after the password, and opens the session with a right code', async () => {
    const user = await createUser(t.em);
    const { secret } = await turnOn(user);
    const sessionsBefore = await t.em.count(UserSession, { user: user.id });
    const cookie = await passwordStep(user);
    expect(await whoIs(cookie)).toBe(401);
    // No session row yet: it opens with the second step (docs/decisions/0034).
    expect(await t.em.count(UserSession, { user: user.id })).toBe(sessionsBefore);

    const done = await post('/api/auth/login/2fa', { code: await codeOf(secret) }, cookie);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ id: user.id, twoFactor: true });
    expect(await whoIs(done.cookie)).toBe(200);
    expect(await t.em.count(UserSession, { user: user.id })).toBe(sessionsBefore + 1);
  });

  it('refuses a wrong code, and the same right code twice', async () => {
    const user = await createUser(t.em);
    const { secret } = await turnOn(user);
    const cookie = await passwordStep(user);
    const wrong = await post('/api/auth/login/2fa', { code: '000000' }, cookie);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await whoIs(cookie)).toBe(401);

    const code = await codeOf(secret);
    const first = await post('/api/auth/login/2fa', { code }, cookie);
    expect(first.status).toBe(200);
    // Seen over a shoulder, the code is spent already.
    const again = await post('/api/auth/login/2fa', { code }, await passwordStep(user));
    expect(again.status).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const user = await createUser(t.em);
    const { recoveryCodes } = await turnOn(user);
    const [code] = recoveryCodes;
    // As a person copies it: capitals and spaces instead of dashes.
    const typed = code!.toUpperCase().replaceAll('-', ' ');
    const first = await post('/api/auth/login/2fa', { code: typed }, await passwordStep(user));
    expect(first.status).toBe(200);
    const second = await post('/api/auth/login/2fa', { code: code! }, await passwordStep(user));
    expect(second.status).toBe(401);
    const other = await post('/api/auth/login/2fa', { code: recoveryCodes[1]! }, await passwordStep(user));
    expect(other.status).toBe(200);
  });

  it('answers 429 after 5 wrong codes in 15 minutes, even to a right one, whichever session sends them', async () => {
    const user = await createUser(t.em);
    const { secret } = await turnOn(user);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // A new password step does not start a new count: the count is the account's.
      const wrong = await post('/api/auth/login/2fa', { code: '000000' }, await passwordStep(user));
      expect(wrong.status).toBe(401);
    }
    const cookie = await passwordStep(user);
    const throttled = await post('/api/auth/login/2fa', { code: await codeOf(secret) }, cookie);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(800);
    expect(await whoIs(cookie)).toBe(401);
  });

  it('asks for the password again once the half-done sign-in is 10 minutes old, or without one', async () => {
    const user = await createUser(t.em);
    const { secret } = await turnOn(user);
    expect((await post('/api/auth/login/2fa', { code: await codeOf(secret) })).status).toBe(401);

    const session = await t.sessionOf(user);
    session.twoFactorPending = { userId: user.id, at: Date.now() - 10 * 60 * 1000 - 1000 };
    delete session.userId;
    delete session.sessionId;
    await expect(t.caller(session).auth.loginTwoFactor({ code: await codeOf(secret) })).rejects.toMatchObject(
      {
        code: 'UNAUTHORIZED',
        message: 'Your sign-in has timed out. Please log in again.',
      },
    );
    expect(session.twoFactorPending).toBeUndefined();
  });

  it('leaves accounts without it as they were: the login answers the user', async () => {
    const user = await createUser(t.em);
    const response = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, twoFactor: false });
    expect(await whoIs(response.cookie)).toBe(200);
  });

  it('asks for the code after a password reset link too: an inbox alone does not sign in', async () => {
    const user = await createUser(t.em);
    const { secret } = await turnOn(user);
    const fork = t.em;
    const token = issueToken(fork, await fork.findOneOrFail(User, user.id), 'reset_password');
    await fork.flush();
    const reset = await post('/api/auth/reset-password', { token, password: 'an entirely new passphrase' });
    expect([reset.status, reset.body]).toEqual([200, { twoFactorRequired: true }]);
    expect(await whoIs(reset.cookie)).toBe(401);
    const done = await post('/api/auth/login/2fa', { code: await codeOf(secret) }, reset.cookie);
    expect(done.status).toBe(200);
    expect(await whoIs(done.cookie)).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('takes the password and a code, then logins ask for no code', async () => {
    const user = await createUser(t.em);
    const { cookie, secret } = await turnOn(user);
    const wrongPassword = await post(
      '/api/account/2fa/disable',
      { password: 'not the password', code: await codeOf(secret) },
      cookie,
    );
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toMatchObject({ message: 'Your current password is not correct' });
    const wrongCode = await post(
      '/api/account/2fa/disable',
      { password: DEFAULT_PASSWORD, code: '000000' },
      cookie,
    );
    expect(wrongCode.status).toBe(401);
    const off = await post(
      '/api/account/2fa/disable',
      { password: DEFAULT_PASSWORD, code: await codeOf(secret) },
      cookie,
    );
    expect([off.status, off.body]).toEqual([200, { success: true }]);
    const login = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.body).toMatchObject({ id: user.id, twoFactor: false });
    const left = await t.em.count(TwoFactorRecoveryCode, { user: user.id });
    expect(left).toBe(0);
    // Both are in the audit log, in their own transactions (docs/decisions/0038).
    const admin = await t.restLogin('admin');
    const trail = await t.rest({
      method: 'GET',
      url: `/api/admin/audit?target=${user.id}`,
      cookie: admin.cookie,
    });
    expect((trail.body as { action: string }[]).map((entry) => entry.action)).toEqual([
      'two_factor.disabled',
      'two_factor.enabled',
    ]);
    // Off already.
    expect(
      (await post('/api/account/2fa/disable', { password: DEFAULT_PASSWORD, code: '123456' }, cookie)).status,
    ).toBe(409);
  });

  it('takes a recovery code instead of the app', async () => {
    const user = await createUser(t.em);
    const { cookie, recoveryCodes } = await turnOn(user);
    const off = await post(
      '/api/account/2fa/disable',
      { password: DEFAULT_PASSWORD, code: recoveryCodes[3]! },
      cookie,
    );
    expect(off.status).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 JSON to malformed bodies on every two-factor call', async () => {
    const setupUser = await createUser(t.em);
    const setupCookie = await t.restLoginAs(setupUser);
    const { secret } = (await post('/api/account/2fa/setup', undefined, setupCookie)).body as {
      secret: string;
    };
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/account/2fa/enable',
      validBody: { code: await codeOf(secret, 30) },
      cookie: () => setupCookie,
    });

    const user = await createUser(t.em);
    const { recoveryCodes } = await turnOn(user);
    const pending = await passwordStep(user);
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/auth/login/2fa',
      validBody: { code: recoveryCodes[0]! },
      cookie: () => pending,
    });

    const other = await createUser(t.em);
    const turnedOn = await turnOn(other);
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/account/2fa/disable',
      validBody: { password: DEFAULT_PASSWORD, code: turnedOn.recoveryCodes[0]! },
      cookie: () => turnedOn.cookie,
    });
  });
});
