// Over 300 lines: every kind of email against one SMTP sink, whose set-up the cases share.
// Every kind of email, caused by the real step that sends it, delivered over SMTP to a real SMTP server that
// this file starts, and read back as a mail client would: recipient, subject, both bodies, and a link that
// opens the right page of this app (followed, for the links that carry a token).
// Long on purpose: one case per kind of email, all through the one SMTP server and app this file starts.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { approvedJob, deliveredJob, restCalls } from '../../../test/helpers/payout-journey.ts';
import { createSmtpSink, type ReceivedEmail, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { setupTestApp, TEST_PUBLIC_URL } from '../../../test/helpers/test-app.ts';
import { NOTIFICATION_KIND_NAMES, type NotificationKind } from '../../shared/domain/notification-kinds.ts';
import { Message } from '../db/entities/conversation.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { User } from '../db/entities/user.ts';
import { notify } from '../services/notify.ts';
import { clearDueEarnings } from '../services/payouts/earnings.ts';
import { settlePayout } from '../services/payouts/withdrawals.ts';
import { sendUnreadMessageReminders } from '../services/unread-reminders.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await createSmtpSink();
  await sink.start();
});
afterAll(async () => sink?.stop());

const t = setupTestApp({ smtpUrl: () => sink.url });

const ROUTES = path.resolve(import.meta.dirname, '../../web/routes');

// The pathless layouts (a role's guard) that hold routes in a folder of their own without adding to the path.
const LAYOUT_FOLDERS = ['', ...readdirSync(ROUTES).filter((name) => /^_[\w-]+$/.test(name))];

// The web route file that serves a path: /payments/12 is payments.$id.tsx (under _client/), /chat/3 is
// chat.$id.tsx.
function routeFileFor(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const named = segments.map((segment) => (/^\d+$/.test(segment) ? '$id' : segment));
  const candidates = named.length === 0 ? ['index'] : [named.join('.'), `${named.join('.')}.index`];
  return LAYOUT_FOLDERS.flatMap((folder) =>
    candidates.map((name) => path.join(ROUTES, folder, `${name}.tsx`)),
  ).find((file) => existsSync(file));
}

const seen = new Map<NotificationKind, ReceivedEmail>();

async function emailOf(kind: NotificationKind, to: string): Promise<ReceivedEmail> {
  const rows = await t.em.find(OutboxEmail, { kind, toAddress: to }, { orderBy: { createdAt: 'desc' } });
  expect(rows.length, `an outbox row of ${kind} to ${to}`).toBeGreaterThan(0);
  const messageId = `<${rows[0]!.id}@humanise.test>`;
  const [email] = await sink.waitFor((received) => received.messageId === messageId);
  expect(email!.to).toEqual([to]);
  expect(email!.subject.length).toBeGreaterThan(5);
  // Both bodies, each with the same absolute link to this app.
  const link = linkIn(email!);
  expect(email!.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  expect(routeFileFor(new URL(link).pathname), `a page for ${link}`).toBeDefined();
  for (const body of [email!.text, email!.html]) {
    expect(body).not.toMatch(/undefined|NaN|\[object Object\]/);
  }
  seen.set(kind, email!);
  return email!;
}

function linkIn(email: ReceivedEmail): string {
  const match = email.text.match(new RegExp(`${TEST_PUBLIC_URL}/[^\\s)>\\]]*`));
  expect(match, `a link to ${TEST_PUBLIC_URL} in the text of "${email.subject}"`).not.toBeNull();
  return match![0];
}

function tokenOf(email: ReceivedEmail): string {
  return new URL(linkIn(email)).searchParams.get('token')!;
}

// RFC 8058: the header names an address that a mail client POSTs "List-Unsubscribe=One-Click" to, with
// no cookie; that alone switches the kind off.
async function expectOneClickUnsubscribe(email: ReceivedEmail) {
  expect(email.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const target = (email.header('list-unsubscribe') ?? '').match(/<([^>]+)>/)?.[1];
  expect(target).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/unsubscribe\\?token=`));
  const url = new URL(target!);
  const response = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(response.statusCode).toBe(200);
}

const post = (url: string, body?: unknown, cookie?: string) =>
  t.rest({ method: 'POST', url, payload: body as never, cookie });

describe('emails over SMTP', () => {
  it('welcomes a new client with a working confirmation link', async () => {
    const signup = await post('/api/auth/signup', {
      name: 'Clara Client',
      email: 'clara@example.com',
      password: 'clara password',
    });
    expect(signup.status).toBe(200);
    const email = await emailOf('welcome', 'clara@example.com');
    expect(email.subject).toContain('Humanise');
    expect(email.text).toContain('Clara');

    const confirmed = await post('/api/auth/verify-email', { token: tokenOf(email) });
    expect(confirmed.status).toBe(200);
    const me = await t.rest({ method: 'GET', url: '/api/auth/user', cookie: signup.cookie });
    expect(me.body).toMatchObject({ emailVerified: true });
    // Single use: the same link again is refused.
    expect((await post('/api/auth/verify-email', { token: tokenOf(email) })).status).toBe(400);
  });

  it('writes in the spelling chosen at signup', async () => {
    await post('/api/auth/signup', {
      name: 'Sam American',
      email: 'sam@example.com',
      password: 'sam password 1',
      spelling: 'us',
    });
    const email = await emailOf('welcome', 'sam@example.com');
    expect(`${email.subject} ${email.text}`).toContain('Humanize');
    expect(`${email.subject} ${email.text}`).not.toContain('Humanise');
  });

  it('resends every link in the spelling the account chose, at signup or later', async () => {
    const american = async (email: ReceivedEmail) => {
      expect(`${email.subject} ${email.text} ${email.html}`).toContain('Humanize');
      expect(`${email.subject} ${email.text} ${email.html}`).not.toContain('Humanise');
    };
    const signup = await post('/api/auth/signup', {
      name: 'Uma American',
      email: 'uma@example.com',
      password: 'uma password 1',
      spelling: 'us',
    });
    expect((await post('/api/auth/resend-verification', undefined, signup.cookie)).status).toBe(200);
    await american(await emailOf('verify_email', 'uma@example.com'));

    // A British account that switches to American spelling on /account hears in American from then on.
    const cookie = await t.restLoginAs(await createUser(t.em, { verified: false }));
    const me = (await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).body as { email: string };
    const switched = await t.rest({
      method: 'PUT',
      url: '/api/account/spelling',
      payload: { spelling: 'us' },
      cookie,
    });
    expect(switched.status).toBe(200);
    expect((await post('/api/auth/resend-verification', undefined, cookie)).status).toBe(200);
    await american(await emailOf('verify_email', me.email));
    expect((await post('/api/auth/forgot-password', { email: me.email })).status).toBe(200);
    await american(await emailOf('password_reset', me.email));
  });

  it('resends the confirmation link, and confirms an email change from the new address', async () => {
    const cookie = await t.restLoginAs(await createUser(t.em, { verified: false }));
    const resent = await post('/api/auth/resend-verification', undefined, cookie);
    expect(resent.status).toBe(200);
    const me = (await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).body as { email: string };
    const verify = await emailOf('verify_email', me.email);
    expect((await post('/api/auth/verify-email', { token: tokenOf(verify) })).status).toBe(200);

    const changed = await post(
      '/api/account/email',
      { newEmail: 'new-address@example.com', currentPassword: 'correct horse battery' },
      cookie,
    );
    expect(changed.status).toBe(200);
    const email = await emailOf('email_change', 'new-address@example.com');
    // Until the new address confirms, the account keeps the old one.
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).body).toMatchObject({
      email: me.email,
    });
    expect((await post('/api/auth/verify-email', { token: tokenOf(email) })).status).toBe(200);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).body).toMatchObject({
      email: 'new-address@example.com',
    });
    // The old address is told, and its link takes the account back and ends every sign-in.
    const notice = await emailOf('email_changed', me.email);
    expect(notice.text).toContain('new-address@example.com');
    expect(notice.header('list-unsubscribe')).toBeUndefined();
    expect((await post('/api/auth/verify-email', { token: tokenOf(notice) })).status).toBe(200);
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).status).toBe(401);
  });

  it('tells the owner once when wrong passwords lock their logins', async () => {
    await createUser(t.em, { email: 'guessed@example.com' });
    for (let n = 0; n < 10; n += 1) {
      const wrong = await post('/api/auth/login', {
        email: 'guessed@example.com',
        password: 'not it at all',
      });
      expect(wrong.status).toBe(401);
    }
    const email = await emailOf('login_locked', 'guessed@example.com');
    expect(email.text).toContain('Nobody signed in');
    expect(email.text).toContain('/forgot-password');
    expect(email.header('list-unsubscribe')).toBeUndefined();
  });

  it('sends a password reset link that sets a new password once', async () => {
    const user = await createUser(t.em, { email: 'forgetful@example.com' });
    const answer = await post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    expect(answer.body).toEqual({
      message: 'If an account exists for this email, a reset link is on its way.',
    });
    const email = await emailOf('password_reset', 'forgetful@example.com');
    // Essential: no unsubscribe.
    expect(email.header('list-unsubscribe')).toBeUndefined();
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(email),
      password: 'a brand new one',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ id: user.id });
    const again = await post('/api/auth/reset-password', {
      token: tokenOf(email),
      password: 'another new one',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'This reset link is invalid or has expired' });
  });

  it('tells everyone of every step of a job, from quote to refund', async () => {
    const { user: client, cookie: clientCookie } = await t.restLogin('client');
    const copywriter = await createCopywriter(t.em, 'approved', { name: 'Sarah Mitchell' });
    const writer = await t.restLoginAs(copywriter);
    const { user: admin, cookie: adminCookie } = await t.restLogin('admin');
    const job = await createJob(t.em, { client, title: 'Tea blog post' });

    expect(
      (
        await post(
          `/api/copywriter/submit-quote/${job.id}`,
          { estimatedHours: 2, fixedPrice: null, quoteMessage: 'Happy to help' },
          writer,
        )
      ).status,
    ).toBe(200);
    const quote = await emailOf('quote_received', client.email);
    expect(quote.subject).toContain('Tea blog post');
    expect(quote.text).toContain('£150.00');
    await expectOneClickUnsubscribe(quote);

    const rival = await createCopywriter(t.em, 'approved');
    await post(
      `/api/copywriter/submit-quote/${job.id}`,
      { estimatedHours: null, fixedPrice: 200, quoteMessage: null },
      await t.restLoginAs(rival),
    );

    await post(`/api/client/accept-quote/${job.id}/${copywriter.id}`, undefined, clientCookie);
    const notChosen = await emailOf('quote_not_chosen', rival.email);
    expect(notChosen.subject).toBe('The client chose another writer: “Tea blog post”');
    await expectOneClickUnsubscribe(notChosen);
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 15000 },
      clientCookie,
    );
    expect(paid.status).toBe(200);
    const receipt = await emailOf('payment_receipt', client.email);
    expect(receipt.text).toContain('£150.00');
    const accepted = await emailOf('quote_accepted', copywriter.email);
    expect(accepted.text).toContain('Tea blog post');

    await post(`/api/copywriter/submit-work/${job.id}`, { result: 'The finished text.' }, writer);
    const delivered = await emailOf('work_delivered', client.email);
    expect(delivered.text).toContain('Sarah Mitchell');

    await post(`/api/jobs/${job.id}/rating`, { rating: 4 }, clientCookie);
    const rated = await emailOf('rating_received', copywriter.email);
    expect(rated.text).toContain('4');

    const paymentId = (paid.body as { payment: { id: number } }).payment.id;
    expect((await post(`/api/admin/payments/${paymentId}/refund`, undefined, adminCookie)).status).toBe(200);
    const refund = await emailOf('refund', client.email);
    expect(refund.text).toContain('£150.00');
    expect(admin.id).toBeGreaterThan(0);
  });

  it('asks the admins to assign a paid job that has no copywriter, and tells the one assigned', async () => {
    const { user: client, cookie: clientCookie } = await t.restLogin('client');
    const { user: admin, cookie: adminCookie } = await t.restLogin('admin');
    const copywriter = await createCopywriter(t.em, 'approved');
    const job = await createJob(t.em, { client, title: 'House quote job' });
    await post(
      `/api/admin/jobs/${job.id}/quote`,
      { fixedPrice: 90, estimatedHours: null, quoteMessage: null },
      adminCookie,
    );
    await post(`/api/client/accept-quote/${job.id}/0`, undefined, clientCookie);
    await post('/api/payments/process-job-payment', { jobId: job.id, amount: 9000 }, clientCookie);
    const waiting = await emailOf('job_awaiting_assignment', admin.email);
    expect(waiting.subject).toContain('House quote job');

    await post(`/api/admin/jobs/${job.id}/assign`, { copywriterId: copywriter.id }, adminCookie);
    const assigned = await emailOf('job_assigned', copywriter.email);
    expect(assigned.text).toContain('House quote job');
  });

  it('tells the admins of an application and the applicant of the decision, with the reason', async () => {
    const { user: admin, cookie: adminCookie } = await t.restLogin('admin');
    const applicant = await t.restLogin('client');
    const application = {
      specialties: ['marketing'],
      experience: 'Fifteen years of writing for brands across finance, health and technology.',
      sampleContent: 'Writing sample. '.repeat(25),
      availability: 'Weekdays',
      rates: '£75 an hour',
    };
    await post('/api/copywriter/apply', application, applicant.cookie);
    const received = await emailOf('application_received', admin.email);
    expect(received.text).toContain(applicant.user.name);

    await post(
      `/api/admin/copywriters/${applicant.user.id}/reject`,
      { reason: 'Please add a longer writing sample.' },
      adminCookie,
    );
    const rejected = await emailOf('application_rejected', applicant.user.email);
    expect(rejected.text).toContain('Please add a longer writing sample.');

    const other = await t.restLogin('client');
    await post('/api/copywriter/apply', application, other.cookie);
    await post(`/api/admin/copywriters/${other.user.id}/approve`, undefined, adminCookie);
    await emailOf('application_approved', other.user.email);
  });

  it('emails a chat message nobody has read within 10 minutes, once', async () => {
    const { user: client } = await t.restLogin('client');
    const copywriter = await createCopywriter(t.em, 'approved', { name: 'Priya Patel' });
    const writer = await t.restLoginAs(copywriter);
    const job = await createJob(t.em, { client, copywriter, status: 'in_progress', title: 'Chatty job' });
    const sent = await post(
      `/api/conversations/job/${job.id}/message`,
      { content: 'A question about tone' },
      writer,
    );
    expect(sent.status).toBe(200);
    await t.em.nativeUpdate(Message, {}, { createdAt: new Date(Date.now() - 11 * 60 * 1000) });

    expect(await sendUnreadMessageReminders(t.em)).toBe(1);
    const email = await emailOf('unread_message', client.email);
    expect(email.text).toContain('A question about tone');
    expect(email.text).toContain('Priya Patel');
    // Not again within the hour, and never to the sender.
    expect(await sendUnreadMessageReminders(t.em)).toBe(0);
  });

  it('delivers the kinds whose steps come with the job page (withdrawal, revisions, approval)', async () => {
    const client = await createUser(t.em);
    const copywriter = await createCopywriter(t.em, 'approved');
    const job = { jobId: 7, jobTitle: 'Later steps' };
    await t.em.transactional(async (tx) => {
      const [c, w] = await Promise.all([
        tx.findOneOrFail(User, client.id),
        tx.findOneOrFail(User, copywriter.id),
      ]);
      await notify(tx, [
        { to: c, eventKey: 'test:withdrawn', message: { kind: 'job_withdrawn', ...job } },
        {
          to: w,
          eventKey: 'test:revision',
          message: { kind: 'revision_requested', ...job, reason: 'Make it warmer.', round: 1 },
        },
        { to: w, eventKey: 'test:approved', message: { kind: 'delivery_approved', ...job } },
      ]);
    });
    await emailOf('job_withdrawn', client.email);
    expect((await emailOf('revision_requested', copywriter.email)).text).toContain('Make it warmer.');
    await emailOf('delivery_approved', copywriter.email);
  });

  it('asks the writer a client chose on their profile for a quote', async () => {
    const { cookie } = await t.restLogin('client');
    const copywriter = await createCopywriter(t.em, 'approved');
    const submitted = await post(
      '/api/jobs',
      {
        contentTopic: 'Bakery landing page',
        aiContent: 'Our bakery makes fresh bread every morning with local flour and care.',
        invitedCopywriterId: copywriter.id,
      },
      cookie,
    );
    expect(submitted.status).toBe(200);
    const invitation = await emailOf('quote_invitation', copywriter.email);
    expect(invitation.subject).toContain('Bakery landing page');
    expect(invitation.text).toContain(`/jobs/${(submitted.body as { id: number }).id}`);
    await expectOneClickUnsubscribe(invitation);
  });

  it('tells a writer their earning cleared, and each payout sent or failed', async () => {
    const job = await approvedJob(t, { by: 'card', hours: 1 });
    await clearDueEarnings(t.em, new Date(Date.now() + 8 * 86_400_000));
    expect((await emailOf('earning_available', job.writer.email)).text).toContain('£60.00');
    const caller = t.caller(await t.sessionOf(job.writer));
    const { url } = await caller.payouts.onboardingLink();
    await caller.payouts.enableTestAccount({ account: new URL(url).searchParams.get('account')! });
    const { post } = restCalls(t);
    const sent = await post('/api/copywriter/payouts', { amount: 2_000 }, job.writerCookie);
    expect(sent.status).toBe(200);
    expect((await emailOf('payout_sent', job.writer.email)).text).toContain('£20.00');
    // The test gateway's transfers land at once; a refusal is what Stripe's would send back.
    const pending = await post('/api/copywriter/payouts', { amount: 2_000 }, job.writerCookie);
    const payoutId = (pending.body as { id: number }).id;
    await t.em.execute(`update payouts set status = 'pending', paid_at = null where id = ?`, [payoutId]);
    await settlePayout(t.em, payoutId, { status: 'failed', message: 'The bank account was closed' });
    expect((await emailOf('payout_failed', job.writer.email)).text).toContain('The bank account was closed');
  });

  it('tells each party of a dispute’s steps, and the admins once it escalates', async () => {
    const admin = await createUser(t.em, { role: 'admin' });
    const job = await deliveredJob(t, { by: 'card', hours: 1 });
    const { post } = restCalls(t);
    const url = `/api/jobs/${job.jobId}/dispute`;
    const reason = 'Two of the facts in the second half are wrong.';
    expect((await post(url, { reason, refundPercent: 40 }, job.clientCookie)).status).toBe(200);
    expect((await emailOf('dispute_opened', job.writer.email)).text).toContain(reason);
    await post(
      `${url}/respond`,
      { action: 'offer', refundPercent: 20, message: 'Twenty per cent.' },
      job.writerCookie,
    );
    expect((await emailOf('dispute_offer', job.client.email)).text).toContain('Twenty per cent.');
    await post(`${url}/escalate`, {}, job.clientCookie);
    await emailOf('dispute_escalated', admin.email);
    await emailOf('dispute_escalated', job.client.email);
    const adminCookie = await t.restLoginAs(admin);
    await post(
      `/api/admin/disputes/${job.jobId}/resolve`,
      { refundPercent: 30, note: 'A fair split.' },
      adminCookie,
    );
    expect((await emailOf('dispute_resolved', job.writer.email)).text).toContain('A fair split.');
  });

  it('covered every kind of email', () => {
    expect([...seen.keys()].sort()).toEqual([...NOTIFICATION_KIND_NAMES].sort());
  });
});
