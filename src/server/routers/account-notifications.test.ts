// Over 300 lines: one matrix of every role against every account endpoint, with its world.
// The account and notification endpoints: who may call them (every role against every endpoint), bad input
// of every kind, the OpenAPI document, and the rules of the reset, verification and unsubscribe links.
// Long on purpose: one table of every role against every endpoint, and the cases of the links it guards, share
// the database and app this file starts once; a split would scatter the table.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { statusesByCaller, type TableCall } from '../../../test/helpers/authorisation-table.ts';
import { type BadInputTarget, expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp, TEST_SETTINGS } from '../../../test/helpers/test-app.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { User } from '../db/entities/user.ts';
import { unsubscribeToken } from '../email/unsubscribe-token.ts';
import { issueToken } from '../services/account-tokens.ts';
import { notify } from '../services/notify.ts';

const t = setupTestApp();

const ROLES = ['anonymous', 'client', 'otherClient', 'copywriter', 'admin'] as const;
type Actor = (typeof ROLES)[number];
type Actors = Record<Exclude<Actor, 'anonymous'>, User>;

const ALL = (status: number) =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Actor, number>;
const SIGNED_IN = (status: number) => ({ ...ALL(status), anonymous: 401 });

const PASSWORD = 'correct horse battery';

async function receiptFor(user: User, eventKey: string) {
  await t.em.transactional(async (tx) => {
    const to = await tx.findOneOrFail(User, user.id);
    await notify(tx, {
      to,
      eventKey,
      message: {
        kind: 'payment_receipt',
        paymentId: 1,
        description: 'Starter package: 5 hours',
        amountPence: 35000,
        paidAt: new Date().toISOString(),
      },
    });
  });
}

interface Row {
  name: string;
  call: (actors: Actors) => Promise<TableCall>;
  expect: Record<Actor, number>;
}

const ROWS: Row[] = [
  {
    name: 'GET /api/notifications',
    call: async () => ({ method: 'GET', url: '/api/notifications' }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'POST /api/notifications/read',
    call: async () => ({ method: 'POST', url: '/api/notifications/read', body: {} }),
    expect: SIGNED_IN(200),
  },
  {
    name: "POST /api/notifications/read with another user's ids",
    call: async (actors) => {
      await receiptFor(actors.client, `table:${Math.random()}`);
      const ids = (await t.em.find(Notification, { user: actors.client.id })).map((item) => item.id);
      return { method: 'POST', url: '/api/notifications/read', body: { ids } };
    },
    // Everyone may ask; only the owner's items change (checked below).
    expect: SIGNED_IN(200),
  },
  {
    name: 'GET /api/admin/emails',
    call: async () => ({ method: 'GET', url: '/api/admin/emails' }),
    expect: { ...ALL(403), anonymous: 401, admin: 200 },
  },
  {
    name: 'GET /api/account',
    call: async () => ({ method: 'GET', url: '/api/account' }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'PUT /api/account/profile',
    call: async () => ({ method: 'PUT', url: '/api/account/profile', body: { name: 'New Name' } }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'PUT /api/account/spelling',
    call: async () => ({ method: 'PUT', url: '/api/account/spelling', body: { spelling: 'us' } }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'POST /api/account/email',
    call: async () => ({
      method: 'POST',
      url: '/api/account/email',
      body: { newEmail: `moved-${Math.random()}@example.com`, currentPassword: PASSWORD },
    }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'GET /api/account/notification-preferences',
    call: async () => ({ method: 'GET', url: '/api/account/notification-preferences' }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'PUT /api/account/notification-preferences',
    call: async () => ({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      body: { quotes: false, messages: true, delivery: true, ratings: false },
    }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'POST /api/account/unsubscribe (a signed link: anyone holding it)',
    call: async (actors) => ({
      method: 'POST',
      url: '/api/account/unsubscribe',
      body: { token: unsubscribeToken(TEST_SETTINGS.linkSecret, actors.client.id, 'quotes') },
    }),
    expect: ALL(200),
  },
  {
    name: 'POST /api/auth/forgot-password',
    call: async (actors) => ({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: actors.client.email },
    }),
    expect: ALL(200),
  },
  {
    name: 'POST /api/auth/reset-password (each caller a fresh link)',
    call: async (actors) => {
      const fork = t.em;
      const user = await fork.findOneOrFail(User, actors.client.id);
      const token = issueToken(fork, user, 'reset_password');
      await fork.flush();
      return { method: 'POST', url: '/api/auth/reset-password', body: { token, password: 'a new password' } };
    },
    expect: ALL(200),
  },
  {
    name: 'POST /api/auth/verify-email (each caller a fresh link)',
    call: async (actors) => {
      const fork = t.em;
      const user = await fork.findOneOrFail(User, actors.otherClient.id);
      const token = issueToken(fork, user, 'verify_email');
      await fork.flush();
      return { method: 'POST', url: '/api/auth/verify-email', body: { token } };
    },
    expect: ALL(200),
  },
  {
    name: 'POST /api/auth/resend-verification',
    call: async () => ({ method: 'POST', url: '/api/auth/resend-verification' }),
    // The copywriter's account is confirmed: there is nothing to resend.
    expect: { ...SIGNED_IN(200), copywriter: 409 },
  },
];

describe('who may call the account and notification endpoints', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const actors: Actors = {
        // Not yet confirmed, so that each may ask for a confirmation link again.
        client: await createUser(t.em, { verified: false }),
        otherClient: await createUser(t.em, { verified: false }),
        copywriter: await createCopywriter(t.em, 'approved'),
        admin: await createUser(t.em, { role: 'admin', verified: false }),
      };
      expect(await statusesByCaller(t, actors, ROLES, row.call)).toEqual(row.expect);
    });
  }
});

describe('notifications', () => {
  it("lists one's own items, newest first, pages them, and marks them read", async () => {
    const { user, cookie } = await t.restLogin('client');
    const other = await t.restLogin('client');
    for (let n = 1; n <= 3; n += 1) await receiptFor(user, `list:${n}`);
    await receiptFor(other.user, 'list:other');

    const first = await t.rest({ method: 'GET', url: '/api/notifications?limit=2', cookie });
    const page = first.body as { unread: number; items: { id: number; link: string }[] };
    expect(page.unread).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
    const next = String(first.headers.link).match(/^<([^>]+)>; rel="next"$/)?.[1];
    expect(next).toMatch(/^\/api\/notifications\?limit=2&cursor=/);
    const second = (await t.rest({ method: 'GET', url: next!, cookie })).body as typeof page;
    expect(second.items).toHaveLength(1);
    expect((await t.rest({ method: 'GET', url: next!, cookie })).headers.link).toBeUndefined();

    // Another user's ids change nothing of theirs; one's own become read.
    const theirs = (await t.em.find(Notification, { user: other.user.id })).map((item) => item.id);
    const mine = page.items.map((item) => item.id);
    const marked = await t.rest({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [...theirs, ...mine] },
      cookie,
    });
    expect(marked.body).toEqual({ unread: 1 });
    expect(await t.em.count(Notification, { user: other.user.id, readAt: null })).toBe(1);
    expect(
      (await t.rest({ method: 'POST', url: '/api/notifications/read', payload: {}, cookie })).body,
    ).toEqual({ unread: 0 });
  });

  it('records the in-app item whatever the email preferences, and an event only once', async () => {
    const { user, cookie } = await t.restLogin('client');
    await t.rest({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      payload: { quotes: false, messages: true, delivery: true, ratings: true },
      cookie,
    });
    const copywriter = await createCopywriter(t.em, 'approved');
    const job = await createJob(t.em, { client: user });
    const writer = await t.restLoginAs(copywriter);
    await t.rest({
      method: 'POST',
      url: `/api/copywriter/submit-quote/${job.id}`,
      payload: { estimatedHours: 1, fixedPrice: null, quoteMessage: null },
      cookie: writer,
    });
    expect(await t.em.count(Notification, { user: user.id, kind: 'quote_received' })).toBe(1);
    expect(await t.em.count(OutboxEmail, { toAddress: user.email, kind: 'quote_received' })).toBe(0);
    await receiptFor(user, 'twice');
    await receiptFor(user, 'twice');
    expect(await t.em.count(Notification, { user: user.id, eventKey: 'twice' })).toBe(1);
    expect(await t.em.count(OutboxEmail, { toAddress: user.email, eventKey: 'twice' })).toBe(1);
  });

  it('writes nothing when the change it reports rolls back', async () => {
    const user = await createUser(t.em);
    await expect(
      t.em.transactional(async (tx) => {
        await receiptForIn(tx, user);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.em.count(Notification, { user: user.id })).toBe(0);
    expect(await t.em.count(OutboxEmail, { toAddress: user.email })).toBe(0);
  });
});

async function receiptForIn(tx: Parameters<typeof notify>[0], user: User) {
  const to = await tx.findOneOrFail(User, user.id);
  await notify(tx, {
    to,
    eventKey: 'rolled-back',
    message: { kind: 'refund', paymentId: 1, description: 'x', amountPence: 100 },
  });
}

describe('the admin Emails tab', () => {
  it('lists the emails kept, newest first, filtered by recipient', async () => {
    const { cookie } = await t.restLogin('admin');
    const a = await createUser(t.em, { email: 'a@example.com' });
    const b = await createUser(t.em, { email: 'b@example.com' });
    await receiptFor(a, 'e1');
    await receiptFor(b, 'e2');
    await receiptFor(a, 'e3');
    const all = (await t.rest({ method: 'GET', url: '/api/admin/emails', cookie })).body as { to: string }[];
    expect(all.map((email) => email.to)).toEqual(['a@example.com', 'b@example.com', 'a@example.com']);
    const filtered = await t.rest({
      method: 'GET',
      url: '/api/admin/emails?to=A@example.com&limit=1',
      cookie,
    });
    expect((filtered.body as unknown[]).length).toBe(1);
    expect(filtered.headers.link).toMatch(/rel="next"/);
    const keys = Object.keys((filtered.body as Record<string, unknown>[])[0]!).sort();
    expect(keys).toEqual(
      ['createdAt', 'headers', 'html', 'id', 'kind', 'sentAt', 'status', 'subject', 'text', 'to'].sort(),
    );
  });
});

describe('password reset', () => {
  it('answers every email alike, and stops sending past 5 requests an hour', async () => {
    const user = await createUser(t.em, { email: 'reset-me@example.com' });
    const answers = [];
    for (const email of ['reset-me@example.com', 'nobody@example.com']) {
      answers.push(
        (await t.rest({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).body,
      );
    }
    expect(answers[0]).toEqual(answers[1]);
    for (let n = 0; n < 6; n += 1) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'Reset-Me@example.com' },
      });
      expect(response.status).toBe(200);
    }
    expect(await t.em.count(OutboxEmail, { toAddress: user.email, kind: 'password_reset' })).toBe(5);
  });

  it('refuses an expired link and one already used', async () => {
    const fork = t.em;
    const user = await fork.findOneOrFail(User, (await createUser(t.em)).id);
    const expired = issueToken(fork, user, 'reset_password');
    await fork.flush();
    await t.em.getConnection().execute("update account_tokens set expires_at = now() - interval '1 second'");
    const response = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: expired, password: 'a new password' },
    });
    expect([response.status, response.body]).toEqual([
      400,
      { message: 'This reset link is invalid or has expired', code: 'VALIDATION_ERROR' },
    ]);
  });

  it('ends every other session of the account, and the old password', async () => {
    const user = await createUser(t.em);
    const oldCookie = await t.restLoginAs(user);
    const fork = t.em;
    const token = issueToken(fork, await fork.findOneOrFail(User, user.id), 'reset_password');
    await fork.flush();
    const reset = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'the new password' },
    });
    expect(reset.status).toBe(200);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie: oldCookie })).status).toBe(401);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie: reset.cookie })).status).toBe(200);
    const oldLogin = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
  });

  it('holds the per-address limit under concurrent requests, with Retry-After', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 110 }, (_, n) =>
        t.rest({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `n${n}@example.com` } }),
      ),
    );
    expect(statuses.filter((response) => response.status === 200)).toHaveLength(100);
    const refused = statuses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);
});

describe('unsubscribe', () => {
  it('switches off one kind by a signed link and refuses a forged one', async () => {
    const user = await createUser(t.em);
    const token = unsubscribeToken(TEST_SETTINGS.linkSecret, user.id, 'messages');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.em.findOneOrFail(User, user.id)).emailMessages).toBe(false);
    const forged = `${user.id + 1}.messages.${token.split('.')[2]}`;
    const refused = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('bad input', () => {
  // A live token of a new account, so that the valid body is accepted.
  async function accountToken(purpose: 'reset_password' | 'verify_email'): Promise<string> {
    const fork = t.em;
    const token = issueToken(fork, await fork.findOneOrFail(User, (await createUser(t.em)).id), purpose);
    await fork.flush();
    return token;
  }
  const CASES: { name: string; target: () => Promise<BadInputTarget> }[] = [
    {
      name: 'POST /api/auth/forgot-password',
      target: async () => ({
        method: 'POST',
        url: '/api/auth/forgot-password',
        validBody: { email: 'someone@example.com' },
      }),
    },
    {
      name: 'POST /api/auth/reset-password',
      target: async () => ({
        method: 'POST',
        url: '/api/auth/reset-password',
        validBody: { token: await accountToken('reset_password'), password: 'a new password' },
      }),
    },
    {
      name: 'POST /api/auth/verify-email',
      target: async () => ({
        method: 'POST',
        url: '/api/auth/verify-email',
        validBody: { token: await accountToken('verify_email') },
      }),
    },
    {
      name: 'POST /api/notifications/read',
      target: async () => {
        const { cookie } = await t.restLogin('client');
        return {
          method: 'POST',
          url: '/api/notifications/read',
          validBody: { ids: [1] },
          optional: ['ids'],
          cookie: () => cookie,
        };
      },
    },
    {
      name: 'PUT /api/account/profile',
      target: async () => {
        const { cookie } = await t.restLogin('client');
        return {
          method: 'PUT',
          url: '/api/account/profile',
          validBody: { name: 'Ada' },
          cookie: () => cookie,
        };
      },
    },
    {
      name: 'PUT /api/account/spelling',
      target: async () => {
        const { cookie } = await t.restLogin('client');
        return {
          method: 'PUT',
          url: '/api/account/spelling',
          validBody: { spelling: 'us' },
          cookie: () => cookie,
        };
      },
    },
    {
      name: 'POST /api/account/email',
      target: async () => {
        const { cookie } = await t.restLogin('client');
        return {
          method: 'POST',
          url: '/api/account/email',
          validBody: { newEmail: 'new@example.com', currentPassword: PASSWORD },
          cookie: () => cookie,
        };
      },
    },
    {
      name: 'PUT /api/account/notification-preferences',
      target: async () => {
        const { cookie } = await t.restLogin('client');
        return {
          method: 'PUT',
          url: '/api/account/notification-preferences',
          validBody: { quotes: true, messages: true, delivery: false, ratings: true },
          cookie: () => cookie,
        };
      },
    },
    {
      name: 'POST /api/account/unsubscribe',
      target: async () => ({
        method: 'POST',
        url: '/api/account/unsubscribe',
        validBody: {
          token: unsubscribeToken(TEST_SETTINGS.linkSecret, (await createUser(t.em)).id, 'quotes'),
        },
      }),
    },
    {
      name: 'POST /api/admin/copywriters/{userId}/reject',
      target: async () => {
        const { cookie } = await t.restLogin('admin');
        const applicant = await createCopywriter(t.em, 'pending');
        return {
          method: 'POST',
          url: `/api/admin/copywriters/${applicant.id}/reject`,
          validBody: { reason: 'Not yet' },
          optional: ['reason'],
          cookie: () => cookie,
        };
      },
    },
  ];
  for (const { name, target } of CASES) {
    it(name, async () => expectBadInputRejected(t, await target()), 60_000);
  }

  it('refuses bad paging parameters and cursors with 400', async () => {
    const { cookie } = await t.restLogin('admin');
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'cursor=%%%', 'cursor=bm90LWFuLWlk']) {
      for (const path of ['/api/notifications', '/api/admin/emails']) {
        const response = await t.rest({ method: 'GET', url: `${path}?${query}`, cookie });
        expect(response.status, `${path}?${query}`).toBe(400);
      }
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every new call', async () => {
    const paths = (
      (await t.rest({ method: 'GET', url: '/api/openapi.json' })).body as {
        paths: Record<string, Record<string, unknown>>;
      }
    ).paths;
    const expected: [string, string][] = [
      ['/notifications', 'get'],
      ['/notifications/read', 'post'],
      ['/admin/emails', 'get'],
      ['/account', 'get'],
      ['/account/profile', 'put'],
      ['/account/spelling', 'put'],
      ['/account/email', 'post'],
      ['/account/notification-preferences', 'get'],
      ['/account/notification-preferences', 'put'],
      ['/account/unsubscribe', 'post'],
      ['/auth/forgot-password', 'post'],
      ['/auth/reset-password', 'post'],
      ['/auth/verify-email', 'post'],
      ['/auth/resend-verification', 'post'],
      ['/unsubscribe', 'post'],
    ];
    for (const [path, method] of expected) expect(Object.keys(paths[path] ?? {}), path).toContain(method);
  });
});
