// What checking a list's answer against its output schema (the procedures' `.output(...)`) costs beside
// reading the list: the read model (one statement and its DTOs) and zod's parse of the same page, in this
// process, on the data of the list benchmarks. Alone and unloaded it is a few per cent of the read; under the
// list benchmarks' 32 connections, with the garbage its copy of the page leaves, it was a fifth of the server's
// CPU per request, so production sends lists unchecked and the tests check them (src/server/http/list-output.ts,
// docs/decisions/0017-list-answers-checked-by-the-tests.md). This is the check as development and the tests
// make it.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { openOrm } from '../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import type { User } from '../src/server/db/entities/user.ts';
import { listOutput } from '../src/server/http/list-output.ts';
import { type JobList, jobListPage } from '../src/server/services/jobs/job-rows.ts';
import type { Page } from '../src/server/services/read-models/page.ts';
import { postListPage } from '../src/server/services/read-models/post-lists.ts';
import { blogPostSchema } from '../src/shared/schemas/blog.ts';
import { jobDtoSchema } from '../src/shared/schemas/jobs.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { account, approvedCopywriter, seedJobs, seedOpenJobs, seedPosts } from './list-seeds.ts';
import { makeTempDataDir, removeDataDir } from './server-process.ts';
import { mean } from './stats.ts';

const WARMUP = 30;
const ROUNDS = 200;

interface Case {
  label: string;
  read(em: EntityManager): Promise<Page<unknown>>;
  schema: z.ZodType;
}

async function timeEach(rounds: number, work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return mean(samples);
}

export const listValidation: Benchmark = {
  name: 'list-validation',
  async run({ log }) {
    const dataDir = await makeTempDataDir('list-validation-pg');
    const database = await startEmbeddedPostgres({ dataDir, database: 'bench', persistent: false });
    const orm = await openOrm(database.url);
    try {
      const em = orm.em.fork();
      const viewers: Record<string, User> = {
        client: await account(em, 'client', 'client@example.com', 'Bench Client'),
        admin: await account(em, 'admin', 'admin@example.com', 'Bench Admin'),
        copywriter: await approvedCopywriter(em, 'copywriter@example.com', 'Bench Copywriter'),
      };
      const writers = [
        await approvedCopywriter(em, 'writer-1@example.com', 'Bench Writer 1'),
        await approvedCopywriter(em, 'writer-2@example.com', 'Bench Writer 2'),
      ];
      await seedJobs(em, viewers.client!, writers, 50);
      for (let n = 1; n < 20; n += 1) {
        await seedJobs(
          em,
          await account(em, 'client', `client-${n}@example.com`, `Client ${n}`),
          writers,
          50,
        );
      }
      await seedOpenJobs(em, writers, 300);
      await seedPosts(em, 100);

      const jobs = (list: JobList, viewer: User) => (read: EntityManager) =>
        jobListPage(read, list, viewer, {});
      const cases: Case[] = [
        {
          label: 'GET /api/jobs, client, 50 jobs',
          read: jobs('client', viewers.client!),
          schema: jobDtoSchema,
        },
        {
          label: 'GET /api/jobs, admin, first page',
          read: jobs('admin', viewers.admin!),
          schema: jobDtoSchema,
        },
        {
          label: 'available jobs, first page',
          read: jobs('available', viewers.copywriter!),
          schema: jobDtoSchema,
        },
        {
          label: 'published posts, first page',
          read: (read) => postListPage(read, 'published', {}),
          schema: blogPostSchema,
        },
      ];
      const measurements: Measurement[] = [];
      for (const { label, read, schema } of cases) {
        const page = await read(orm.em.fork());
        // As the REST list's procedure checks its output outside production (tRPC awaits its output validator).
        // (The web's page schema wraps the same items, checked the same way.)
        const checked = listOutput(schema);
        const answer = page.items;
        await timeEach(WARMUP, () => read(orm.em.fork()));
        await timeEach(WARMUP, async () => checked(answer));
        const readMs = await timeEach(ROUNDS, () => read(orm.em.fork()));
        const checkMs = await timeEach(ROUNDS, async () => checked(answer));
        log(
          `${label}: ${page.items.length} items, read ${readMs.toFixed(2)} ms, ` +
            `output check ${checkMs.toFixed(2)} ms (${((checkMs / readMs) * 100).toFixed(0)} % of the read)`,
        );
        measurements.push(
          { name: `${label}: read model (statement + DTOs), mean`, value: readMs, unit: 'ms', digits: 2 },
          { name: `${label}: output check (zod), mean`, value: checkMs, unit: 'ms', digits: 2 },
          { name: `${label}: output check / read`, value: (checkMs / readMs) * 100, unit: '%' },
        );
      }
      return measurements;
    } finally {
      await orm.close();
      await database.stop();
      await removeDataDir(dataDir);
    }
  },
};
