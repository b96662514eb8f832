// Over 300 lines: a delivery's review from window to approval, sharing one delivered job's set-up.
// The review of a delivery (docs/product.md "The job page, review and revisions"): versions, revisions, approval,
// the window that closes by itself, and the races between them, through the REST door as an integration drives it.
// Long on purpose: one job's review from delivery to rating, its cases sharing the database and app this file
// starts once.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp, TEST_SETTINGS } from '../../../test/helpers/test-app.ts';
import { REVIEW_WINDOW_MS } from '../../shared/domain/review-window.ts';
import type { AccountExport } from '../../shared/schemas/account-data.ts';
import type { JobDetailDto, TimelineEntry } from '../../shared/schemas/jobs.ts';
import { Job } from '../db/entities/job.ts';
import { JobEvent } from '../db/entities/job-event.ts';
import { Notification } from '../db/entities/notification.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { Payment } from '../db/entities/payment.ts';
import type { User } from '../db/entities/user.ts';
import { REVIEW_WINDOW_QUEUE } from '../queue/review-window-tasks.ts';
import { closeEndedReviewWindows, closeReviewWindow } from '../services/jobs/approve.ts';
import { requestRevision } from '../services/jobs/request-revision.ts';

const t = setupTestApp();

function post(url: string, body: unknown, cookie: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}
function get(url: string, cookie: string) {
  return t.rest({ method: 'GET', url, cookie });
}

const REASON = 'Please make the introduction shorter and friendlier.';

interface World {
  client: User;
  writer: User;
  clientCookie: string;
  writerCookie: string;
  jobId: number;
}

// A paid job in progress, delivered once through the REST door.
async function delivered(result = 'The first delivered text.'): Promise<World> {
  const client = await createUser(t.em, { name: 'Clara Client' });
  const writer = await createCopywriter(t.em, 'approved', { name: 'Walter Writer' });
  const job = await createJob(t.em, { client, copywriter: writer, status: 'in_progress' });
  const writerCookie = await t.restLoginAs(writer);
  const response = await post(`/api/copywriter/submit-work/${job.id}`, { result }, writerCookie);
  expect(response.status).toBe(200);
  return { client, writer, clientCookie: await t.restLoginAs(client), writerCookie, jobId: job.id };
}

async function page(world: World, cookie = world.clientCookie): Promise<JobDetailDto> {
  const response = await get(`/api/jobs/${world.jobId}`, cookie);
  expect(response.status).toBe(200);
  return response.body as JobDetailDto;
}

const kinds = (timeline: TimelineEntry[]) => timeline.map((entry) => entry.kind);

describe('a delivery', () => {
  it('is kept as round 1 and opens a 7-day review window', async () => {
    const world = await delivered();
    const job = await page(world);
    expect(job).toMatchObject({
      status: 'completed',
      result: 'The first delivered text.',
      approvedAt: null,
      revisionsRequested: 0,
      versions: [{ round: 1, result: 'The first delivered text.', revisionReason: null }],
    });
    expect(Date.parse(job.reviewWindowEndsAt!) - Date.parse(job.completedAt!)).toBe(REVIEW_WINDOW_MS);
    expect(job.versions[0]!.deliveredAt).toBe(job.completedAt);
    expect(kinds(job.timeline)).toEqual(['delivered']);
    expect(job.timeline[0]!.actor).toMatchObject({
      id: world.writer.id,
      name: 'Walter Writer',
      role: 'copywriter',
    });
  });
});

describe('a revision', () => {
  it('sends the work back to the same copywriter with no new payment, and keeps every version', async () => {
    const world = await delivered();
    const paymentsBefore = await t.em.count(Payment, {});

    const sent = await post(
      `/api/jobs/${world.jobId}/request-revision`,
      { reason: REASON },
      world.clientCookie,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'in_progress',
      copywriterId: world.writer.id,
      reviewWindowEndsAt: null,
      revisionsRequested: 1,
      // The job's own result still means the latest delivery while the revision is under way.
      result: 'The first delivered text.',
      versions: [{ round: 1, revisionReason: REASON }],
    });
    expect(await t.em.count(Payment, {})).toBe(paymentsBefore);
    // The copywriter finds it among their active jobs again, and hears what to change.
    const active = (await get('/api/copywriter/active-jobs', world.writerCookie)).body as { id: number }[];
    expect(active.map((job) => job.id)).toEqual([world.jobId]);
    const email = await t.em.findOneOrFail(OutboxEmail, { kind: 'revision_requested' });
    expect(email).toMatchObject({ toAddress: world.writer.email });
    expect(email.message).toMatchObject({ reason: REASON, round: 1, jobId: world.jobId });

    const again = await post(
      `/api/copywriter/submit-work/${world.jobId}`,
      { result: 'The revised text.' },
      world.writerCookie,
    );
    expect(again.status).toBe(200);
    const job = await page(world);
    expect(job).toMatchObject({ status: 'completed', result: 'The revised text.', approvedAt: null });
    expect(job.versions.map((version) => [version.round, version.result, version.revisionReason])).toEqual([
      [1, 'The first delivered text.', REASON],
      [2, 'The revised text.', null],
    ]);
    // A new window, from the new delivery.
    expect(job.completedAt).toBe(job.versions[1]!.deliveredAt);
    expect(Date.parse(job.reviewWindowEndsAt!) - Date.parse(job.completedAt!)).toBe(REVIEW_WINDOW_MS);
    expect(kinds(job.timeline)).toEqual(['delivered', 'revision_requested', 'delivered']);
    expect(job.timeline[1]).toMatchObject({ detail: REASON, actor: { id: world.client.id } });
    // The client hears of the revised delivery too.
    const deliveries = await t.em.find(
      OutboxEmail,
      { kind: 'work_delivered', toAddress: world.client.email },
      { orderBy: { createdAt: 'asc' } },
    );
    expect(deliveries.map((each) => each.message.revisionRound)).toEqual([0, 1]);
  });

  it('is allowed twice per job, then refused', async () => {
    const world = await delivered();
    for (const round of [1, 2]) {
      const asked = await post(
        `/api/jobs/${world.jobId}/request-revision`,
        { reason: REASON },
        world.clientCookie,
      );
      expect(asked.status, `revision ${round}`).toBe(200);
      await post(
        `/api/copywriter/submit-work/${world.jobId}`,
        { result: `Round ${round + 1}` },
        world.writerCookie,
      );
    }
    const third = await post(
      `/api/jobs/${world.jobId}/request-revision`,
      { reason: REASON },
      world.clientCookie,
    );
    expect([third.status, third.body]).toEqual([
      409,
      { message: 'This job has had its 2 revisions', code: 'INVALID_TRANSITION' },
    ]);
    expect((await page(world)).versions.map((version) => version.round)).toEqual([1, 2, 3]);
  });

  it('is refused once the 7 days are over, and for work that is not delivered', async () => {
    const world = await delivered();
    const endsAt = (await t.em.findOneOrFail(Job, world.jobId)).reviewWindowEndsAt!;
    // The clock moved to the window's end: the service's own clock, then the stored window.
    await expect(
      requestRevision({ em: t.em, actor: world.client, jobId: world.jobId, reason: REASON, now: endsAt }),
    ).rejects.toMatchObject({
      appCode: 'INVALID_TRANSITION',
      message: 'The 7-day review window for this delivery has closed',
    });
    await t.em.nativeUpdate(Job, { id: world.jobId }, { reviewWindowEndsAt: new Date(Date.now() - 1000) });
    const late = await post(
      `/api/jobs/${world.jobId}/request-revision`,
      { reason: REASON },
      world.clientCookie,
    );
    expect(late.status).toBe(409);

    const working = await createJob(t.em, {
      client: world.client,
      copywriter: world.writer,
      status: 'in_progress',
    });
    const early = await post(
      `/api/jobs/${working.id}/request-revision`,
      { reason: REASON },
      world.clientCookie,
    );
    expect([early.status, (early.body as { message: string }).message]).toEqual([
      409,
      'Only delivered work can be sent back for a revision',
    ]);
  });

  it('is refused when the copywriter can no longer deliver it', async () => {
    const world = await delivered();
    const admin = await t.restLogin('admin');
    await post(`/api/admin/copywriters/${world.writer.id}/reject`, {}, admin.cookie);
    const asked = await post(
      `/api/jobs/${world.jobId}/request-revision`,
      { reason: REASON },
      world.clientCookie,
    );
    expect([asked.status, (asked.body as { message: string }).message]).toEqual([
      409,
      'The copywriter of this job can no longer make changes. Please approve the delivery or contact us.',
    ]);
    expect((await post(`/api/jobs/${world.jobId}/approve`, {}, world.clientCookie)).status).toBe(200);
  });

  it('needs a reason of 10 to 2,000 characters', async () => {
    const world = await delivered();
    for (const reason of ['Too long.', ' '.repeat(20), 'x'.repeat(2001)]) {
      const response = await post(
        `/api/jobs/${world.jobId}/request-revision`,
        { reason },
        world.clientCookie,
      );
      expect(response.status, JSON.stringify(reason.slice(0, 12))).toBe(400);
    }
    const short = await post(
      `/api/jobs/${world.jobId}/request-revision`,
      { reason: 'Too long.' },
      world.clientCookie,
    );
    expect((short.body as { message: string }).message).toBe(
      'Tell the copywriter what to change, in at least 10 characters',
    );
    expect(
      (
        await post(
          `/api/jobs/${world.jobId}/request-revision`,
          { reason: 'x'.repeat(2000) },
          world.clientCookie,
        )
      ).status,
    ).toBe(200);
  });
});

describe('approval', () => {
  it('closes the window: no revision afterwards, the copywriter is told, and it happens once', async () => {
    const world = await delivered();
    const approved = await post(`/api/jobs/${world.jobId}/approve`, {}, world.clientCookie);
    expect(approved.status).toBe(200);
    const job = approved.body as JobDetailDto;
    expect(job.status).toBe('completed');
    expect(job.approvedAt).not.toBeNull();
    expect(kinds(job.timeline)).toEqual(['delivered', 'approved']);
    expect(job.timeline[1]!.actor).toMatchObject({ id: world.client.id, role: 'client' });

    const revision = await post(
      `/api/jobs/${world.jobId}/request-revision`,
      { reason: REASON },
      world.clientCookie,
    );
    expect([revision.status, (revision.body as { message: string }).message]).toEqual([
      409,
      'This delivery has already been approved',
    ]);
    const twice = await post(`/api/jobs/${world.jobId}/approve`, {}, world.clientCookie);
    expect(twice.status).toBe(409);
    expect(await t.em.count(OutboxEmail, { kind: 'delivery_approved', toAddress: world.writer.email })).toBe(
      1,
    );
    expect(await t.em.count(Notification, { kind: 'delivery_approved', user: world.writer.id })).toBe(1);
  });

  it('happens by itself when the window ends: the task run with the clock moved on, once', async () => {
    const world = await delivered();
    const endsAt = (await t.em.findOneOrFail(Job, world.jobId)).reviewWindowEndsAt!;
    expect(
      await closeReviewWindow(t.em, world.jobId, TEST_SETTINGS.payouts, new Date(endsAt.getTime() - 1000)),
    ).toBe(false);
    expect((await t.em.findOneOrFail(Job, world.jobId)).approvedAt).toBeNull();

    const later = new Date(endsAt.getTime() + 1000);
    expect(await closeReviewWindow(t.em, world.jobId, TEST_SETTINGS.payouts, later)).toBe(true);
    expect(await closeReviewWindow(t.em, world.jobId, TEST_SETTINGS.payouts, later)).toBe(false);
    expect(await closeEndedReviewWindows(t.em, TEST_SETTINGS.payouts, later)).toBe(0);
    const job = await page(world);
    expect(job.approvedAt).toBe(later.toISOString());
    expect(job.timeline.at(-1)).toMatchObject({
      kind: 'approved',
      actor: null,
      detail: 'The 7-day review window closed',
    });
    expect(await t.em.count(OutboxEmail, { kind: 'delivery_approved', toAddress: world.writer.email })).toBe(
      1,
    );
  });

  it('leaves a job that went back for a revision alone, and the backstop closes only ended windows', async () => {
    const revised = await delivered();
    const firstEnd = (await t.em.findOneOrFail(Job, revised.jobId)).reviewWindowEndsAt!;
    await post(`/api/jobs/${revised.jobId}/request-revision`, { reason: REASON }, revised.clientCookie);
    expect(
      await closeReviewWindow(
        t.em,
        revised.jobId,
        TEST_SETTINGS.payouts,
        new Date(firstEnd.getTime() + 1000),
      ),
    ).toBe(false);
    expect(await t.em.findOneOrFail(Job, revised.jobId)).toMatchObject({
      status: 'in_progress',
      approvedAt: null,
    });

    const waiting = await delivered();
    const ended = await delivered();
    await t.em.nativeUpdate(Job, { id: ended.jobId }, { reviewWindowEndsAt: new Date(Date.now() - 1000) });
    expect(await closeEndedReviewWindows(t.em, TEST_SETTINGS.payouts)).toBe(1);
    expect((await t.em.findOneOrFail(Job, ended.jobId)).approvedAt).not.toBeNull();
    expect((await t.em.findOneOrFail(Job, waiting.jobId)).approvedAt).toBeNull();
  });

  it('is scheduled on the queue at delivery, to start when the window ends', async () => {
    const world = await delivered();
    const endsAt = (await t.em.findOneOrFail(Job, world.jobId)).reviewWindowEndsAt!;
    // Tasks outlive the tables a test empties, and job ids start again: the task is known by its start too.
    await until(async () => {
      const [row] = await t.em.execute<{ n: number }[]>(
        `select count(*)::int as n from pgboss.job where name = ? and data->>'jobId' = ? and start_after = ?`,
        [REVIEW_WINDOW_QUEUE, String(world.jobId), endsAt],
      );
      return row?.n === 1 ? true : undefined;
    });
    expect((await t.em.findOneOrFail(Job, world.jobId)).reviewTaskQueuedAt).not.toBeNull();
  });

  it('is made by the queue once a window has ended', async () => {
    const world = await delivered();
    await t.app.queue.scheduleReviewWindows();
    // A window that ended while nothing had scheduled it (the server was down): scheduled, and run at once.
    const ended = await delivered();
    await t.em.nativeUpdate(
      Job,
      { id: ended.jobId },
      { reviewWindowEndsAt: new Date(Date.now() - 1000), reviewTaskQueuedAt: null },
    );
    await t.app.queue.scheduleReviewWindows();
    await until(async () => (await t.em.findOneOrFail(Job, ended.jobId)).approvedAt ?? undefined);
    expect((await t.em.findOneOrFail(Job, world.jobId)).approvedAt).toBeNull();
  });
});

// Polls until `read` answers something: for what a background worker does, never a fixed sleep.
async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the queue');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('under concurrency', () => {
  it('makes exactly one revision of 20 concurrent requests', async () => {
    const world = await delivered();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/jobs/${world.jobId}/request-revision`, { reason: REASON }, world.clientCookie),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await t.em.findOneOrFail(Job, world.jobId)).toMatchObject({
      status: 'in_progress',
      revisionsRequested: 1,
    });
    expect(await t.em.count(JobEvent, { job: world.jobId, kind: 'revision_requested' })).toBe(1);
    expect(await t.em.count(OutboxEmail, { kind: 'revision_requested' })).toBe(1);
  });

  it('applies exactly one of an approval and a revision request racing each other', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const world = await delivered();
      const [approval, revision] = await Promise.all([
        post(`/api/jobs/${world.jobId}/approve`, {}, world.clientCookie),
        post(`/api/jobs/${world.jobId}/request-revision`, { reason: REASON }, world.clientCookie),
      ]);
      expect([approval.status, revision.status].sort()).toEqual([200, 409]);
      const job = await t.em.findOneOrFail(Job, world.jobId);
      if (approval.status === 200) {
        expect(job).toMatchObject({ status: 'completed', revisionsRequested: 0 });
        expect(job.approvedAt).not.toBeNull();
      } else {
        expect(job).toMatchObject({ status: 'in_progress', revisionsRequested: 1, approvedAt: null });
      }
      const events = await t.em.count(JobEvent, {
        job: world.jobId,
        kind: { $in: ['approved', 'revision_requested'] },
      });
      expect(events).toBe(1);
    }
  });
});

describe('your data', () => {
  it("holds the client's revision reasons and review, and every text the copywriter delivered", async () => {
    const world = await delivered();
    await post(`/api/jobs/${world.jobId}/request-revision`, { reason: REASON }, world.clientCookie);
    await post(
      `/api/copywriter/submit-work/${world.jobId}`,
      { result: 'The revised text.' },
      world.writerCookie,
    );
    await post(`/api/jobs/${world.jobId}/rating`, { rating: 5, review: 'Spot on.' }, world.clientCookie);
    const client = (await get('/api/account/export', world.clientCookie)).body as AccountExport;
    expect(client.jobsAsClient[0]).toMatchObject({
      review: 'Spot on.',
      revisionRequests: [{ round: 1, reason: REASON }],
    });
    const writer = (await get('/api/account/export', world.writerCookie)).body as AccountExport;
    expect(writer.jobsAsCopywriter[0]?.deliveries.map((delivery) => delivery.result)).toEqual([
      'The first delivered text.',
      'The revised text.',
    ]);
  });
});

describe('a rating', () => {
  it('may carry a written review, which reaches the copywriter', async () => {
    const world = await delivered();
    const review = 'Clear, warm and on time. Would hire again.';
    const rated = await post(`/api/jobs/${world.jobId}/rating`, { rating: 4, review }, world.clientCookie);
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({ rating: 4, review });
    const email = await t.em.findOneOrFail(OutboxEmail, { kind: 'rating_received' });
    expect(email).toMatchObject({ toAddress: world.writer.email });
    expect(email.message).toMatchObject({ rating: 4, review });
    expect((await page(world)).timeline.at(-1)).toMatchObject({ kind: 'rated', detail: '4/5' });
  });

  it('keeps the rating-only payload working, and refuses a review over 2,000 characters', async () => {
    const world = await delivered();
    const tooLong = await post(
      `/api/jobs/${world.jobId}/rating`,
      { rating: 5, review: 'x'.repeat(2001) },
      world.clientCookie,
    );
    expect(tooLong.status).toBe(400);
    const plain = await post(`/api/jobs/${world.jobId}/rating`, { rating: 5 }, world.clientCookie);
    expect([plain.status, (plain.body as { review: unknown }).review]).toEqual([200, null]);
  });
});
