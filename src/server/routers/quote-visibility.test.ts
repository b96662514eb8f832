// A copywriter may see a job while it is open for quotes, once they have quoted on it, and when it is theirs.
// Quoting on any other job answers exactly as quoting on a job that does not exist: 404, so that the answer does
// not tell them the job is there.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Job } from '../db/entities/job.ts';
import { User } from '../db/entities/user.ts';

const t = setupTestApp();

const terms = { estimatedHours: 2, fixedPrice: null };
const NOT_FOUND = { message: 'Job not found', code: 'NOT_FOUND' };

async function quote(cookie: string, jobId: number | string) {
  const response = await t.rest({
    method: 'POST',
    url: `/api/copywriter/submit-quote/${jobId}`,
    payload: terms,
    cookie,
  });
  return [response.status, response.body];
}

describe('POST /api/copywriter/submit-quote/{id}', () => {
  it('answers 404 for a job the copywriter may not see, as for one that does not exist', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em);
    const other = await createCopywriter(t.em);
    const cookie = await t.restLoginAs(writer);

    expect(await quote(cookie, 2_147_483_000)).toEqual([404, NOT_FOUND]);
    for (const status of ['unpaid', 'pending', 'in_progress', 'completed'] as const) {
      const someoneElses = await createJob(t.em, { client, status, copywriter: other });
      expect(await quote(cookie, someoneElses.id), status).toEqual([404, NOT_FOUND]);
    }
    const houseQuoted = await createJob(t.em, { client, status: 'pending', copywriter: null });
    expect(await quote(cookie, houseQuoted.id)).toEqual([404, NOT_FOUND]);
  });

  it('still says why to a copywriter who may see the job', async () => {
    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em);
    const cookie = await t.restLoginAs(writer);
    const theirs = await createJob(t.em, { client, status: 'completed', copywriter: writer });
    expect(await quote(cookie, theirs.id)).toEqual([
      409,
      { message: 'This job is no longer open for quotes', code: 'INVALID_TRANSITION' },
    ]);

    const open = await createJob(t.em, { client, status: 'quote' });
    expect((await quote(cookie, open.id))[0]).toBe(200);
    expect(await quote(cookie, open.id)).toEqual([
      409,
      { message: 'You have already quoted on this job', code: 'CONFLICT' },
    ]);

    // Their quote was not the one taken: the job has moved on, and they know it exists.
    const em = t.em;
    const moved = await em.findOneOrFail(Job, { id: open.id });
    moved.status = 'unpaid';
    moved.copywriter = em.getReference(User, (await createCopywriter(t.em)).id);
    await em.flush();
    expect(await quote(cookie, open.id)).toEqual([
      409,
      { message: 'This job is no longer open for quotes', code: 'INVALID_TRANSITION' },
    ]);
  });
});
