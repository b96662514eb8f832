// The signed-in pages a bench measures, on the demo marketplace of `npm run seed`, each with the session cookie
// of the demo account that works there: the client's dashboard, a completed job with its rounds and a job with
// quotes in, the chat, the account page, the copywriter's dashboard, the admin's and the blog's management.
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../mikro-orm.config.ts';
import { SEED_PASSWORD, seed } from '../scripts/seed.ts';
import { SEED_POSTS } from '../scripts/seed-content.ts';

export interface SignedInPage {
  /** What the page is, as the table names it. */
  label: string;
  path: string;
  /** `name=value` of the session cookie the page is visited with. */
  cookie: string;
}

/** A blog post of the demo seed, for the public pages' measure of a post. */
export const DEMO_POST_SLUG = SEED_POSTS[0]!.slug;

const CLIENT = 'clara@humanise.example';
const COPYWRITER = 'sarah@humanise.example';
const ADMIN = 'admin@humanise.example';

interface DemoJob {
  id: string;
  /** Its client's, who is shown the page. */
  email: string;
}

export interface DemoJobs {
  completed: DemoJob;
  quoted: DemoJob;
}

/** Fills the empty database at `databaseUrl` with the demo marketplace and names the jobs worth measuring. */
export async function seedDemo(databaseUrl: string): Promise<DemoJobs> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    await seed(orm.em.fork());
    const connection = orm.em.fork().getConnection();
    // The completed job with the most rounds, and the waiting job with the most quotes.
    const [completed] = await connection.execute<DemoJob[]>(
      `select j.id, u.email from jobs j join users u on u.id = j.client_id
       join job_deliveries d on d.job_id = j.id where j.status = 'completed'
       group by j.id, u.email order by count(*) desc, j.id limit 1`,
    );
    const [quoted] = await connection.execute<DemoJob[]>(
      `select j.id, u.email from jobs j join users u on u.id = j.client_id
       join quotes q on q.job_id = j.id where j.status = 'offer_made'
       group by j.id, u.email order by count(*) desc, j.id limit 1`,
    );
    if (!completed || !quoted) throw new Error('the demo seed has no completed job or no quoted job');
    return { completed, quoted };
  } finally {
    await orm.close();
  }
}

async function sessionCookie(serverUrl: string, email: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The pages of issue 31's table, each with a cookie the bench made by signing in as its account. */
export async function signedInPages(serverUrl: string, jobs: DemoJobs): Promise<SignedInPage[]> {
  const client = await sessionCookie(serverUrl, CLIENT);
  const copywriter = await sessionCookie(serverUrl, COPYWRITER);
  const admin = await sessionCookie(serverUrl, ADMIN);
  return [
    { label: '/dashboard (client)', path: '/dashboard', cookie: client },
    {
      label: '/jobs/$id (completed)',
      path: `/jobs/${jobs.completed.id}`,
      cookie: await sessionCookie(serverUrl, jobs.completed.email),
    },
    {
      label: '/jobs/$id (quotes in)',
      path: `/jobs/${jobs.quoted.id}`,
      cookie: await sessionCookie(serverUrl, jobs.quoted.email),
    },
    { label: '/chat', path: '/chat', cookie: client },
    { label: '/account', path: '/account', cookie: client },
    { label: '/copywriter-dashboard', path: '/copywriter-dashboard', cookie: copywriter },
    { label: '/admin', path: '/admin', cookie: admin },
    { label: '/blog-management', path: '/blog-management', cookie: admin },
  ];
}
