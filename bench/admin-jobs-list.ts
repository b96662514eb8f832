// GET /api/jobs for an admin with 1,000 jobs of 20 clients, first page, at 32 connections, beside the bare
// node:http + pg baseline running the same SQL (bench/api-throughput.ts).
import { apiThroughput } from './api-throughput.ts';
import { account, approvedCopywriter, seedJobs, signIn, withOrm } from './list-seeds.ts';

const JOBS = 1000;
const CLIENTS = 20;
const ADMIN = 'bench-admin@example.com';

let cookie = '';

export const adminJobsListThroughput = apiThroughput({
  name: 'admin-jobs-list',
  path: '/api/jobs',
  label: `GET /api/jobs, admin with ${JOBS.toLocaleString('en-GB')} jobs, first page`,
  async seed({ databaseUrl, serverUrl }) {
    await withOrm(databaseUrl, async (em) => {
      await account(em, 'admin', ADMIN, 'Bench Admin');
      const writers = [
        await approvedCopywriter(em, 'bench-writer-1@example.com', 'Bench Writer 1'),
        await approvedCopywriter(em, 'bench-writer-2@example.com', 'Bench Writer 2'),
      ];
      for (let n = 1; n <= CLIENTS; n += 1) {
        const client = await account(em, 'client', `bench-client-${n}@example.com`, `Bench Client ${n}`);
        await seedJobs(em, client, writers, JOBS / CLIENTS);
      }
    });
    cookie = await signIn(serverUrl, ADMIN);
  },
  headers: async () => ({ cookie }),
});
