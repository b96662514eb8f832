// The lists load a page and everything its items show in a fixed number of statements, whatever their length.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { BlogCategory } from '../db/entities/blog-category.ts';
import { BlogPost } from '../db/entities/blog-post.ts';
import { Job } from '../db/entities/job.ts';
import { JobDelivery } from '../db/entities/job-delivery.ts';
import { JobEvent } from '../db/entities/job-event.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';

const t = setupTestApp();

// Jobs in every shape a list meets: quoted by two copywriters, assigned, or untouched.
async function seedJobs(client: User, count: number, writers: User[]) {
  const em = t.em;
  for (let i = 0; i < count; i += 1) {
    const job = em.create(Job, {
      client,
      title: `Job ${i}`,
      content: 'Some AI text that needs a human touch before it can be published anywhere.',
      serviceType: i % 2 ? 'rewrite' : 'human-check',
      writingStyle: 'Professional',
      wordCount: 14,
      status: i % 3 === 0 ? 'offer_made' : i % 3 === 1 ? 'in_progress' : 'quote',
      copywriter: i % 3 === 1 ? writers[0] : null,
      fixedPrice: i % 3 === 1 ? 50 : null,
    });
    if (i % 3 === 0) {
      for (const writer of writers) em.create(Quote, { job, copywriter: writer, fixedPrice: 40 + i });
    }
  }
  await em.flush();
}

async function countStatements(cookie: string, expectedJobs: number, url = '/api/jobs'): Promise<number> {
  let listed: unknown[] = [];
  const statements = await t.statementsDuring(async () => {
    const response = await t.rest({ method: 'GET', url, cookie });
    listed = response.body as unknown[];
  });
  expect(listed).toHaveLength(expectedJobs);
  // Every statement of the request: the session's user (with a copywriter's approval), the list itself.
  return statements.length;
}

describe('GET /api/jobs', () => {
  it('runs the same statements for a client with 2 jobs and with 200: the user, then one for the page', async () => {
    const writers = [await createCopywriter(t.em), await createCopywriter(t.em)];
    const small = await createUser(t.em);
    const large = await createUser(t.em);
    await seedJobs(small, 2, writers);
    await seedJobs(large, 200, writers);
    const fewStatements = await countStatements(await t.restLoginAs(small), 2);
    const manyStatements = await countStatements(await t.restLoginAs(large), 50);
    const fullPage = await countStatements(await t.restLoginAs(large), 100, '/api/jobs?limit=100');
    expect([manyStatements, fullPage]).toEqual([fewStatements, fewStatements]);
    expect(manyStatements).toBe(2);
  });

  it('runs the same statements for the admin with 3 jobs and with 1,000', async () => {
    const writers = [await createCopywriter(t.em), await createCopywriter(t.em)];
    const admin = await t.restLogin('admin');
    await seedJobs(await createUser(t.em), 3, writers);
    const few = await countStatements(admin.cookie, 3);
    await seedJobs(await createUser(t.em), 997, writers);
    const many = await countStatements(admin.cookie, 50);
    expect(many).toBe(few);
    expect(many).toBe(2);
  });
});

describe("the copywriter's lists", () => {
  it('run the same statements for 3 jobs and for 150: the user with the approval, one for the page', async () => {
    const writer = await createCopywriter(t.em);
    const others = [await createCopywriter(t.em), await createCopywriter(t.em)];
    const cookie = await t.restLoginAs(writer);
    const client = await createUser(t.em);
    const seed = async (count: number) => {
      for (const status of ['quote', 'in_progress', 'completed'] as const) {
        for (let i = 0; i < count; i += 1) {
          await createJob(t.em, { client, status, copywriter: status === 'quote' ? null : writer });
        }
      }
      // Quotes by other writers on the open jobs, and the writer's own on the jobs they were given.
      const em = t.em;
      const jobs = await em.find(Job, {});
      for (const job of jobs) {
        if (job.status === 'quote')
          for (const other of others) em.create(Quote, { job, copywriter: other, fixedPrice: 50 });
        else em.create(Quote, { job, copywriter: writer, fixedPrice: 50 });
      }
      await em.flush();
    };
    const lists = ['available-jobs', 'active-jobs', 'completed-jobs'];
    await seed(3);
    const few = [];
    for (const list of lists) few.push(await countStatements(cookie, 3, `/api/copywriter/${list}`));
    // The writer's own quotes: one on each job they were given, 6 here.
    few.push(await countStatements(cookie, 6, '/api/copywriter/quotes'));
    await t.em.nativeDelete(Quote, {});
    await seed(50);
    const many = [];
    for (const list of lists) many.push(await countStatements(cookie, 50, `/api/copywriter/${list}`));
    many.push(await countStatements(cookie, 50, '/api/copywriter/quotes'));
    expect(many).toEqual(few);
    expect(many).toEqual([2, 2, 2, 2]);
  });

  it('load together as the dashboard asks for them: the user with the approval once, one for each list', async () => {
    const writer = await createCopywriter(t.em);
    const cookie = await t.restLoginAs(writer);
    const client = await createUser(t.em);
    for (const status of ['quote', 'in_progress', 'completed'] as const) {
      await createJob(t.em, { client, status, copywriter: status === 'quote' ? null : writer });
    }
    const procedures = ['availableJobsPage', 'activeJobsPage', 'completedJobsPage'].map(
      (name) => `copywriter.${name}`,
    );
    let body: { result: { data: { items: unknown[] } } }[] = [];
    const statements = await t.statementsDuring(async () => {
      const response = await t.rest({
        method: 'GET',
        url: `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
        cookie,
      });
      body = response.body as typeof body;
    });
    expect(body.map((answer) => answer.result.data.items.length)).toEqual([1, 1, 1]);
    expect(statements).toHaveLength(4);
  });
});

describe('GET /api/blog/posts/published', () => {
  it('runs one statement for 3 posts and for 120', async () => {
    const count = async (posts: number, listed: number) => {
      const em = t.em;
      for (let i = 0; i < posts; i += 1) {
        const category = em.create(BlogCategory, { name: `Category ${i}`, slug: `category-${posts}-${i}` });
        em.create(BlogPost, {
          title: `Post ${i}`,
          slug: `post-${posts}-${i}`,
          content: 'Text. '.repeat(100),
          category,
          published: true,
          publishedAt: new Date(),
        });
      }
      await em.flush();
      let body: unknown[] = [];
      const statements = await t.statementsDuring(async () => {
        body = (await t.rest({ method: 'GET', url: '/api/blog/posts/published' })).body as unknown[];
      });
      expect(body).toHaveLength(listed);
      return statements.length;
    };
    const few = await count(3, 3);
    const many = await count(117, 50);
    expect([few, many]).toEqual([1, 1]);
  });
});

// The job page's one query: the job, every quote with its writer's record, the versions and the timeline.
async function jobWith(client: User, writers: User[], rounds: number, steps: number) {
  const em = t.em;
  const job = em.create(Job, {
    client,
    title: 'A job with a history',
    content: 'Some AI text that needs a human touch before it can be published anywhere.',
    serviceType: 'rewrite',
    writingStyle: 'Professional',
    wordCount: 14,
    status: 'offer_made',
  });
  for (const writer of writers) em.create(Quote, { job, copywriter: writer, fixedPrice: 50 });
  for (let round = 1; round <= rounds; round += 1) {
    em.create(JobDelivery, {
      job,
      round,
      result: `Round ${round}`,
      deliveredAt: new Date(),
      revisionReason: 'More',
    });
  }
  for (let step = 0; step < steps; step += 1) {
    em.create(JobEvent, {
      job,
      kind: 'quoted',
      actor: writers[step % writers.length]!,
      copywriter: writers[step % writers.length]!,
    });
  }
  await em.flush();
  return job.id;
}

describe('GET /api/jobs/{id}', () => {
  it('runs the same number of statements for a job with 1 quote and one with 30, and their histories', async () => {
    const writers: User[] = [];
    for (let i = 0; i < 30; i += 1) writers.push(await createCopywriter(t.em));
    const client = await createUser(t.em);
    const cookie = await t.restLoginAs(client);
    const count = async (id: number, quotes: number) => {
      let body: { quotes: unknown[]; versions: unknown[]; timeline: unknown[] } | undefined;
      const statements = await t.statementsDuring(async () => {
        body = (await t.rest({ method: 'GET', url: `/api/jobs/${id}`, cookie })).body as typeof body;
      });
      expect(body?.quotes).toHaveLength(quotes);
      return statements.length;
    };
    const small = await count(await jobWith(client, writers.slice(0, 1), 1, 2), 1);
    const large = await count(await jobWith(client, writers, 3, 90), 30);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
  });
});
