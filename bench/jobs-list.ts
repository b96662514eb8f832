// GET /api/jobs for a client with 50 jobs (some quoted by two copywriters, some assigned, some delivered), at
// 32 connections, beside the bare node:http + pg baseline running the same SQL (bench/api-throughput.ts).
import { apiThroughput } from './api-throughput.ts';
import { account, approvedCopywriter, seedJobs, signIn, withOrm } from './list-seeds.ts';

const JOBS = 50;
const CLIENT = 'bench-client@example.com';

let cookie = '';

export const jobsListThroughput = apiThroughput({
  name: 'jobs-list',
  path: '/api/jobs',
  label: `GET /api/jobs, client with ${JOBS} jobs`,
  async seed({ databaseUrl, serverUrl }) {
    await withOrm(databaseUrl, async (em) => {
      const client = await account(em, 'client', CLIENT, 'Bench Client');
      const writers = [
        await approvedCopywriter(em, 'bench-writer-1@example.com', 'Bench Writer 1'),
        await approvedCopywriter(em, 'bench-writer-2@example.com', 'Bench Writer 2'),
      ];
      await seedJobs(em, client, writers, JOBS);
    });
    cookie = await signIn(serverUrl, CLIENT);
  },
  headers: async () => ({ cookie }),
});
