import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { memorySession, setupTestApp, TEST_ADMIN_CODE } from '../../../test/helpers/test-app.ts';
import { LoginFailure } from '../db/entities/login-failure.ts';
import { User } from '../db/entities/user.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from './_app.ts';

const t = setupTestApp();
const createCaller = createCallerFactory(appRouter);

const signupBody = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine' };
const post = (url: string, payload?: unknown, cookie?: string) =>
  t.rest({ method: 'POST', url, payload: payload as never, cookie });

describe('POST /api/auth/signup', () => {
  it('creates a client, signs it in with a protected cookie and answers the current user', async () => {
    const response = await post('/api/auth/signup', signupBody);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'client',
      profileImageUrl: null,
      isAuthenticated: true,
      isAdmin: false,
      isCopywriter: false,
      hoursBalance: 0,
      // Not yet: the welcome email carries the confirmation link.
      emailVerified: false,
      spelling: 'uk',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const me = await t.rest({ method: 'GET', url: '/api/auth/user', cookie: response.cookie });
    expect(me.status).toBe(200);
    expect((me.body as { email: string }).email).toBe('ada@example.com');
  });

  it('stores only an argon2id hash of the password', async () => {
    await post('/api/auth/signup', signupBody);
    const user = await t.em.findOneOrFail(User, { email: 'ada@example.com' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(signupBody.password);
  });

  it('refuses a second account for the same email whatever its case', async () => {
    await post('/api/auth/signup', signupBody);
    const response = await post('/api/auth/signup', { ...signupBody, email: 'ADA@Example.com' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
    });
  });

  it('makes an admin when the admin code matches and refuses any other code', async () => {
    const admin = await post('/api/auth/signup', { ...signupBody, adminCode: TEST_ADMIN_CODE });
    expect((admin.body as { role: string; isAdmin: boolean }).role).toBe('admin');
    expect((admin.body as { isAdmin: boolean }).isAdmin).toBe(true);

    const refused = await post('/api/auth/signup', {
      ...signupBody,
      email: 'x@example.com',
      adminCode: 'guess',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Invalid admin code', code: 'INVALID_ADMIN_CODE' });
  });

  it('refuses every admin code while ADMIN_SIGNUP_CODE is unset', async () => {
    const base = t.context(memorySession());
    const context = { ...base, settings: { ...base.settings, adminSignupCode: undefined } };
    await expect(
      createCaller(context).auth.signup({ ...signupBody, adminCode: TEST_ADMIN_CODE }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Invalid admin code' });
  });

  it('answers the messages of the form schema at the fields', async () => {
    const response = await post('/api/auth/signup', { name: 'A', email: 'not-an-email', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 8 characters long' },
      ],
    });
  });

  it('answers bad input with a 4xx JSON error', async () => {
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/auth/signup',
      validBody: { ...signupBody, adminCode: '' },
      optional: ['adminCode'],
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in and answers the role', async () => {
    const user = await createUser(t.em, { role: 'copywriter' });
    const response = await post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'copywriter', isCopywriter: true });
    expect(response.cookie).toMatch(/^humanise_session=/);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const user = await createUser(t.em);
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: DEFAULT_PASSWORD,
    });
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not the password' });
    const expected = { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
    expect([unknown.status, unknown.body]).toEqual([401, expected]);
    expect([wrong.status, wrong.body]).toEqual([401, expected]);
  });

  it('answers the messages of the form schema at the fields', async () => {
    const response = await post('/api/auth/login', { email: 'nope', password: '12345' });
    expect(response.body).toMatchObject({
      issues: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });

  it('throttles an email after 10 failures, even for the right password', async () => {
    const user = await createUser(t.em);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post('/api/auth/login', { email: user.email, password: 'wrong password' })).status).toBe(
        401,
      );
    }
    const throttled = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('lets the email in again once its failures are older than 15 minutes', async () => {
    const user = await createUser(t.em);
    const em = t.em;
    const old = new Date(Date.now() - 16 * 60 * 1000);
    for (let i = 0; i < 10; i += 1)
      em.create(LoginFailure, { email: user.email, ipAddress: '10.0.0.1', createdAt: old });
    await em.flush();
    expect((await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(
      200,
    );
  });

  it('throttles an address after 100 failures across emails', async () => {
    const user = await createUser(t.em);
    const em = t.em;
    for (let i = 0; i < 100; i += 1)
      em.create(LoginFailure, { email: `guess${i}@example.com`, ipAddress: '127.0.0.1' });
    await em.flush();
    const response = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(response.status).toBe(429);
  });

  it('answers bad input with a 4xx JSON error', async () => {
    const user = await createUser(t.em);
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/auth/login',
      validBody: { email: user.email, password: DEFAULT_PASSWORD },
    });
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 when nobody is signed in', async () => {
    const response = await t.rest({ method: 'GET', url: '/api/auth/user' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
  });

  it('answers 401 for a forged cookie', async () => {
    const response = await t.rest({
      method: 'GET',
      url: '/api/auth/user',
      cookie: 'humanise_session=Fe26.2*forged',
    });
    expect(response.status).toBe(401);
  });

  it('is the same procedure the web client calls over tRPC', async () => {
    const { caller, user } = await t.createTestCaller({ as: 'admin' });
    await expect(caller.auth.user()).resolves.toMatchObject({ id: user!.id, role: 'admin', isAdmin: true });
    const anonymous = await t.createTestCaller({ as: 'anonymous' });
    await expect(anonymous.caller.auth.user()).rejects.toBeInstanceOf(TRPCError);
  });
});

describe('auth.session (the web client’s question, no REST path)', () => {
  it('answers null for a visitor and the current user once signed in', async () => {
    await expect(t.caller().auth.session()).resolves.toBeNull();
    const { caller, user } = await t.createTestCaller({ as: 'copywriter' });
    await expect(caller.auth.session()).resolves.toMatchObject({ id: user!.id, role: 'copywriter' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session for good: the old cookie no longer works', async () => {
    const { cookie } = await t.restLogin('client');
    const response = await post('/api/auth/logout', undefined, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    const replayed = await t.rest({ method: 'GET', url: '/api/auth/user', cookie });
    expect(replayed.status).toBe(401);
  });

  it('succeeds for a visitor too, and ignores junk JSON', async () => {
    expect((await post('/api/auth/logout')).status).toBe(200);
    await expectBadInputRejected(t, { method: 'POST', url: '/api/auth/logout', validBody: {} });
  });
});

describe('POST /api/auth/change-password', () => {
  it('ends every other session and keeps this one', async () => {
    const first = await t.restLogin('client');
    const login = await post('/api/auth/login', { email: first.user.email, password: DEFAULT_PASSWORD });
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'a brand new password' },
      login.cookie,
    );
    expect(change.status).toBe(200);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie: first.cookie })).status).toBe(401);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie: login.cookie })).status).toBe(200);
    const relogin = await post('/api/auth/login', {
      email: first.user.email,
      password: 'a brand new password',
    });
    expect(relogin.status).toBe(200);
  });

  it('refuses a wrong current password and bad input', async () => {
    const { cookie } = await t.restLogin('client');
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'nope', newPassword: 'long enough' },
      cookie,
    );
    expect(wrong.status).toBe(401);
    await expectBadInputRejected(t, {
      method: 'POST',
      url: '/api/auth/change-password',
      validBody: { currentPassword: DEFAULT_PASSWORD, newPassword: 'another password' },
      cookie: () => cookie,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await post('/api/auth/change-password', {
      currentPassword: 'a',
      newPassword: 'bbbbbbbb',
    });
    expect(response.status).toBe(401);
  });
});
