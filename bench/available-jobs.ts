// GET /api/copywriter/available-jobs with 300 open jobs of 100 KB each, first page, at 32 connections, beside
// the bare node:http + pg baseline running the same SQL (bench/api-throughput.ts). Before paging and
// previews this list answered every draft whole: 33 MB.
import { apiThroughput } from './api-throughput.ts';
import { approvedCopywriter, seedOpenJobs, signIn, withOrm } from './list-seeds.ts';

const OPEN_JOBS = 300;
const COPYWRITER = 'bench-copywriter@example.com';

let cookie = '';

export const availableJobsThroughput = apiThroughput({
  name: 'available-jobs',
  path: '/api/copywriter/available-jobs',
  label: `GET /api/copywriter/available-jobs, ${OPEN_JOBS} open jobs of 100 KB, first page`,
  async seed({ databaseUrl, serverUrl }) {
    await withOrm(databaseUrl, async (em) => {
      await approvedCopywriter(em, COPYWRITER, 'Bench Copywriter');
      const others = [
        await approvedCopywriter(em, 'bench-writer-1@example.com', 'Bench Writer 1'),
        await approvedCopywriter(em, 'bench-writer-2@example.com', 'Bench Writer 2'),
      ];
      await seedOpenJobs(em, others, OPEN_JOBS);
    });
    cookie = await signIn(serverUrl, COPYWRITER);
  },
  headers: async () => ({ cookie }),
});
