// The agency example run end to end against the server as a user starts it (`node src/server/main.ts`, a child
// process on the tests' real PostgreSQL): the agency's side is runIntegration with a client's API key and its
// own webhook receiver; the copywriter's side (quote, deliver) is played here over the same REST API with the
// copywriter's own key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, createUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database.ts';
import { createApiClient, type Job } from './client.ts';
import { runIntegration } from './integration.ts';

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServerProcess({
    NODE_ENV: 'test',
    ...db.serverEnv,
    SESSION_SECRET: 'a session secret for the agency example test',
    LOG_LEVEL: 'warn',
  });
}, 60_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await db?.drop();
});

// Keys are made by a signed-in person (docs/decisions/0047), as on /account.
async function keyOf(email: string, scopes: string[]): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const created = await fetch(`${server.url}/api/account/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Agency example', scopes }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  return ((await created.json()) as { key: string }).key;
}

async function poll<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const DELIVERED = 'Our spring range arrives on Monday: linen shirts, wool-free knits and two new colours.';

// The copywriter quotes the job once it is open, and delivers once it is paid.
async function playCopywriter(apiKey: string, topic: string): Promise<void> {
  const api = createApiClient({ baseUrl: server.url, apiKey });
  const open = await poll('the job to be open', async () =>
    (await api.get<Job[]>('/copywriter/available-jobs')).find((job) => job.title === topic),
  );
  await api.post(`/copywriter/submit-quote/${open.id}`, { fixedPrice: 120, quoteMessage: 'Done by Friday.' });
  await poll('the job to be paid', async () =>
    (await api.get<Job[]>('/copywriter/active-jobs')).find(
      (job) => job.id === open.id && job.status === 'in_progress',
    ),
  );
  await api.post(`/copywriter/submit-work/${open.id}`, { result: DELIVERED });
}

describe('the agency integration example', () => {
  it('submits, hears of the quote, accepts, pays, hears of the delivery and downloads the writer’s text', async () => {
    const client = await createUser(db.orm.em.fork(), { role: 'client' });
    const writer = await createCopywriter(db.orm.em.fork());
    const agencyKey = await keyOf(client.email, ['jobs:read', 'jobs:write', 'payments:write', 'webhooks']);
    const writerKey = await keyOf(writer.email, ['jobs:read', 'jobs:write']);
    const topic = 'Spring collection announcement';

    const lines: string[] = [];
    const [outcome] = await Promise.all([
      runIntegration({
        baseUrl: server.url,
        apiKey: agencyKey,
        topic,
        text: 'Our spring collection is here. It has many shirts and knits in new colours for everyone.',
        waitMs: 15_000,
        log: (line) => lines.push(line),
      }),
      playCopywriter(writerKey, topic),
    ]);

    expect(outcome.result).toBe(DELIVERED);
    expect(outcome.paidPence).toBe(12_000);
    // The test gateway settles a payment without a card at once, as the test card 4242 4242 4242 4242.
    expect(lines).toContain('paid 12000p: job in_progress');
    expect(outcome.events.map((event) => event.type)).toEqual(['job.quoted', 'job.delivered']);
    expect(outcome.events.every((event) => event.data.jobId === outcome.jobId)).toBe(true);
    const api = createApiClient({ baseUrl: server.url, apiKey: agencyKey });
    expect((await api.get<Job>(`/jobs/${outcome.jobId}`)).status).toBe('completed');
    // The run removes the endpoint its receiver stood behind.
    expect(await api.get<unknown[]>('/account/webhooks')).toEqual([]);
    console.log(lines.join('\n'));
  }, 30_000);
});
