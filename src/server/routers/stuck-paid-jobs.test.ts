// A paid job whose copywriter is rejected after payment could be neither delivered, reassigned, withdrawn nor
// refunded (issue 28, finding 6). The admin's way out: give it to another approved copywriter, or cancel it
// and give its payment back, to the card or as hours to the client's balance.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { AuditEntryDto } from '../../shared/schemas/audit.ts';
import { Job } from '../db/entities/job.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { Payment } from '../db/entities/payment.ts';
import type { User } from '../db/entities/user.ts';
import { hoursBalance } from '../services/payments/ledger.ts';

const t = setupTestApp();
const SUCCEEDS = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

function post(url: string, body: unknown, cookie?: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}

async function rejected(writer: User, adminCookie: string) {
  const answer = await post(
    `/api/admin/copywriters/${writer.id}/reject`,
    { reason: 'Plagiarism' },
    adminCookie,
  );
  expect(answer.status).toBe(200);
}

// A job under way with its writer, paid by card (or from prepaid hours), whose writer is then rejected.
async function stuckJob(paidWith: 'card' | 'hours') {
  const admin = await t.restLogin('admin');
  const writer = await createCopywriter(t.em, 'approved');
  const { user: client, cookie } = await t.restLogin('client');
  const job = await createJob(t.em, {
    client,
    status: 'unpaid',
    copywriter: writer,
    ...(paidWith === 'card' ? { fixedPrice: 95 } : { estimatedHours: 2 }),
  });
  if (paidWith === 'card') {
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: 9500, card: SUCCEEDS },
      cookie,
    );
    expect(paid.status).toBe(200);
  } else {
    const bought = (await post('/api/payments/create-payment-intent', { packageId: 'starter' }, cookie))
      .body as {
      paymentIntentId: string;
    };
    await post('/api/simulate-payment-success', { paymentIntentId: bought.paymentIntentId }, cookie);
    expect((await post('/api/payments/pay-job-with-hours', { jobId: job.id }, cookie)).status).toBe(200);
  }
  await rejected(writer, admin.cookie);
  return { admin, writer, client, clientCookie: cookie, job };
}

describe('a paid job whose copywriter was rejected', () => {
  it('is given to another approved copywriter, who delivers it', async () => {
    const { admin, writer, job } = await stuckJob('card');
    const next = await createCopywriter(t.em, 'approved', { name: 'Next Writer' });
    const moved = await post(`/api/admin/jobs/${job.id}/reassign`, { copywriterId: next.id }, admin.cookie);
    expect([moved.status, moved.body]).toMatchObject([200, { status: 'in_progress', copywriterId: next.id }]);

    const delivered = await post(
      `/api/copywriter/submit-work/${job.id}`,
      { result: 'The finished text, by the next writer.' },
      await t.restLoginAs(next),
    );
    expect([delivered.status, delivered.body]).toMatchObject([200, { status: 'completed' }]);
    const trail = (await t.rest({ method: 'GET', url: '/api/admin/audit', cookie: admin.cookie }))
      .body as AuditEntryDto[];
    expect(trail[0]).toMatchObject({
      action: 'job.reassigned',
      target: { type: 'job', id: job.id },
      detail: `From ${writer.name} to Next Writer`,
    });
  });

  it('is cancelled with its card payment refunded', async () => {
    const { admin, client, job } = await stuckJob('card');
    const cancelled = await post(
      `/api/admin/jobs/${job.id}/cancel`,
      { reason: 'The copywriter can no longer deliver' },
      admin.cookie,
    );
    expect([cancelled.status, cancelled.body]).toMatchObject([200, { status: 'withdrawn' }]);
    expect(await t.em.findOneOrFail(Payment, { job: job.id, client: client.id })).toMatchObject({
      status: 'refunded',
      refundReference: expect.any(String),
    });
  });

  it('is cancelled with its prepaid hours back in the balance, and the client told', async () => {
    const { admin, client, job } = await stuckJob('hours');
    expect(await hoursBalance(t.em, client.id)).toBe(3);
    const cancelled = await post(
      `/api/admin/jobs/${job.id}/cancel`,
      { reason: 'No writer free' },
      admin.cookie,
    );
    expect(cancelled.status).toBe(200);
    expect(await hoursBalance(t.em, client.id)).toBe(5);
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('withdrawn');
    const told = await t.em.find(OutboxEmail, { user: client.id, kind: 'refund' });
    expect(told.map((email) => email.message)).toEqual([
      expect.objectContaining({ hours: 2, amountPence: 0 }),
    ]);
    // Once is all: the job is closed, and its hours are not given back twice.
    const again = await post(`/api/admin/jobs/${job.id}/cancel`, { reason: 'Twice' }, admin.cookie);
    expect(again.status).toBe(409);
    expect(await hoursBalance(t.em, client.id)).toBe(5);
  });
});

describe('the way out is the admin’s, and only for paid work not yet delivered', () => {
  it('refuses others, the same or an unapproved writer, a delivered job and a missing reason', async () => {
    const { admin, writer, clientCookie, job } = await stuckJob('card');
    const pending = await createCopywriter(t.em, 'pending');
    const answers = [
      await post(`/api/admin/jobs/${job.id}/cancel`, { reason: 'Mine' }, clientCookie),
      await post(`/api/admin/jobs/${job.id}/reassign`, { copywriterId: writer.id }, admin.cookie),
      await post(`/api/admin/jobs/${job.id}/reassign`, { copywriterId: pending.id }, admin.cookie),
      await post(`/api/admin/jobs/${job.id}/cancel`, { reason: '   ' }, admin.cookie),
      await post(`/api/admin/jobs/${job.id}/cancel`, {}, admin.cookie),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([403, 400, 400, 400, 400]);
    const delivered = await createJob(t.em, { client: await createUser(t.em), status: 'completed' });
    const late = await post(`/api/admin/jobs/${delivered.id}/cancel`, { reason: 'Too late' }, admin.cookie);
    expect([late.status, late.body]).toMatchObject([
      409,
      { message: 'Only a paid job not yet delivered can be cancelled and refunded' },
    ]);
    expect((await t.em.findOneOrFail(Job, job.id)).status).toBe('in_progress');
  });
});
