import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../src/server/db/entities/job.ts';
import { JOB_STATUSES } from '../src/shared/domain/job-status.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database.ts';
import { seed } from './seed.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.drop());

describe('npm run seed', () => {
  it('fills an empty database with jobs in every status, and refuses to run twice', async () => {
    await seed(db.orm.em.fork());
    const statuses = new Set((await db.orm.em.fork().find(Job, {})).map((job) => job.status));
    expect([...statuses].sort()).toEqual([...JOB_STATUSES].sort());
    await expect(seed(db.orm.em.fork())).rejects.toThrow('already has accounts');
  });
});
