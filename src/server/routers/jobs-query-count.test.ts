// GET /api/jobs loads a list and its relations in a fixed number of statements, whatever its length.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Job } from '../db/entities/job.ts';
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
