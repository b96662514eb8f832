// Over 300 lines: deadlines through every step of a job, which the cases share.
// Deadlines and delivery dates (docs/product.md "Deadlines and delivery dates"): an optional deadline at
// submission, at least 24 hours ahead; an optional delivery date on a quote, not in the past and not after the
// deadline; the accepted quote's date is when the work is due; late paid work is overdue for everyone who sees
// the job; the admin's list sorts by it. Through /api, as an integration calls it.
// Long on purpose: one rule followed through submission, quotes, the job and the lists, its cases sharing the
// database and app this file starts once.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { type RestResponse, setupTestApp } from '../../../test/helpers/test-app.ts';
import { DEADLINE_MESSAGES } from '../../shared/domain/deadlines.ts';
import type { JobDetailDto, JobDto, QuoteDto } from '../../shared/schemas/jobs.ts';
import { Job } from '../db/entities/job.ts';
import { encodeCursor } from '../services/read-models/page.ts';

const t = setupTestApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);
const isoFromNow = (ms: number) => fromNow(ms).toISOString();

const SUBMISSION = {
  contentTopic: 'Remote work',
  aiContent: 'An AI draft about remote work, long enough to be checked by a person.',
  serviceType: 'rewrite',
  writingStyle: 'Professional',
};

function submit(payload: Record<string, unknown>, cookie?: string) {
  return t.rest({ method: 'POST', url: '/api/jobs', payload: { ...SUBMISSION, ...payload }, cookie });
}

function expectRefused(response: RestResponse, path: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message, issues: [{ path, message }] });
}

async function jobPage(id: number, cookie: string): Promise<JobDetailDto> {
  const response = await t.rest({ method: 'GET', url: `/api/jobs/${id}`, cookie });
  expect(response.status).toBe(200);
  return response.body as JobDetailDto;
}

describe('the deadline at submission', () => {
  it('is kept, and shown on the job and its list', async () => {
    const { cookie } = await t.restLogin('client');
    const deadline = isoFromNow(3 * DAY);
    const response = await submit({ deadline }, cookie);
    expect(response.status).toBe(200);
    const job = response.body as JobDto;
    expect(job).toMatchObject({ deadline, deliveryDate: null, dueAt: deadline, overdue: false });
    expect(await jobPage(job.id, cookie)).toMatchObject({ deadline, dueAt: deadline, overdue: false });
    const list = await t.rest({ method: 'GET', url: '/api/jobs', cookie });
    expect(list.body).toMatchObject([{ id: job.id, deadline, dueAt: deadline }]);
  });

  it('takes any ISO 8601 offset, and answers it in UTC', async () => {
    const { cookie } = await t.restLogin('client');
    const at = new Date(Math.floor((Date.now() + 3 * DAY) / 1000) * 1000);
    const twoHoursEast = new Date(at.getTime() + 2 * HOUR).toISOString().slice(0, 19);
    const response = await submit({ deadline: `${twoHoursEast}+02:00` }, cookie);
    expect(response.status).toBe(200);
    expect((response.body as JobDto).deadline).toBe(at.toISOString());
  });

  it('may be left out, as before deadlines existed', async () => {
    const { cookie } = await t.restLogin('client');
    for (const payload of [{}, { deadline: null }]) {
      const response = await submit(payload, cookie);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        deadline: null,
        deliveryDate: null,
        dueAt: null,
        overdue: false,
      });
    }
  });

  it('is refused under 24 hours ahead, in the past, or not an ISO date and time (400)', async () => {
    const { cookie } = await t.restLogin('client');
    for (const deadline of [isoFromNow(23 * HOUR), isoFromNow(-DAY)]) {
      expectRefused(await submit({ deadline }, cookie), 'deadline', DEADLINE_MESSAGES.tooSoon);
    }
    for (const deadline of ['next Tuesday', '2030-01-01', '2030-01-01T10:00:00', 5, true, {}]) {
      expectRefused(await submit({ deadline }, cookie), 'deadline', DEADLINE_MESSAGES.format);
    }
    expect(await t.em.count(Job, {})).toBe(0);
  });
});

async function quoteOn(job: Job, payload: Record<string, unknown>, cookie: string) {
  return t.rest({
    method: 'POST',
    url: `/api/copywriter/submit-quote/${job.id}`,
    payload: { estimatedHours: null, fixedPrice: 90, ...payload },
    cookie,
  });
}

describe("a quote's delivery date", () => {
  it('is kept on the quote, for the client to see', async () => {
    const client = await createUser(t.em);
    const job = await createJob(t.em, { client, deadline: fromNow(5 * DAY) });
    const writer = await createCopywriter(t.em, 'approved');
    const deliveryDate = isoFromNow(2 * DAY);
    const response = await quoteOn(job, { deliveryDate }, await t.restLoginAs(writer));
    expect(response.status).toBe(200);
    expect((response.body as QuoteDto).deliveryDate).toBe(deliveryDate);
    const page = await jobPage(job.id, await t.restLoginAs(client));
    expect(page.quotes).toMatchObject([{ deliveryDate }]);
    // Not yet accepted: the job is due by the client's deadline.
    expect(page).toMatchObject({ deliveryDate: null, dueAt: page.deadline });
  });

  it('may be left out', async () => {
    const job = await createJob(t.em, { client: await createUser(t.em) });
    const response = await quoteOn(job, {}, await t.restLoginAs(await createCopywriter(t.em, 'approved')));
    expect(response.status).toBe(200);
    expect((response.body as QuoteDto).deliveryDate).toBeNull();
  });

  it('is refused in the past, after the deadline, or not an ISO date and time (400)', async () => {
    const job = await createJob(t.em, { client: await createUser(t.em), deadline: fromNow(3 * DAY) });
    const cookie = await t.restLoginAs(await createCopywriter(t.em, 'approved'));
    expectRefused(
      await quoteOn(job, { deliveryDate: isoFromNow(-HOUR) }, cookie),
      'deliveryDate',
      DEADLINE_MESSAGES.deliveryPast,
    );
    for (const deliveryDate of ['soon', 7, '2030-01-01']) {
      expectRefused(
        await quoteOn(job, { deliveryDate }, cookie),
        'deliveryDate',
        DEADLINE_MESSAGES.deliveryFormat,
      );
    }
    const late = await quoteOn(job, { deliveryDate: isoFromNow(3 * DAY + HOUR) }, cookie);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: DEADLINE_MESSAGES.deliveryAfterDeadline,
    });
    expect((await t.em.findOneOrFail(Job, { id: job.id })).status).toBe('quote');
  });

  it("holds the admin's house quote to the same rules", async () => {
    const job = await createJob(t.em, { client: await createUser(t.em), deadline: fromNow(2 * DAY) });
    const { cookie } = await t.restLogin('admin');
    const house = (deliveryDate: string) =>
      t.rest({
        method: 'POST',
        url: `/api/admin/jobs/${job.id}/quote`,
        payload: { estimatedHours: 1, fixedPrice: null, deliveryDate },
        cookie,
      });
    expect((await house(isoFromNow(3 * DAY))).body).toMatchObject({
      message: DEADLINE_MESSAGES.deliveryAfterDeadline,
    });
    const deliveryDate = isoFromNow(DAY);
    const response = await house(deliveryDate);
    expect(response.status).toBe(200);
    expect((response.body as QuoteDto).deliveryDate).toBe(deliveryDate);
  });

  it('becomes when the job is due once accepted, and is forgotten when the client goes back to the quotes', async () => {
    const client = await createUser(t.em);
    const clientCookie = await t.restLoginAs(client);
    const job = await createJob(t.em, { client, deadline: fromNow(5 * DAY) });
    const writer = await createCopywriter(t.em, 'approved');
    const deliveryDate = isoFromNow(2 * DAY);
    expect((await quoteOn(job, { deliveryDate }, await t.restLoginAs(writer))).status).toBe(200);

    const accepted = await t.rest({
      method: 'POST',
      url: `/api/client/accept-quote/${job.id}/${writer.id}`,
      cookie: clientCookie,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ deliveryDate, dueAt: deliveryDate, overdue: false });

    const changed = await t.rest({
      method: 'POST',
      url: `/api/client/jobs/${job.id}/change-quote`,
      cookie: clientCookie,
    });
    expect(changed.status).toBe(200);
    const page = changed.body as JobDetailDto;
    expect(page).toMatchObject({ status: 'offer_made', deliveryDate: null, dueAt: page.deadline });
    expect(page.quotes).toMatchObject([{ deliveryDate }]);
  });
});

describe("the account's data", () => {
  it('holds the deadline and the delivery dates', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em, 'approved');
    const deadline = fromNow(5 * DAY);
    const job = await createJob(t.em, { client, deadline });
    const deliveryDate = isoFromNow(2 * DAY);
    const writerCookie = await t.restLoginAs(writer);
    expect((await quoteOn(job, { deliveryDate }, writerCookie)).status).toBe(200);
    const mine = await t.rest({
      method: 'GET',
      url: '/api/account/export',
      cookie: await t.restLoginAs(client),
    });
    expect(mine.body).toMatchObject({
      jobsAsClient: [{ deadline: deadline.toISOString(), deliveryDate: null, quotes: [{ deliveryDate }] }],
    });
    const theirs = await t.rest({ method: 'GET', url: '/api/account/export', cookie: writerCookie });
    expect(theirs.body).toMatchObject({ quotesMade: [{ deliveryDate }] });
  });
});

describe('overdue work', () => {
  it('is marked for the client, the copywriter and the admin while paid work is late', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em, 'approved');
    const late = { client, copywriter: writer, deadline: fromNow(-DAY) };
    const working = await createJob(t.em, { ...late, status: 'in_progress', title: 'Late work' });
    await createJob(t.em, { ...late, copywriter: null, status: 'pending', title: 'Unassigned' });
    const delivered = await createJob(t.em, { ...late, status: 'completed', title: 'Delivered' });
    const promised = await createJob(t.em, {
      ...late,
      status: 'in_progress',
      deadline: fromNow(DAY),
      deliveryDate: fromNow(-HOUR),
      title: 'Promised earlier',
    });
    await createJob(t.em, { client, deadline: fromNow(-DAY), title: 'Still open' });
    const overdue = (items: JobDto[]) => Object.fromEntries(items.map((item) => [item.title, item.overdue]));

    const clientCookie = await t.restLoginAs(client);
    const mine = await t.rest({ method: 'GET', url: '/api/jobs', cookie: clientCookie });
    expect(overdue(mine.body as JobDto[])).toEqual({
      'Late work': true,
      Unassigned: true,
      Delivered: false,
      'Promised earlier': true,
      'Still open': false,
    });
    const { cookie: adminCookie } = await t.restLogin('admin');
    const all = await t.rest({ method: 'GET', url: '/api/jobs', cookie: adminCookie });
    expect(overdue(all.body as JobDto[])).toEqual(overdue(mine.body as JobDto[]));

    const writerCookie = await t.restLoginAs(writer);
    const active = await t.rest({ method: 'GET', url: '/api/copywriter/active-jobs', cookie: writerCookie });
    expect(overdue(active.body as JobDto[])).toEqual({ 'Late work': true, 'Promised earlier': true });
    for (const cookie of [clientCookie, adminCookie, writerCookie]) {
      expect((await jobPage(working.id, cookie)).overdue).toBe(true);
    }
    expect((await jobPage(delivered.id, clientCookie)).overdue).toBe(false);
    expect((await jobPage(promised.id, clientCookie)).dueAt).toBe(promised.deliveryDate!.toISOString());
  });
});

describe("the admin's list by due date", () => {
  // Overdue first (longest overdue at the top), then work still ahead of its due date (soonest first), then
  // the rest, newest first.
  async function marketplace() {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em, 'approved');
    const make = (title: string, options: Partial<Parameters<typeof createJob>[1]>) =>
      createJob(t.em, { client, title, ...options });
    await make('no date, older', {});
    await make('overdue by a day', { status: 'in_progress', copywriter: writer, deadline: fromNow(-DAY) });
    await make('due in three days', { deadline: fromNow(3 * DAY) });
    await make('delivered late', { status: 'completed', copywriter: writer, deadline: fromNow(-DAY) });
    await make('overdue by two days', {
      status: 'pending',
      deadline: fromNow(DAY),
      deliveryDate: fromNow(-2 * DAY),
    });
    await make('due tomorrow', { status: 'in_progress', copywriter: writer, deadline: fromNow(DAY) });
    await make('no date, newer', {});
  }
  const ORDER = [
    'overdue by two days',
    'overdue by a day',
    'due tomorrow',
    'due in three days',
    'no date, newer',
    'delivered late',
    'no date, older',
  ];

  it('puts overdue work first, then the soonest due, then the rest newest first', async () => {
    await marketplace();
    const { cookie } = await t.restLogin('admin');
    const response = await t.rest({ method: 'GET', url: '/api/jobs?sort=due', cookie });
    expect(response.status).toBe(200);
    expect((response.body as JobDto[]).map((job) => job.title)).toEqual(ORDER);
    const newest = await t.rest({ method: 'GET', url: '/api/jobs', cookie });
    expect((newest.body as JobDto[]).map((job) => job.title)[0]).toBe('no date, newer');
  });

  it('pages through the same order with the cursor of its Link header', async () => {
    await marketplace();
    const { cookie } = await t.restLogin('admin');
    const titles: string[] = [];
    let url: string | undefined = '/api/jobs?sort=due&limit=2';
    let pages = 0;
    while (url) {
      const response = await t.rest({ method: 'GET', url, cookie });
      expect(response.status, url).toBe(200);
      titles.push(...(response.body as JobDto[]).map((job) => job.title));
      const link = response.headers.link;
      url = link === undefined ? undefined : /^<([^>]+)>; rel="next"$/.exec(String(link))![1];
      if (url) expect(url).toContain('sort=due');
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(titles).toEqual(ORDER);
  });

  it('pages the web dashboard the same way', async () => {
    await marketplace();
    const { caller } = await t.createTestCaller({ as: 'admin' });
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await caller.jobs.listPage({ sort: 'due', limit: 3, cursor });
      titles.push(...page.items.map((job) => job.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toEqual(ORDER);
  });

  it('refuses an unknown order, and a cursor of the other order (400)', async () => {
    const { cookie } = await t.restLogin('admin');
    const unknown = await t.rest({ method: 'GET', url: '/api/jobs?sort=oldest', cookie });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'sort must be newest or due' });
    const timeCursor = encodeCursor(['time', '1', '1']);
    const mixed = await t.rest({ method: 'GET', url: `/api/jobs?sort=due&cursor=${timeCursor}`, cookie });
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({ message: 'Not a valid cursor' });
    for (const bad of [
      ['rank', '3', '-0', '1'],
      ['rank', '10', '5', '1'],
      ['rank', '1', '1.5', '1'],
    ]) {
      const response = await t.rest({
        method: 'GET',
        url: `/api/jobs?sort=due&cursor=${encodeCursor(bad)}`,
        cookie,
      });
      expect(response.status, bad.join()).toBe(400);
    }
  });
});
