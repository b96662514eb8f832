// Every admin action and every security event of an account leaves an entry in the audit log, written in the
// transaction of the action itself, with who, on what, and from which address (docs/decisions/0038).
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { AuditEntryDto } from '../../shared/schemas/audit.ts';
import { Payment } from '../db/entities/payment.ts';
import { User } from '../db/entities/user.ts';
import { issueToken } from '../services/account-tokens.ts';

const t = setupTestApp();
const ADDRESS = '10.20.30.40';
const NEW_PASSWORD = 'a brand new passphrase';

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
  return t.rest({ method, url, cookie, payload: payload as never, remoteAddress: ADDRESS });
}

async function audit(adminCookie: string, query = ''): Promise<AuditEntryDto[]> {
  const response = await call('GET', `/api/admin/audit${query}`, adminCookie);
  expect(response.status).toBe(200);
  return response.body as AuditEntryDto[];
}

async function token(
  user: User,
  purpose: 'reset_password' | 'change_email' | 'undo_email_change',
  newEmail?: string,
) {
  const fork = t.em;
  const raw = issueToken(fork, await fork.findOneOrFail(User, user.id), purpose, newEmail);
  await fork.flush();
  return raw;
}

describe('admin actions in the audit log', () => {
  it('records approvals, rejections, house quotes, assignments and refunds, by whom and from where', async () => {
    const { user: admin, cookie } = await t.restLogin('admin');
    const [hired, turnedAway] = [
      await createCopywriter(t.em, 'pending'),
      await createCopywriter(t.em, 'pending'),
    ];
    expect((await call('POST', `/api/admin/copywriters/${hired.id}/approve`, cookie, {})).status).toBe(200);
    const reject = await call('POST', `/api/admin/copywriters/${turnedAway.id}/reject`, cookie, {
      reason: 'No samples',
    });
    expect(reject.status).toBe(200);

    const client = await createUser(t.em);
    const open = await createJob(t.em, { client });
    const quoted = await call('POST', `/api/admin/jobs/${open.id}/quote`, cookie, {
      estimatedHours: 2,
      fixedPrice: null,
    });
    expect(quoted.status).toBe(200);
    const waiting = await createJob(t.em, { client, status: 'pending', fixedPrice: 50 });
    const assigned = await call('POST', `/api/admin/jobs/${waiting.id}/assign`, cookie, {
      copywriterId: hired.id,
    });
    expect(assigned.status).toBe(200);

    const unpaid = await createJob(t.em, { client, status: 'unpaid', copywriter: hired, fixedPrice: 95 });
    const clientCookie = await t.restLoginAs(client);
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    const paid = await call('POST', '/api/payments/process-job-payment', clientCookie, {
      jobId: unpaid.id,
      amount: 9500,
      card,
    });
    expect(paid.status).toBe(200);
    const payment = await t.em.findOneOrFail(Payment, { job: unpaid.id, status: 'succeeded' });
    expect((await call('POST', `/api/admin/payments/${payment.id}/refund`, cookie)).status).toBe(200);

    const actor = { id: admin.id, name: admin.name };
    const person = (user: User) => ({ id: user.id, name: user.name });
    expect(await audit(cookie, `?actor=${admin.id}`)).toEqual([
      expect.objectContaining({
        action: 'payment.refunded',
        actor,
        subject: person(client),
        target: { type: 'payment', id: payment.id },
        detail: expect.stringMatching(/^£95\.00 refunded/),
        ip: ADDRESS,
      }),
      expect.objectContaining({
        action: 'job.assigned',
        subject: person(hired),
        target: { type: 'job', id: waiting.id },
        detail: `Assigned to ${hired.name}`,
      }),
      expect.objectContaining({
        action: 'job.house_quote',
        subject: person(client),
        target: { type: 'job', id: open.id },
      }),
      expect.objectContaining({
        action: 'copywriter.rejected',
        subject: person(turnedAway),
        detail: 'No samples',
      }),
      expect.objectContaining({ action: 'copywriter.approved', subject: person(hired), ip: ADDRESS }),
    ]);
  });

  it('records each change of a blog post', async () => {
    const { user: admin, cookie } = await t.restLogin('admin');
    const draft = {
      title: 'Audit me',
      slug: 'audit-me',
      content: 'Words.',
      excerpt: null,
      featuredImage: null,
    };
    const created = await call('POST', '/api/blog/posts', cookie, {
      ...draft,
      categoryId: null,
      published: false,
    });
    expect(created.status).toBe(200);
    const { id } = created.body as { id: number };
    const edited = { ...draft, title: 'Audited', categoryId: null, published: false };
    expect((await call('PUT', `/api/blog/posts/${id}`, cookie, edited)).status).toBe(200);
    expect((await call('POST', `/api/blog/posts/${id}/publish`, cookie)).status).toBe(200);
    expect((await call('DELETE', `/api/blog/posts/${id}`, cookie)).status).toBe(200);
    const entries = await audit(cookie);
    expect(entries.map(({ action, detail, target, actor }) => [action, detail, target, actor?.id])).toEqual([
      ['post.deleted', 'Audited', { type: 'post', id }, admin.id],
      ['post.updated', 'Published: Audited', { type: 'post', id }, admin.id],
      ['post.updated', 'Audited', { type: 'post', id }, admin.id],
      ['post.created', 'Audit me', { type: 'post', id }, admin.id],
    ]);
  });

  it('records an edit of a site page', async () => {
    const { user: admin, cookie } = await t.restLogin('admin');
    const edit = { title: 'Our terms', markdown: 'Be kind.' };
    expect((await call('PUT', '/api/admin/pages/terms', cookie, edit)).status).toBe(200);
    expect(await audit(cookie)).toEqual([
      expect.objectContaining({
        action: 'page.updated',
        actor: { id: admin.id, name: admin.name },
        target: null,
        detail: 'The terms page: Our terms',
        ip: ADDRESS,
      }),
    ]);
  });

  it('writes nothing when the action fails', async () => {
    const { cookie } = await t.restLogin('admin');
    const stillPending = await createJob(t.em, { client: await createUser(t.em), status: 'pending' });
    const refused = await call('POST', `/api/admin/jobs/${stillPending.id}/assign`, cookie, {
      copywriterId: (await createCopywriter(t.em, 'pending')).id,
    });
    expect(refused.status).toBe(400);
    expect(await audit(cookie)).toEqual([]);
  });
});

describe("an account's security events in the audit log", () => {
  it('records a password change and reset, an email change and its undo, and a deletion, as the owner', async () => {
    const { cookie: adminCookie } = await t.restLogin('admin');
    const owner = await createUser(t.em);
    const cookie = await t.restLoginAs(owner);
    const changed = await call('POST', '/api/auth/change-password', cookie, {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const reset = await call('POST', '/api/auth/reset-password', undefined, {
      token: await token(owner, 'reset_password'),
      password: DEFAULT_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const oldEmail = owner.email;
    const moved = await call('POST', '/api/auth/verify-email', undefined, {
      token: await token(owner, 'change_email', 'moved@example.com'),
    });
    expect(moved.status).toBe(200);
    const undone = await call('POST', '/api/auth/verify-email', undefined, {
      token: await token(owner, 'undo_email_change', oldEmail),
    });
    expect(undone.status).toBe(200);
    // The undo ended every sign-in.
    const again = await t.restLoginAs(owner);
    const deleted = await call('DELETE', '/api/account', again, { password: DEFAULT_PASSWORD });
    expect(deleted.status).toBe(200);

    const entries = await audit(adminCookie, `?target=${owner.id}`);
    expect(entries.map(({ action, actor, ip }) => [action, actor?.id, ip])).toEqual([
      ['account.deleted', owner.id, ADDRESS],
      ['email.change_undone', owner.id, ADDRESS],
      ['email.changed', owner.id, ADDRESS],
      ['password.reset', owner.id, ADDRESS],
      ['password.changed', owner.id, ADDRESS],
    ]);
    expect(entries[1]!.detail).toBe(`Back from moved@example.com to ${oldEmail}`);
    expect(entries[2]!.detail).toBe(`From ${oldEmail} to moved@example.com`);
  });
});
