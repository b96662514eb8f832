// GET /api/featured-copywriters: the home page's writers are real ones once three have a rating, with the
// very figures the directory shows of them.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Job } from '../db/entities/job.ts';
import type { User } from '../db/entities/user.ts';

const t = setupTestApp();

interface Listing {
  id: number;
  name: string;
  rating: number | null;
  completedJobs: number;
}

async function rated(writer: User, ratings: number[]) {
  const client = await createUser(t.em);
  for (const rating of ratings) {
    const job = await createJob(t.em, { client, copywriter: writer, status: 'completed' });
    await t.em.nativeUpdate(Job, { id: job.id }, { rating });
  }
}

async function featured(): Promise<Listing[]> {
  const response = await t.rest({ method: 'GET', url: '/api/featured-copywriters' });
  expect(response.status).toBe(200);
  return (response.body as { writers: Listing[] }).writers;
}

describe('GET /api/featured-copywriters', () => {
  it('is empty until three approved writers have a rating, then names the top three by average', async () => {
    const first = await createCopywriter(t.em, 'approved', { name: 'Ann Able' });
    const second = await createCopywriter(t.em, 'approved', { name: 'Ben Bright' });
    await rated(first, [5, 4]);
    await rated(second, [5]);
    // An unrated approved writer and a rated writer whose approval was withdrawn do not count.
    await createCopywriter(t.em, 'approved', { name: 'Cleo New' });
    const rejected = await createCopywriter(t.em, 'rejected', { name: 'Dan Gone' });
    await rated(rejected, [5, 5]);
    expect(await featured()).toEqual([]);

    const third = await createCopywriter(t.em, 'approved', { name: 'Eve Even' });
    await rated(third, [3, 4]);
    const fourth = await createCopywriter(t.em, 'approved', { name: 'Fay Fine' });
    await rated(fourth, [4, 5, 5]);
    const writers = await featured();
    expect(writers.map((writer) => [writer.name, writer.rating, writer.completedJobs])).toEqual([
      ['Ben Bright', 5, 1],
      ['Fay Fine', 4.7, 3],
      ['Ann Able', 4.5, 2],
    ]);

    // One figure per writer: the directory shows each of them exactly as the home page does.
    const directory = (await t.rest({ method: 'GET', url: '/api/copywriters' })).body as Listing[];
    for (const writer of writers) {
      const listed = directory.find((entry) => entry.id === writer.id);
      expect(listed && [listed.rating, listed.completedJobs]).toEqual([writer.rating, writer.completedJobs]);
    }
  });
});
