// The admin's desk (docs/product.md "Admin", docs/decisions/0038): accounts found by name
// or address and role, a page at a time; one account read whole; suspended (every session ended, a writer's
// open quotes withdrawn, the login refused) and let back in, each step in the audit log.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { AdminUserDetail, AdminUserDto } from '../../shared/schemas/admin-users.ts';
import type { AuditEntryDto } from '../../shared/schemas/audit.ts';
import type { JobDto } from '../../shared/schemas/jobs.ts';
import { AccountToken } from '../db/entities/account-token.ts';
import { Job } from '../db/entities/job.ts';
import { Quote } from '../db/entities/quote.ts';
import { User } from '../db/entities/user.ts';
import { issueToken } from '../services/account-tokens.ts';
import { mayBePaidOut } from '../services/admin-users.ts';

const t = setupTestApp();

const get = (url: string, cookie?: string) => t.rest({ method: 'GET', url, cookie });
const post = (url: string, body: unknown, cookie?: string) =>
  t.rest({ method: 'POST', url, payload: body as never, cookie });
const login = (email: string, password = DEFAULT_PASSWORD) =>
  t.rest({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const signedIn = async (cookie: string) => (await get('/api/auth/user', cookie)).status === 200;

describe('finding accounts', () => {
  it('finds by a part of the name or the email in any case, filters by role, and pages newest first', async () => {
    const admin = await t.restLogin('admin');
    const ada = await createUser(t.em, { name: 'Ada Lovelace', email: 'ada.l@example.org' });
    const writer = await createCopywriter(t.em, 'approved', { name: 'Grace Hopper' });
    await createUser(t.em, { name: 'Someone Else', email: 'ADA_fan@example.net' });

    const byName = (await get('/api/admin/users?q=LOVELACE', admin.cookie)).body as AdminUserDto[];
    expect(byName.map((user) => user.id)).toEqual([ada.id]);
    expect(byName[0]).toEqual({
      id: ada.id,
      name: 'Ada Lovelace',
      email: 'ada.l@example.org',
      role: 'client',
      createdAt: ada.createdAt.toISOString(),
      emailVerified: true,
      suspendedAt: null,
      twoFactor: false,
    });
    // By the address; LIKE's wildcards match only themselves.
    const byEmail = (await get('/api/admin/users?q=ada', admin.cookie)).body as AdminUserDto[];
    expect(byEmail.map((user) => user.name)).toEqual(['Someone Else', 'Ada Lovelace']);
    const underscore = (await get('/api/admin/users?q=da_', admin.cookie)).body as AdminUserDto[];
    expect(underscore.map((user) => user.name)).toEqual(['Someone Else']);

    // Two-factor sign-in as the account has it on (docs/decisions/0037).
    await t.em.execute(
      `update users set two_factor_secret = 'JBSWY3DPEHPK3PXP', two_factor_enabled_at = now() where id = ?`,
      [writer.id],
    );
    const writers = (await get('/api/admin/users?role=copywriter', admin.cookie)).body as AdminUserDto[];
    expect(writers.map((user) => [user.id, user.twoFactor])).toEqual([[writer.id, true]]);

    // Four accounts (the admin too), two a page, linked by rel="next".
    const first = await get('/api/admin/users?limit=2', admin.cookie);
    expect((first.body as AdminUserDto[]).map((user) => user.name)).toEqual(['Someone Else', 'Grace Hopper']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await get(next, admin.cookie);
    expect((second.body as AdminUserDto[]).map((user) => user.id)).toEqual([ada.id, admin.user.id]);
    expect(second.headers.link).toBeUndefined();
  });

  it('leaves deleted accounts out', async () => {
    const admin = await t.restLogin('admin');
    const gone = await createUser(t.em, { name: 'Gone Person' });
    await t.em.nativeUpdate(User, { id: gone.id }, { deletedAt: new Date() });
    expect((await get('/api/admin/users?q=Gone', admin.cookie)).body).toEqual([]);
    expect((await get(`/api/admin/users/${gone.id}`, admin.cookie)).status).toBe(404);
  });

  it('is for admins only, and refuses bad input', async () => {
    const client = await t.restLogin('client');
    const writer = await t.restLogin('copywriter');
    const admin = await t.restLogin('admin');
    for (const cookie of [client.cookie, writer.cookie]) {
      expect((await get('/api/admin/users', cookie)).status).toBe(403);
      expect((await get(`/api/admin/users/${admin.user.id}`, cookie)).status).toBe(403);
      expect((await post(`/api/admin/users/${client.user.id}/suspend`, { reason: 'x' }, cookie)).status).toBe(
        403,
      );
      expect((await post(`/api/admin/users/${client.user.id}/unsuspend`, {}, cookie)).status).toBe(403);
    }
    expect((await get('/api/admin/users')).status).toBe(401);
    expect((await get('/api/admin/users?role=owner', admin.cookie)).status).toBe(400);
    expect((await get(`/api/admin/users?q=${'a'.repeat(255)}`, admin.cookie)).status).toBe(400);
    expect((await get('/api/admin/users?cursor=nonsense', admin.cookie)).status).toBe(400);
    expect((await get('/api/admin/users/0', admin.cookie)).status).toBe(400);
    expect((await get('/api/admin/users/99999', admin.cookie)).status).toBe(404);
    const suspend = (body: unknown) => post(`/api/admin/users/${client.user.id}/suspend`, body, admin.cookie);
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'a\nb' },
      { reason: 'x'.repeat(501) },
    ]) {
      expect((await suspend(body)).status, JSON.stringify(body)).toBe(400);
    }
    const blank = await suspend({ reason: ' ' });
    expect(blank.body).toMatchObject({
      issues: [{ path: 'reason', message: 'Give a reason for the suspension' }],
    });
    expect((await post('/api/admin/users/99999/suspend', { reason: 'Spam' }, admin.cookie)).status).toBe(404);
    expect(await signedIn(client.cookie)).toBe(true);
  });
});

describe('one account', () => {
  it('reads its jobs as client and as writer, its payments and its audit trail', async () => {
    const admin = await t.restLogin('admin');
    const writer = await createCopywriter(t.em, 'approved', { name: 'Wendy Writer' });
    const client = await createUser(t.em);
    const own = await createJob(t.em, { client, title: 'Her own job' });
    const written = await createJob(t.em, { client: writer, copywriter: null, title: 'Another' });
    const held = await createJob(t.em, { client, copywriter: writer, status: 'in_progress', title: 'Held' });
    await post(`/api/admin/users/${writer.id}/suspend`, { reason: 'Checking her samples' }, admin.cookie);

    const detail = (await get(`/api/admin/users/${writer.id}`, admin.cookie)).body as AdminUserDetail;
    expect(detail).toMatchObject({
      id: writer.id,
      role: 'copywriter',
      suspendedReason: 'Checking her samples',
      payments: [],
    });
    expect(detail.suspendedAt).not.toBeNull();
    expect(detail.jobs.map(({ id, as }) => ({ id, as }))).toEqual([
      { id: held.id, as: 'copywriter' },
      { id: written.id, as: 'client' },
    ]);
    expect(detail.jobs.map((job) => job.id)).not.toContain(own.id);
    expect(detail.audit.map((entry) => entry.action)).toEqual(['user.suspended']);
  });
});

describe('suspending an account', () => {
  it('ends every session and pending link, withdraws open quotes, keeps paid work, and refuses the login', async () => {
    const admin = await t.restLogin('admin');
    const client = await t.restLogin('client');
    const anna = await createCopywriter(t.em, 'approved', { name: 'Anna Writer' });
    const annaCookie = await t.restLoginAs(anna);
    const annaPhone = await t.restLoginAs(anna);
    const submitted = await post(
      '/api/jobs',
      {
        contentTopic: 'Spring newsletter',
        aiContent:
          'In todays fast paced digital landscape, leveraging synergies is crucial for unlocking value.',
        serviceType: 'rewrite',
        writingStyle: 'Conversational',
      },
      client.cookie,
    );
    const jobId = (submitted.body as JobDto).id;
    const quoted = await post(
      `/api/copywriter/submit-quote/${jobId}`,
      { estimatedHours: null, fixedPrice: 80, quoteMessage: null },
      annaCookie,
    );
    expect(quoted.status).toBe(200);
    const paid = await createJob(t.em, { client: client.user, copywriter: anna, status: 'in_progress' });
    const em = t.em;
    issueToken(em, em.getReference(User, anna.id), 'reset_password');
    await em.flush();

    const suspended = await post(
      `/api/admin/users/${anna.id}/suspend`,
      { reason: '  Plagiarised a client’s text  ' },
      admin.cookie,
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ suspendedReason: 'Plagiarised a client’s text' });

    // Every session of hers is over, and her pending links with them.
    expect(await signedIn(annaCookie)).toBe(false);
    expect(await signedIn(annaPhone)).toBe(false);
    expect(await t.em.count(AccountToken, { user: anna.id, usedAt: null })).toBe(0);
    // Her quote is withdrawn from the open job, which waits for quotes again; the paid job stays hers.
    expect(await t.em.count(Quote, { copywriter: anna.id })).toBe(0);
    expect((await t.em.findOneOrFail(Job, jobId)).status).toBe('quote');
    expect((await t.em.findOneOrFail(Job, paid.id)).copywriter?.id).toBe(anna.id);
    // The one check a payout will read.
    expect(mayBePaidOut(await t.em.findOneOrFail(User, anna.id))).toBe(false);

    // Her right password is refused with the reason; a wrong one is the 401 anyone gets.
    const refused = await login(anna.email);
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([
      403,
      'This account is suspended',
    ]);
    expect(refused.cookie).toBeUndefined();
    expect((await login(anna.email, 'not her password')).status).toBe(401);

    // Twice is a conflict; the admin's own account is refused.
    const again = await post(`/api/admin/users/${anna.id}/suspend`, { reason: 'Again' }, admin.cookie);
    expect([again.status, (again.body as { message: string }).message]).toEqual([
      409,
      'This account is suspended already',
    ]);
    const self = await post(`/api/admin/users/${admin.user.id}/suspend`, { reason: 'Me' }, admin.cookie);
    expect([self.status, (self.body as { message: string }).message]).toEqual([
      409,
      'You cannot suspend your own account',
    ]);
    expect(await signedIn(admin.cookie)).toBe(true);

    // The log holds the suspension and the refused login, newest first, with who and from where.
    const trail = (await get(`/api/admin/audit?target=${anna.id}`, admin.cookie)).body as AuditEntryDto[];
    expect(trail.map(({ action, actor, detail }) => ({ action, actor: actor?.id, detail }))).toEqual([
      { action: 'login.refused_suspended', actor: anna.id, detail: '' },
      { action: 'user.suspended', actor: admin.user.id, detail: 'Plagiarised a client’s text' },
    ]);
    expect(trail[1]!.ip).toBe('127.0.0.1');
    const byAdmin = (await get(`/api/admin/audit?actor=${admin.user.id}`, admin.cookie))
      .body as AuditEntryDto[];
    expect(byAdmin.map((entry) => entry.action)).toEqual(['user.suspended']);

    // Let back in: she signs in again, and the log says so.
    const unsuspended = await post(`/api/admin/users/${anna.id}/unsuspend`, {}, admin.cookie);
    expect(unsuspended.status).toBe(200);
    expect(unsuspended.body).toMatchObject({ suspendedAt: null, suspendedReason: null });
    const back = await login(anna.email);
    expect(back.status).toBe(200);
    expect(await signedIn(back.cookie!)).toBe(true);
    expect(mayBePaidOut(await t.em.findOneOrFail(User, anna.id))).toBe(true);
    const latest = (await get(`/api/admin/audit?target=${anna.id}`, admin.cookie)).body as AuditEntryDto[];
    expect(latest[0]).toMatchObject({ action: 'user.unsuspended', actor: { id: admin.user.id } });
    const twice = await post(`/api/admin/users/${anna.id}/unsuspend`, {}, admin.cookie);
    expect(twice.status).toBe(409);
  });

  it('signs out a session the suspension missed (the belt of findSessionUser)', async () => {
    const user = await createUser(t.em);
    const cookie = await t.restLoginAs(user);
    // Marked suspended with its session rows left alive, as no path of the product does.
    await t.em.nativeUpdate(User, { id: user.id }, { suspendedAt: new Date(), suspendedReason: 'Test' });
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe('a suspended writer', () => {
  // Their profile stays approved, for when they are let back in, but nobody finds or hires them meanwhile.
  it('is listed nowhere, has no public profile and cannot be asked for a quote until unsuspended', async () => {
    const admin = await t.restLogin('admin');
    const writer = await createCopywriter(t.em, 'approved', { name: 'Paused Writer' });
    const listed = async () =>
      ((await get('/api/copywriters')).body as { id: number }[]).some((each) => each.id === writer.id);
    const invite = async () =>
      t.rest({
        method: 'POST',
        url: '/api/jobs',
        payload: {
          contentTopic: 'A landing page for a bakery',
          aiContent: 'Our bakery makes fresh bread every morning with local flour and a lot of care.',
          serviceType: 'rewrite',
          writingStyle: 'Conversational',
          invitedCopywriterId: writer.id,
        },
      });
    expect([await listed(), (await get(`/api/copywriters/${writer.id}`)).status]).toEqual([true, 200]);

    const suspended = await post(
      `/api/admin/users/${writer.id}/suspend`,
      { reason: 'Under review' },
      admin.cookie,
    );
    expect(suspended.status).toBe(200);
    expect([
      await listed(),
      (await get(`/api/copywriters/${writer.id}`)).status,
      (await invite()).status,
    ]).toEqual([false, 404, 400]);

    expect((await post(`/api/admin/users/${writer.id}/unsuspend`, {}, admin.cookie)).status).toBe(200);
    expect([await listed(), (await invite()).status]).toEqual([true, 200]);
  });
});
