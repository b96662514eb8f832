// GET /api/jobs for a client with 50 jobs (some quoted by two copywriters, some assigned), at 32
// connections, beside the bare node:http + pg baseline running the same SQL (bench/api-throughput.ts).
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../mikro-orm.config.ts';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { Quote } from '../src/server/db/entities/quote.ts';
import { User } from '../src/server/db/entities/user.ts';
import { apiThroughput, type SeedContext } from './api-throughput.ts';

const JOBS = 50;
const CLIENT = { name: 'Bench Client', email: 'bench-client@example.com', password: 'bench client password' };

let cookie = '';

async function signUp(serverUrl: string, account: typeof CLIENT): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`signup answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function seed({ databaseUrl, serverUrl }: SeedContext): Promise<void> {
  cookie = await signUp(serverUrl, CLIENT);
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    const em = orm.em.fork();
    const client = await em.findOneOrFail(User, { email: CLIENT.email });
    const writers = [1, 2].map((n) =>
      em.create(User, {
        name: `Bench Writer ${n}`,
        email: `bench-writer-${n}@example.com`,
        passwordHash: 'not used',
        role: 'copywriter',
        profileImageUrl: null,
      }),
    );
    for (const user of writers) em.create(CopywriterProfile, { user, status: 'approved' });
    for (let i = 0; i < JOBS; i += 1) {
      const status = (['quote', 'offer_made', 'in_progress', 'completed'] as const)[i % 4]!;
      const assigned = status === 'in_progress' || status === 'completed';
      const job = em.create(Job, {
        client,
        title: `Bench job ${i}`,
        content: 'An AI draft that needs a careful human edit before it goes out. '.repeat(30),
        serviceType: i % 2 ? 'rewrite' : 'human-check',
        writingStyle: 'Professional',
        wordCount: 360,
        status,
        copywriter: assigned ? writers[0] : null,
        fixedPrice: assigned ? 120 : null,
        result: status === 'completed' ? 'The finished text. '.repeat(40) : null,
        completedAt: status === 'completed' ? new Date() : null,
      });
      if (status === 'offer_made') {
        for (const writer of writers) em.create(Quote, { job, copywriter: writer, estimatedHours: 1.5 });
      }
    }
    await em.flush();
  } finally {
    await orm.close();
  }
}

export const jobsListThroughput = apiThroughput({
  name: 'jobs-list',
  path: '/api/jobs',
  label: `GET /api/jobs, client with ${JOBS} jobs`,
  seed,
  headers: async () => ({ cookie }),
});
