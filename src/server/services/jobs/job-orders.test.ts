// The ranked orders read each rank in the order of its own index (job-orders.ts). Whatever the jobs, their
// statuses, their ties of time and the page size, paging through a list gives every job once, in the order
// the rule states (docs/product.md "Deadlines and delivery dates", "Writer profiles and invitations"),
// written here again in plain code from the shared rules, not from the SQL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCopywriter, createUser } from '../../../../test/factories.ts';
import { setupTestApp } from '../../../../test/helpers/test-app.ts';
import { dueAt, isOverdue } from '../../../shared/domain/deadlines.ts';
import { isOpenForQuotes, JOB_STATUSES, type JobStatus } from '../../../shared/domain/job-status.ts';
import { NOT_DUE_STATUSES } from '../../db/entities/job.ts';
import type { User } from '../../db/entities/user.ts';
import { type JobList, type JobListQuery, jobListPage } from './job-rows.ts';

const t = setupTestApp();

const DAY = 24 * 60 * 60 * 1000;
// A few times only, so that many jobs share one: the pages must end between equal times.
const CREATED = [-9, -5, -2].map((days) => new Date(Date.now() + days * DAY));
const DUE = [null, -3, -1, 2, 6].map((days) => (days === null ? null : new Date(Date.now() + days * DAY)));

interface Made {
  id: number;
  status: JobStatus;
  createdAt: Date;
  deadline: Date | null;
  deliveryDate: Date | null;
  invited: boolean;
}

const arbitraryJob = fc.record({
  status: fc.constantFrom(...JOB_STATUSES),
  created: fc.nat(CREATED.length - 1),
  deadline: fc.nat(DUE.length - 1),
  deliveryDate: fc.nat(DUE.length - 1),
  invited: fc.boolean(),
});
type Spec = typeof arbitraryJob extends fc.Arbitrary<infer T> ? T : never;

async function makeJobs(specs: Spec[], client: User, writer: User) {
  const em = t.em;
  await em.execute('delete from jobs');
  const made: Made[] = [];
  for (const spec of specs) {
    const job = {
      status: spec.status,
      createdAt: CREATED[spec.created]!,
      deadline: DUE[spec.deadline]!,
      deliveryDate: DUE[spec.deliveryDate]!,
      invited: spec.invited,
    };
    const [row] = await em.execute<{ id: number }[]>(
      `insert into jobs (client_id, title, content, service_type, writing_style, word_count, status,
                         created_at, updated_at, deadline, delivery_date, invited_copywriter_id)
       values (?, 'A job', 'Some text to check.', 'rewrite', 'Professional', 4, ?, ?, ?, ?, ?, ?)
       returning id`,
      [
        client.id,
        job.status,
        job.createdAt,
        job.createdAt,
        job.deadline,
        job.deliveryDate,
        job.invited ? writer.id : null,
      ],
    );
    made.push({ id: row!.id, ...job });
  }
  return made;
}

async function pageThrough(list: JobList, viewer: User, query: JobListQuery): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await jobListPage(t.em, list, viewer, { ...query, cursor });
    ids.push(...page.items.map((job) => job.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const byNumbers = (a: number[], b: number[]) => a.reduce((order, x, i) => order || x - b[i]!, 0);

function dueRank(job: Made, now: Date): number {
  if (isOverdue(job, now)) return 0;
  return dueAt(job) !== null && !NOT_DUE_STATUSES.includes(job.status) ? 1 : 2;
}

// Overdue first, longest overdue at the top; then the rest of the work due, soonest first; then everything
// else newest first (jobs of one time by id).
function expectedByDue(jobs: Made[], now: Date): number[] {
  const key = (job: Made) => {
    const rank = dueRank(job, now);
    return rank < 2 ? [rank, dueAt(job)!.getTime(), job.id] : [rank, -job.createdAt.getTime(), job.id];
  };
  return [...jobs].sort((a, b) => byNumbers(key(a), key(b))).map((job) => job.id);
}

// Open for quotes: the writer's invitations first, then the rest; each newest first, then by id, newest first.
function expectedAvailable(jobs: Made[]): number[] {
  const key = (job: Made) => [job.invited ? 0 : 1, -job.createdAt.getTime(), -job.id];
  return jobs
    .filter((job) => isOpenForQuotes(job.status))
    .sort((a, b) => byNumbers(key(a), key(b)))
    .map((job) => job.id);
}

describe('the ranked job lists', () => {
  it('page through every job once, in the order of the rule, whatever the data and the page size', async () => {
    const client = await createUser(t.em);
    const admin = await createUser(t.em, { role: 'admin' });
    const writer = await createCopywriter(t.em, 'approved');
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryJob, { maxLength: 14 }),
        fc.integer({ min: 1, max: 5 }),
        async (specs, limit) => {
          const jobs = await makeJobs(specs, client, writer);
          const now = new Date();
          const expected = expectedByDue(jobs, now);
          expect(await pageThrough('admin', admin, { sort: 'due', limit })).toEqual(expected);
          expect(await pageThrough('client', client, { sort: 'due', limit })).toEqual(expected);
          expect(await pageThrough('available', writer, { limit })).toEqual(expectedAvailable(jobs));
        },
      ),
      { numRuns: 40 },
    );
  });
});
