// The job read model: a list's item is the job as its viewer reads it alone (the job page's DTO), field for
// field, with only the long texts cut to previews where a list shows previews; and a page never outgrows its
// budget.
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../../test/factories.ts';
import { setupTestApp } from '../../../../test/helpers/test-app.ts';
import { OPEN_FOR_QUOTES } from '../../../shared/domain/job-status.ts';
import { type JobDto, jobDtoSchema } from '../../../shared/schemas/jobs.ts';
import { Conversation } from '../../db/entities/conversation.ts';
import { Job } from '../../db/entities/job.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { User } from '../../db/entities/user.ts';
import { jsonSizeBound, PAGE_BUDGET_BYTES } from '../read-models/page.ts';
import { readJobDto } from './get-job.ts';
import { type JobList, jobListPage } from './job-rows.ts';

const t = setupTestApp();

// Every list's jobs as each one reads alone, in the list's order (chosen here through the ORM).
async function singleDtos(em: EntityManager, list: JobList, viewer: User): Promise<JobDto[]> {
  const where = {
    client: { client: viewer.id },
    admin: {},
    available: { status: { $in: [...OPEN_FOR_QUOTES] }, quotes: { $none: { copywriter: viewer.id } } },
    active: { copywriter: viewer.id, status: 'in_progress' as const },
    completed: { copywriter: viewer.id, status: 'completed' as const },
  }[list];
  const orderBy = {
    client: { createdAt: 'desc', id: 'desc' },
    admin: { createdAt: 'desc', id: 'desc' },
    available: { createdAt: 'desc', id: 'desc' },
    active: { updatedAt: 'desc', id: 'desc' },
    completed: { completedAt: 'desc', id: 'desc' },
  }[list] as Record<string, 'asc' | 'desc'>;
  const jobs = await em.find(Job, where, { orderBy });
  const dtos: JobDto[] = [];
  for (const job of jobs) dtos.push(await readJobDto(em, viewer, job.id));
  return dtos;
}

// A marketplace in every shape the lists meet: house quotes and writers' quotes (rated writers among them),
// assigned, delivered and rated jobs, a conversation, a visitor's job.
async function marketplace() {
  const client = await createUser(t.em, { name: 'Clara Client' });
  const other = await createUser(t.em, { name: 'Oscar Other' });
  const admin = await createUser(t.em, { role: 'admin' });
  const writer = await createCopywriter(t.em, 'approved', { name: 'Wendy Writer' });
  const second = await createCopywriter(t.em, 'approved', { name: 'Sam Second' });
  const jobs: Job[] = [];
  for (const [index, status] of (
    [
      'quote',
      'offer_made',
      'offer_made',
      'unpaid',
      'pending',
      'in_progress',
      'completed',
      'completed',
    ] as const
  ).entries()) {
    const assigned = ['unpaid', 'in_progress', 'completed'].includes(status);
    jobs.push(
      await createJob(t.em, {
        client: index === 0 ? null : index % 3 === 0 ? other : client,
        status,
        copywriter: assigned ? (index === 7 ? second : writer) : null,
        estimatedHours: index === 5 ? 2.5 : undefined,
        title: `Job ${index}`,
      }),
    );
  }
  const em = t.em;
  const day = 24 * 60 * 60 * 1000;
  em.create(Quote, {
    job: jobs[1]!.id,
    copywriter: writer.id,
    fixedPrice: 45.5,
    message: 'Happy to help.',
    deliveryDate: new Date(Date.now() + 2 * day),
  });
  em.create(Quote, { job: jobs[1]!.id, copywriter: null, estimatedHours: 1.5 });
  em.create(Quote, { job: jobs[2]!.id, copywriter: second.id, estimatedHours: 0.3 });
  em.create(Quote, { job: jobs[5]!.id, copywriter: writer.id, estimatedHours: 2.5 });
  em.create(Conversation, { title: 'About job 5', job: jobs[5]!.id, createdBy: client.id });
  await em.flush();
  await em.nativeUpdate(Job, { id: jobs[6]!.id }, { rating: 4, review: 'Careful work.' });
  await em.nativeUpdate(Job, { id: jobs[7]!.id }, { rating: 5, extraNotes: 'Keep it short.' });
  // Deadlines and delivery dates, one job overdue (docs/product.md "Deadlines and delivery dates").
  await em.nativeUpdate(Job, { id: jobs[1]!.id }, { deadline: new Date(Date.now() + 3 * day) });
  await em.nativeUpdate(
    Job,
    { id: jobs[5]!.id },
    { deadline: new Date(Date.now() - day), deliveryDate: new Date(Date.now() - 2 * day) },
  );
  return { client, admin, writer, second };
}

describe('the job lists read model', () => {
  it('answers each job as it reads alone, for every list and viewer', async () => {
    const { client, admin, writer, second } = await marketplace();
    const cases: [JobList, User][] = [
      ['client', client],
      ['admin', admin],
      ['available', writer],
      ['available', second],
      ['active', writer],
      ['completed', writer],
      ['completed', second],
    ];
    for (const [list, viewer] of cases) {
      const expected = await singleDtos(t.em, list, viewer);
      const page = await jobListPage(t.em, list, viewer, { limit: 100 });
      expect(expected.length, `${list} of ${viewer.name} lists something`).toBeGreaterThan(0);
      expect(page.items, `${list} of ${viewer.name}`).toEqual(expected);
      expect(page.nextCursor).toBeNull();
      for (const item of page.items) jobDtoSchema.parse(item);
    }
  });

  it('shows a copywriter only their own quote, and only an admin the client, alone and in a list', async () => {
    const { client, admin, writer, second } = await marketplace();
    const quoted = await t.em.findOneOrFail(Job, { title: 'Job 1' });
    const alone = (viewer: User) => readJobDto(t.em, viewer, quoted.id);
    const listed = async (list: JobList, viewer: User) =>
      (await jobListPage(t.em, list, viewer, { limit: 100 })).items.find((item) => item.id === quoted.id);

    const byClient = await alone(client);
    expect(byClient.quotes.map((quote) => quote.copywriterId)).toEqual([writer.id, null]);
    expect(byClient.clientName).toBeNull();
    expect((await listed('client', client))?.clientName).toBeNull();
    expect((await alone(admin)).clientName).toBe('Clara Client');
    expect((await listed('admin', admin))?.clientName).toBe('Clara Client');
    expect((await alone(writer)).quotes.map((quote) => quote.copywriterId)).toEqual([writer.id]);
    expect((await alone(writer)).clientName).toBeNull();
    expect((await alone(second)).quotes).toEqual([]);
    expect((await listed('available', second))?.quotes).toEqual([]);
  });

  it('cuts long texts to previews where the list shows previews, and keeps the whole text on the job', async () => {
    const client = await createUser(t.em);
    const admin = await createUser(t.em, { role: 'admin' });
    const writer = await createCopywriter(t.em);
    const long = `${'Word '.repeat(2000)}end.`;
    const open = await createJob(t.em, { client, status: 'quote' });
    const active = await createJob(t.em, { client, status: 'in_progress', copywriter: writer });
    const done = await createJob(t.em, { client, status: 'completed', copywriter: writer });
    for (const job of [open, active, done]) {
      await t.em.nativeUpdate(Job, { id: job.id }, { content: long, extraNotes: long, wordCount: 2001 });
    }
    await t.em.nativeUpdate(Job, { id: done.id }, { result: long });
    const preview = `${long.slice(0, 300)}...`;

    const byId = async (list: JobList, viewer: User, id: number) =>
      (await jobListPage(t.em, list, viewer, {})).items.find((item) => item.id === id)!;

    // The copywriter's and the admin's cards show previews (docs/product.md "Limits").
    for (const [list, viewer, id] of [
      ['available', writer, open.id],
      ['active', writer, active.id],
      ['completed', writer, done.id],
      ['admin', admin, done.id],
    ] as const) {
      const item = await byId(list, viewer, id);
      expect(item.content, list).toBe(preview);
      expect(item.extraNotes, list).toBe(preview);
      expect(item.wordCount, list).toBe(2001);
      if (item.result !== null) expect(item.result, list).toBe(preview);
    }
    // The client's card shows a delivery whole, and compares it with the whole draft.
    expect((await byId('client', client, open.id)).content).toBe(preview);
    const delivered = await byId('client', client, done.id);
    expect([delivered.content, delivered.result, delivered.extraNotes]).toEqual([long, long, preview]);

    // The job's own endpoint has every text whole.
    const cookie = await t.restLoginAs(writer);
    const response = await t.rest({ method: 'GET', url: `/api/jobs/${active.id}`, cookie });
    expect(response.body).toMatchObject({ content: long, extraNotes: long });
  });

  it('ends a page before it outgrows its budget, and the next page goes on from there', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em);
    // Deliveries of 200,000 characters, every one a character JSON escapes: the worst a page can hold.
    const huge = '\t'.repeat(200_000);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const job = await createJob(t.em, { client, status: 'completed', copywriter: writer });
      await t.em.nativeUpdate(Job, { id: job.id }, { result: huge });
      ids.push(job.id);
    }
    const seen: number[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await jobListPage(t.em, 'client', client, { cursor });
      expect(page.items.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(JSON.stringify(page.items))).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
      expect(jsonSizeBound(page.items)).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(page.items)));
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual([...ids].reverse());
  });
});
