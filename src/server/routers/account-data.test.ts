// Over 300 lines: the export and the deletion share one seeded world of every role's records.
// "Your data": GET /api/account/export and DELETE /api/account. Who may call them, what the export holds (and
// never holds: another person's email or any password hash), what deletion erases and what it keeps for other
// people and the books, bad input, and the OpenAPI document.
// Long on purpose: one table of callers and the cases of two endpoints share the database and app this file
// starts once; a split would scatter the table and start them again.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { statusesByCaller, type TableCall } from '../../../test/helpers/authorisation-table.ts';
import { type BadInputTarget, expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { AccountExport } from '../../shared/schemas/account-data.ts';
import { AccountToken } from '../db/entities/account-token.ts';
import { Conversation, Message } from '../db/entities/conversation.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import { Feedback } from '../db/entities/feedback.ts';
import { Job } from '../db/entities/job.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { Payment } from '../db/entities/payment.ts';
import { Quote } from '../db/entities/quote.ts';
import { User } from '../db/entities/user.ts';
import { UserSession } from '../db/entities/user-session.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { issueToken } from '../services/account-tokens.ts';
import { lockJob } from '../services/jobs/transitions.ts';
import { verifyPassword } from '../services/passwords.ts';
import { lockPayment } from '../services/payments/purchase.ts';
import { bookCardSuccess } from '../services/payments/settlement.ts';

const t = setupTestApp();

const ROLES = ['anonymous', 'client', 'copywriter', 'pendingCopywriter', 'admin'] as const;
type Actor = (typeof ROLES)[number];
type Actors = Record<Exclude<Actor, 'anonymous'>, User>;

const ALL = (status: number) =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Actor, number>;
const SIGNED_IN = (status: number) => ({ ...ALL(status), anonymous: 401 });

const SUCCEEDS = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const APPLICATION = {
  specialties: ['marketing'],
  experience: 'Ten years of writing for technology and marketing teams in London.',
  sampleContent: 'A sample. '.repeat(40),
  availability: 'Weekdays',
  rates: '£75 an hour',
};
const EXPORT_FILE = /^attachment; filename="humanise-export-\d{4}-\d{2}-\d{2}\.json"$/;

function post(url: string, payload: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: payload as never, cookie });
}
function get(url: string, cookie?: string) {
  return t.rest({ method: 'GET', url, cookie });
}
function deleteAccount(cookie: string | undefined, password: string) {
  return t.rest({ method: 'DELETE', url: '/api/account', payload: { password }, cookie });
}

// A client with a job paid by card and under way with a copywriter, the client's message in its conversation,
// an open job with a quote, a job accepted and waiting for payment, a conversation of their own, feedback.
async function busyClient() {
  const client = await createUser(t.em, { name: 'Clara Client', email: 'clara@example.com' });
  const copywriter = await createCopywriter(t.em, 'approved', { name: 'Cody Writer' });
  const quoter = await createCopywriter(t.em, 'approved', { name: 'Quinn Quoter' });
  const cookie = await t.restLoginAs(client);
  const writerCookie = await t.restLoginAs(copywriter);
  const quoterCookie = await t.restLoginAs(quoter);

  const paidJob = await createJob(t.em, {
    client,
    copywriter,
    status: 'unpaid',
    fixedPrice: 95,
    title: 'A landing page',
  });
  const paid = await post(
    '/api/payments/process-job-payment',
    { jobId: paidJob.id, amount: 9500, card: SUCCEEDS },
    cookie,
  );
  expect(paid.body).toMatchObject({ job: { status: 'in_progress' } });
  const sent = await post(
    `/api/conversations/job/${paidJob.id}/message`,
    { content: 'Thanks, Cody!' },
    cookie,
  );
  expect(sent.status).toBe(200);
  await post(`/api/conversations/job/${paidJob.id}/message`, { content: 'On it, Clara.' }, writerCookie);

  const openJob = await createJob(t.em, { client, title: 'My secret product launch' });
  const quoted = await post(
    `/api/copywriter/submit-quote/${openJob.id}`,
    { estimatedHours: 2, fixedPrice: null, quoteMessage: 'Happy to help' },
    quoterCookie,
  );
  expect(quoted.status).toBe(200);
  const unpaidJob = await createJob(t.em, { client, copywriter: quoter, status: 'unpaid', fixedPrice: 40 });

  const alone = await post('/api/conversations', { title: 'A question about pricing' }, cookie);
  expect(alone.status).toBe(200);
  const aloneId = (alone.body as { id: number }).id;
  await post(`/api/conversations/${aloneId}/messages`, { content: 'Is there a discount?' }, cookie);
  expect((await post('/api/feedback', { content: 'Lovely service' }, cookie)).status).toBe(200);

  return {
    client,
    cookie,
    copywriter,
    writerCookie,
    quoter,
    quoterCookie,
    paidJob,
    openJob,
    unpaidJob,
    aloneId,
  };
}

interface Row {
  name: string;
  call: (actors: Actors) => Promise<TableCall>;
  expect: Record<Actor, number>;
}

const ROWS: Row[] = [
  {
    name: 'GET /api/account/export',
    call: async () => ({ method: 'GET', url: '/api/account/export' }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'DELETE /api/account with the right password (each caller their own account)',
    call: async () => ({ method: 'DELETE', url: '/api/account', body: { password: DEFAULT_PASSWORD } }),
    expect: SIGNED_IN(200),
  },
  {
    name: 'DELETE /api/account with a wrong password',
    call: async () => ({ method: 'DELETE', url: '/api/account', body: { password: 'not my password' } }),
    expect: ALL(401),
  },
];

describe('who may call the Your data endpoints', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const actors: Actors = {
        client: await createUser(t.em),
        copywriter: await createCopywriter(t.em, 'approved'),
        pendingCopywriter: await createCopywriter(t.em, 'pending'),
        admin: await createUser(t.em, { role: 'admin' }),
      };
      expect(await statusesByCaller(t, actors, ROLES, row.call)).toEqual(row.expect);
    });
  }
});

describe('the export', () => {
  it("holds the client's profile, jobs with quotes, payments, books, chat, notifications and feedback", async () => {
    const world = await busyClient();
    const admin = await createUser(t.em, { role: 'admin', email: 'the-admin@example.com' });
    const response = await get('/api/account/export', world.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(EXPORT_FILE);
    expect(response.headers['content-type']).toContain('application/json');
    const data = response.body as AccountExport;

    expect(data.profile).toMatchObject({
      id: world.client.id,
      name: 'Clara Client',
      email: 'clara@example.com',
      role: 'client',
      spelling: 'uk',
      emailVerified: true,
      notificationPreferences: { quotes: true, messages: true, delivery: true, ratings: true },
      createdAt: expect.any(String),
    });
    expect(data.copywriterProfile).toBeNull();
    expect(data.jobsAsClient.map((job) => job.id).sort()).toEqual(
      [world.paidJob.id, world.openJob.id, world.unpaidJob.id].sort(),
    );
    const open = data.jobsAsClient.find((job) => job.id === world.openJob.id)!;
    expect(open).toMatchObject({ title: 'My secret product launch', status: 'offer_made' });
    expect(open.quotes).toEqual([
      expect.objectContaining({
        copywriterName: 'Quinn Quoter',
        estimatedHours: 2,
        message: 'Happy to help',
      }),
    ]);
    expect(data.jobsAsClient.find((job) => job.id === world.paidJob.id)).toMatchObject({
      status: 'in_progress',
      copywriterName: 'Cody Writer',
    });
    expect(data.jobsAsCopywriter).toEqual([]);
    expect(data.payments).toEqual([
      expect.objectContaining({ jobId: world.paidJob.id, status: 'succeeded', amountPence: 9500 }),
    ]);
    expect(data.ledgerEntries).toEqual([
      expect.objectContaining({ kind: 'card_payment', amountPence: 9500, jobId: world.paidJob.id }),
    ]);
    // Only the messages the client wrote: the copywriter's words are the copywriter's.
    expect(data.messages.map((message) => message.content).sort()).toEqual(
      ['Is there a discount?', 'Thanks, Cody!'].sort(),
    );
    const jobConversation = data.conversations.find((each) => each.jobId === world.paidJob.id)!;
    expect(jobConversation.participants.sort()).toEqual(['Clara Client', 'Cody Writer']);
    expect(data.conversations.find((each) => each.id === world.aloneId)?.participants).toEqual([
      'Clara Client',
    ]);
    expect(data.notifications.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['payment_receipt', 'quote_received']),
    );
    expect(data.feedback).toEqual([expect.objectContaining({ content: 'Lovely service' })]);

    // Nobody else's email, and no password hash, anywhere in the file.
    const text = JSON.stringify(data);
    for (const other of [world.copywriter, world.quoter, admin]) expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/\$argon2|passwordHash/);
  });

  it("holds a copywriter's profile, assigned jobs and quotes, with the client by name only", async () => {
    const world = await busyClient();
    const data = (await get('/api/account/export', world.writerCookie)).body as AccountExport;
    expect(data.profile).toMatchObject({ role: 'copywriter', name: 'Cody Writer' });
    expect(data.copywriterProfile).toMatchObject({ status: 'approved', rates: '£75 an hour' });
    expect(data.jobsAsCopywriter).toEqual([
      expect.objectContaining({ id: world.paidJob.id, clientName: 'Clara Client', title: 'A landing page' }),
    ]);
    expect(data.messages.map((message) => message.content)).toEqual(['On it, Clara.']);
    expect(JSON.stringify(data)).not.toContain('clara@example.com');

    const quoter = (await get('/api/account/export', world.quoterCookie)).body as AccountExport;
    expect(quoter.quotesMade).toEqual([
      expect.objectContaining({ jobId: world.openJob.id, estimatedHours: 2, message: 'Happy to help' }),
    ]);
    // The unpaid job is assigned to the quoter, who sees it without its client's address.
    expect(quoter.jobsAsCopywriter.map((job) => job.id)).toEqual([world.unpaidJob.id]);
    expect(JSON.stringify(quoter)).not.toContain('clara@example.com');
  });

  it("leaves other people's addresses out of an admin's notifications", async () => {
    const admin = await createUser(t.em, { role: 'admin' });
    const applicant = await createUser(t.em, { email: 'applicant@example.com' });
    const applicantCookie = await t.restLoginAs(applicant);
    const applied = await post('/api/copywriter/apply', APPLICATION, applicantCookie);
    expect(applied.status).toBe(200);
    const data = (await get('/api/account/export', await t.restLoginAs(admin))).body as AccountExport;
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: 'application_received',
        body: expect.stringContaining('[email address removed]'),
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('applicant@example.com');
  });

  it('is a download only: through tRPC it points to GET /api/account/export (issue 28, finding 4)', async () => {
    const user = await createUser(t.em);
    const caller = t.caller(await t.sessionOf(user));
    await expect(caller.account.export()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Download your data from GET /api/account/export',
    });
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password with 401 and changes nothing', async () => {
    const world = await busyClient();
    const before = await t.em.findOneOrFail(User, world.client.id);
    const response = await deleteAccount(world.cookie, 'not my password');
    expect([response.status, response.body]).toEqual([
      401,
      { message: 'Your current password is not correct', code: 'INVALID_CREDENTIALS' },
    ]);
    const after = await t.em.findOneOrFail(User, world.client.id);
    expect(after).toMatchObject({
      name: before.name,
      email: before.email,
      passwordHash: before.passwordHash,
      deletedAt: null,
    });
    expect((await get('/api/auth/user', world.cookie)).status).toBe(200);
    expect((await t.em.findOneOrFail(Job, world.openJob.id)).status).toBe('offer_made');
    expect(await t.em.count(Feedback, { user: world.client.id })).toBe(1);
  });

  it('erases the client, ends every session, and keeps paid work and the books under an anonymised name', async () => {
    const world = await busyClient();
    const clientId = world.client.id;
    const otherSession = await t.restLoginAs(world.client);
    const fork = t.em;
    issueToken(fork, await fork.findOneOrFail(User, clientId), 'reset_password');
    await fork.flush();
    const ledgerBefore = await t.em.count(LedgerEntry, {});
    const paymentBefore = await t.em.findOneOrFail(Payment, { job: world.paidJob.id });

    const response = await deleteAccount(world.cookie, DEFAULT_PASSWORD);
    expect([response.status, response.body]).toEqual([200, { success: true }]);

    // Every session is over, and the email and password open nothing.
    for (const cookie of [world.cookie, otherSession]) {
      expect((await get('/api/auth/user', cookie)).status).toBe(401);
      expect((await get('/api/account/export', cookie)).status).toBe(401);
    }
    const login = await post('/api/auth/login', { email: 'clara@example.com', password: DEFAULT_PASSWORD });
    expect(login.status).toBe(401);

    const user = await t.em.findOneOrFail(User, clientId);
    expect(user).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${clientId}@deleted.invalid`,
      profileImageUrl: null,
      emailVerifiedAt: null,
      emailQuotes: false,
      emailMessages: false,
      emailDelivery: false,
      emailRatings: false,
      deletedAt: expect.any(Date),
    });
    expect(await verifyPassword(user.passwordHash, DEFAULT_PASSWORD)).toBe(false);
    // The anonymised address is not one anyone can log in with, either.
    const asDeleted = await post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(asDeleted.status).toBeGreaterThanOrEqual(400);
    expect(asDeleted.status).toBeLessThan(500);

    // The copywriter still reads the paid job and its conversation, where the client is 'Deleted user'.
    const job = await get(`/api/jobs/${world.paidJob.id}`, world.writerCookie);
    expect(job.body).toMatchObject({
      status: 'in_progress',
      title: 'A landing page',
      content: expect.any(String),
    });
    expect((job.body as { content: string }).content.length).toBeGreaterThan(0);
    const conversationId = (job.body as { conversationId: number }).conversationId;
    const conversation = (await get(`/api/conversations/${conversationId}`, world.writerCookie)).body as {
      participants: { user: { name: string } }[];
      messages: { content: string; sender: { name: string } }[];
    };
    expect(conversation.participants.map((each) => each.user.name).sort()).toEqual([
      'Cody Writer',
      'Deleted user',
    ]);
    expect(conversation.messages.find((each) => each.content === 'Thanks, Cody!')?.sender.name).toBe(
      'Deleted user',
    );
    const admin = await t.restLogin('admin');
    expect((await get(`/api/jobs/${world.paidJob.id}`, admin.cookie)).body).toMatchObject({
      clientName: 'Deleted user',
    });
    // The copywriter delivers; the deleted account is told nothing.
    const delivered = await post(
      `/api/copywriter/submit-work/${world.paidJob.id}`,
      { result: 'The finished landing page.' },
      world.writerCookie,
    );
    expect(delivered.status).toBe(200);
    expect(await t.em.count(Notification, { user: clientId })).toBe(0);
    expect(await t.em.count(OutboxEmail, { user: clientId })).toBe(0);

    // The books and the payment are as they were.
    expect(await t.em.count(LedgerEntry, {})).toBe(ledgerBefore);
    expect(await t.em.findOneOrFail(Payment, { job: world.paidJob.id })).toMatchObject({
      id: paymentBefore.id,
      client: expect.objectContaining({ id: clientId }),
      status: 'succeeded',
      amountPence: 9500,
    });

    // Unpaid jobs are withdrawn: no text, no quotes, no payment.
    for (const id of [world.openJob.id, world.unpaidJob.id]) {
      expect(await t.em.findOneOrFail(Job, id)).toMatchObject({
        status: 'withdrawn',
        title: 'Deleted',
        content: '',
      });
    }
    const available = (await get('/api/copywriter/available-jobs', world.writerCookie)).body as {
      id: number;
    }[];
    expect(available.map((each) => each.id)).not.toContain(world.openJob.id);
    const quote = await post(
      `/api/copywriter/submit-quote/${world.openJob.id}`,
      { estimatedHours: 1, fixedPrice: null, quoteMessage: null },
      world.writerCookie,
    );
    expect(quote.status).toBe(404);

    // What was the client's alone is gone.
    expect(await t.em.count(Notification, { user: clientId })).toBe(0);
    expect(await t.em.count(AccountToken, { user: clientId })).toBe(0);
    expect(await t.em.count(Feedback, { user: clientId })).toBe(0);
    expect(await t.em.count(OutboxEmail, { toAddress: 'clara@example.com' })).toBe(0);
    expect(await t.em.count(Conversation, { id: world.aloneId })).toBe(0);
    // Messages written to other people stay.
    expect(await t.em.count(Message, { sender: clientId })).toBe(1);
  });

  it('takes a deleted copywriter out of the directory, their open quotes with them, for good', async () => {
    const copywriter = await createCopywriter(t.em, 'approved', { name: 'Gone Writer' });
    const cookie = await t.restLoginAs(copywriter);
    const client = await createUser(t.em);
    const job = await createJob(t.em, { client });
    await post(
      `/api/copywriter/submit-quote/${job.id}`,
      { estimatedHours: 1, fixedPrice: null, quoteMessage: 'Pick me' },
      cookie,
    );
    const listed = async () =>
      ((await get('/api/copywriters')).body as { id: number }[])
        .map((each) => each.id)
        .includes(copywriter.id);
    expect(await listed()).toBe(true);

    expect((await deleteAccount(cookie, DEFAULT_PASSWORD)).status).toBe(200);

    expect(await listed()).toBe(false);
    expect(await t.em.findOneOrFail(CopywriterProfile, { user: copywriter.id })).toMatchObject({
      status: 'rejected',
      bio: '',
      specialties: [],
      experience: '',
      portfolio: '',
      sampleContent: '',
      availability: '',
      rates: '',
    });
    expect(await t.em.count(Quote, { copywriter: copywriter.id })).toBe(0);
    // An admin can neither approve the account again nor give it work.
    const admin = await t.restLogin('admin');
    const approve = await post(`/api/admin/copywriters/${copywriter.id}/approve`, {}, admin.cookie);
    expect(approve.status).toBe(404);
    const copywriters = (await get('/api/admin/copywriters', admin.cookie)).body as { userId: number }[];
    expect(copywriters.map((each) => each.userId)).not.toContain(copywriter.id);
    const waiting = await createJob(t.em, { client, status: 'pending', fixedPrice: 50 });
    const assign = await post(
      `/api/admin/jobs/${waiting.id}/assign`,
      { copywriterId: copywriter.id },
      admin.cookie,
    );
    expect([assign.status, assign.body]).toEqual([
      400,
      { message: 'Choose an approved copywriter', code: 'VALIDATION_ERROR' },
    ]);
  });

  it("lets go of a copywriter's accepted quote not yet paid: once paid, the job waits for an admin", async () => {
    const copywriter = await createCopywriter(t.em, 'approved');
    const { user: client, cookie } = await t.restLogin('client');
    const job = await createJob(t.em, { client, copywriter, status: 'unpaid', fixedPrice: 45 });
    expect((await deleteAccount(await t.restLoginAs(copywriter), DEFAULT_PASSWORD)).status).toBe(200);
    expect(await t.em.findOneOrFail(Job, job.id)).toMatchObject({ status: 'unpaid', copywriter: null });
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 4500, card: SUCCEEDS },
      cookie,
    );
    expect(paid.body).toMatchObject({ job: { status: 'pending', copywriterId: null } });
  });

  it('asks a copywriter with work in progress to finish it first, and changes nothing', async () => {
    const copywriter = await createCopywriter(t.em, 'approved');
    const cookie = await t.restLogin('client');
    await createJob(t.em, { client: cookie.user, copywriter, status: 'in_progress' });
    const writerCookie = await t.restLoginAs(copywriter);
    const response = await deleteAccount(writerCookie, DEFAULT_PASSWORD);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('in progress'),
    });
    expect((await t.em.findOneOrFail(User, copywriter.id)).deletedAt).toBeNull();
    expect((await get('/api/auth/user', writerCookie)).status).toBe(200);
  });

  it("takes the deleted address out of other people's notifications and emails", async () => {
    const admin = await createUser(t.em, { role: 'admin' });
    const applicant = await createUser(t.em, { email: 'leaving@example.com' });
    const cookie = await t.restLoginAs(applicant);
    await post('/api/copywriter/apply', APPLICATION, cookie);
    expect((await deleteAccount(cookie, DEFAULT_PASSWORD)).status).toBe(200);
    const [item] = await t.em.find(Notification, { user: admin.id });
    expect(item?.body).toContain(`deleted-${applicant.id}@deleted.invalid`);
    expect(item?.body).not.toContain('leaving@example.com');
    const email = await t.em.findOneOrFail(OutboxEmail, { user: admin.id, kind: 'application_received' });
    expect(JSON.stringify(email.message)).not.toContain('leaving@example.com');
  });

  it('gives back a card payment that lands on a withdrawn job', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, { client, status: 'unpaid', fixedPrice: 30 });
    // A card payment opened at the gateway before the account was deleted (as /checkout does with Stripe).
    const fork = t.em;
    const pending = fork.create(Payment, {
      client: client.id,
      job: job.id,
      purpose: 'job',
      method: 'card',
      amountPence: 3000,
      gateway: 'test',
      status: 'pending',
      reference: 'pi_test_in_flight',
    });
    await fork.flush();
    expect((await deleteAccount(await t.restLoginAs(client), DEFAULT_PASSWORD)).status).toBe(200);

    const outcome = await t.em.transactional(async (tx) => {
      const locked = await lockJob(tx, job.id);
      const payment = (await lockPayment(tx, pending.id))!;
      return bookCardSuccess(tx, createTestGateway(), payment, locked, '4242');
    });
    expect(outcome).toBe('refunded-duplicate');
    expect(await t.em.findOneOrFail(Job, job.id)).toMatchObject({ status: 'withdrawn' });
    expect((await t.em.findOneOrFail(Payment, pending.id)).status).toBe('refunded');
    expect((await t.em.find(LedgerEntry, { payment: pending.id })).map((entry) => entry.kind).sort()).toEqual(
      ['card_payment', 'refund'],
    );
    expect(await t.em.count(Notification, { user: client.id })).toBe(0);
  });

  it('deletes once when asked twice at the same moment', async () => {
    const { user, cookie } = await t.restLogin('client');
    const answers = await Promise.all([1, 2].map(() => deleteAccount(cookie, DEFAULT_PASSWORD)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect(await t.em.count(UserSession, { user: user.id, endedAt: null })).toBe(0);
  });

  it('reads the password from the body only, never from the address', async () => {
    const { user, cookie } = await t.restLogin('client');
    const response = await t.rest({
      method: 'DELETE',
      url: `/api/account?password=${encodeURIComponent(DEFAULT_PASSWORD)}`,
      cookie,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'password' }] });
    expect((await t.em.findOneOrFail(User, user.id)).deletedAt).toBeNull();
    const asText = await t.rest({
      method: 'DELETE',
      url: '/api/account',
      headers: { 'content-type': 'text/plain' },
      payload: DEFAULT_PASSWORD,
      cookie,
    });
    expect([asText.status, asText.body]).toEqual([
      415,
      { message: 'Send the request body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
    ]);
    expect((await t.em.findOneOrFail(User, user.id)).deletedAt).toBeNull();
  });
});

describe('bad input', () => {
  const CASES: { name: string; target: () => Promise<BadInputTarget> }[] = [
    {
      name: 'DELETE /api/account',
      target: async () => {
        const { cookie } = await t.restLogin('client');
        return {
          method: 'DELETE',
          url: '/api/account',
          validBody: { password: DEFAULT_PASSWORD },
          cookie: () => cookie,
        };
      },
    },
  ];
  for (const { name, target } of CASES) {
    it(name, async () => expectBadInputRejected(t, await target()), 60_000);
  }

  it('takes a password sent as ["…"] for what it is: not a password', async () => {
    const { user, cookie } = await t.restLogin('client');
    const response = await t.rest({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: [DEFAULT_PASSWORD] },
      cookie,
    });
    expect(response.status).toBe(400);
    expect((await t.em.findOneOrFail(User, user.id)).deletedAt).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('describes the export, and the deletion with its password in a JSON body', async () => {
    const paths = (
      (await t.rest({ method: 'GET', url: '/api/openapi.json' })).body as {
        paths: Record<string, Record<string, Record<string, unknown>>>;
      }
    ).paths;
    expect(Object.keys(paths['/account/export'] ?? {})).toContain('get');
    const remove = paths['/account']?.delete as {
      parameters?: { in: string }[];
      requestBody?: { content: Record<string, { schema: { properties: object; required: string[] } }> };
    };
    expect(remove).toBeDefined();
    expect(remove.parameters ?? []).toEqual([]);
    expect(remove.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { password: { type: 'string' } },
      required: ['password'],
    });
  });
});
