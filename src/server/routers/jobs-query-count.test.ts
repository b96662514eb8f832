// GET /api/jobs loads a list and its relations in a fixed number of statements, whatever its length.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
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

async function countStatements(cookie: string, expectedJobs: number): Promise<number> {
  let listed: unknown[] = [];
  const statements = await t.statementsDuring(async () => {
    const response = await t.rest({ method: 'GET', url: '/api/jobs', cookie });
    listed = response.body as unknown[];
  });
  expect(listed).toHaveLength(expectedJobs);
  // Only the statements of the list itself: the session lookup is one more, the same for every request.
  return statements.length;
}

describe('GET /api/jobs', () => {
  it('runs the same number of statements for a client with 2 jobs and with 200', async () => {
    const writers = [await createCopywriter(t.em), await createCopywriter(t.em)];
    const small = await createUser(t.em);
    const large = await createUser(t.em);
    await seedJobs(small, 2, writers);
    await seedJobs(large, 200, writers);
    const fewStatements = await countStatements(await t.restLoginAs(small), 2);
    const manyStatements = await countStatements(await t.restLoginAs(large), 200);
    expect(manyStatements).toBe(fewStatements);
    expect(manyStatements).toBeLessThanOrEqual(6);
  });

  it('runs the same number of statements for the admin with 1,000 jobs', async () => {
    const writers = [await createCopywriter(t.em), await createCopywriter(t.em)];
    const admin = await t.restLogin('admin');
    await seedJobs(await createUser(t.em), 3, writers);
    const few = await countStatements(admin.cookie, 3);
    await seedJobs(await createUser(t.em), 997, writers);
    const many = await countStatements(admin.cookie, 1000);
    expect(many).toBe(few);
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
