// REQUIRE_ADMIN_2FA (docs/decisions/0037): on by default in production, an admin without two-factor sign-in
// gets 403 from every call but their own account's until they turn it on; an admin with it, and every other
// role, pass as before.
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { setupTestApp, startTestApp, stopTestApp, TEST_SETTINGS } from '../../../test/helpers/test-app.ts';
import type { TestDatabase } from '../../../test/helpers/test-database.ts';
import type { User } from '../db/entities/user.ts';
import { parseEnv, requireAdminTwoFactorOf } from '../env.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from './_app.ts';

const t = setupTestApp();
const createCaller = createCallerFactory(appRouter);

const codeOf = (secret: string) => generate({ secret });
const REFUSAL = { code: 'FORBIDDEN', message: 'Set up two-factor sign-in to use admin pages' };

const strict = { ...TEST_SETTINGS, requireAdminTwoFactor: true };
const strictCaller = async (user: User) =>
  createCaller({ ...t.context(await t.sessionOf(user)), settings: strict });

describe('REQUIRE_ADMIN_2FA', () => {
  it('is on by default in production only, and may be set either way', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://humanise.example', PAYMENTS: 'test' };
    expect(requireAdminTwoFactorOf(parseEnv(production))).toBe(true);
    expect(requireAdminTwoFactorOf(parseEnv({ ...production, REQUIRE_ADMIN_2FA: 'false' }))).toBe(false);
    expect(requireAdminTwoFactorOf(parseEnv({ NODE_ENV: 'development' }))).toBe(false);
    expect(requireAdminTwoFactorOf(parseEnv({ NODE_ENV: 'test', REQUIRE_ADMIN_2FA: 'true' }))).toBe(true);
    expect(() => parseEnv({ REQUIRE_ADMIN_2FA: 'yes' })).toThrow(/REQUIRE_ADMIN_2FA/);
  });

  it('refuses an admin without it every admin call, and lets them set it up', async () => {
    const admin = await createUser(t.em, { role: 'admin' });
    const caller = await strictCaller(admin);
    await expect(caller.admin.stats()).rejects.toMatchObject(REFUSAL);
    await expect(caller.blog.listPosts()).rejects.toMatchObject(REFUSAL);
    // An admin's reach over every job waits too.
    await expect(caller.jobs.list()).rejects.toMatchObject(REFUSAL);
    // Their own account, where it is turned on, works.
    expect(await caller.auth.user()).toMatchObject({ twoFactor: false, twoFactorSetupRequired: true });
    expect(await caller.account.get()).toMatchObject({ email: admin.email });
    await expect(caller.notifications.list()).resolves.toBeDefined();
    const { secret } = await caller.twoFactor.setup();
    await caller.twoFactor.enable({ code: await codeOf(secret) });
    await expect(caller.admin.stats()).resolves.toBeDefined();
    expect(await caller.auth.user()).toMatchObject({ twoFactor: true, twoFactorSetupRequired: false });
  });

  it('lets an admin with it through, and holds nobody else back', async () => {
    const admin = await createUser(t.em, { role: 'admin' });
    const setup = await (await strictCaller(admin)).twoFactor.setup();
    await (await strictCaller(admin)).twoFactor.enable({ code: await codeOf(setup.secret) });
    await expect((await strictCaller(admin)).admin.stats()).resolves.toBeDefined();
    const client = await createUser(t.em, { role: 'client' });
    await expect((await strictCaller(client)).jobs.list()).resolves.toBeDefined();
    expect(await (await strictCaller(client)).auth.user()).toMatchObject({ twoFactorSetupRequired: false });
    // Off (development, the tests): an admin without it passes.
    const relaxed = await createUser(t.em, { role: 'admin' });
    await expect(t.caller(await t.sessionOf(relaxed)).admin.stats()).resolves.toBeDefined();
  });
});

describe('REQUIRE_ADMIN_2FA over the REST door', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ db, app } = await startTestApp({ settings: strict }));
  });
  afterAll(async () => stopTestApp(app, db));

  const call = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) => {
    const response = await app.inject({ method, url, headers: { cookie }, payload: payload as never });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('answers 403 JSON to an admin without it, and 200 once two-factor sign-in is on', async () => {
    const admin = await createUser(db.orm.em, { role: 'admin' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: DEFAULT_PASSWORD },
    });
    expect(login.json()).toMatchObject({ twoFactorSetupRequired: true });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const refused = await call('GET', '/api/admin/stats', cookie);
    expect([refused.status, refused.body]).toEqual([
      403,
      { message: 'Set up two-factor sign-in to use admin pages', code: 'TWO_FACTOR_SETUP_REQUIRED' },
    ]);
    expect((await call('GET', '/api/jobs', cookie)).status).toBe(403);

    const setup = await call('POST', '/api/account/2fa/setup', cookie);
    expect(setup.status).toBe(200);
    const enabled = await call('POST', '/api/account/2fa/enable', cookie, {
      code: await codeOf(setup.body.secret as string),
    });
    expect(enabled.status).toBe(200);
    expect((await call('GET', '/api/admin/stats', cookie)).status).toBe(200);
  });
});
