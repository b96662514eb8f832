// The agency example run end to end against the server as a user starts it (`node src/server/main.ts`, a child
// process on the tests' real PostgreSQL): the agency's side is runIntegration with a client's API key and its
// own webhook receiver; the copywriter's side (quote, deliver) is played here over the same REST API with the
// copywriter's own key.
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, createUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database.ts';
import { answerOf, createHumaniseClient } from './client.ts';
import { runIntegration } from './integration.ts';
import type { paths } from './schema.d.ts';

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

type Scope =
  paths['/account/api-keys']['post']['requestBody']['content']['application/json']['scopes'][number];

// Keys are made by a signed-in person (docs/decisions/0047), as on /account: the same typed client, with the
// session's cookie instead of a key.
async function keyOf(email: string, scopes: Scope[]): Promise<string> {
  const api = createClient<paths>({ baseUrl: `${server.url}/api` });
  const login = await api.POST('/auth/login', { body: { email, password: DEFAULT_PASSWORD } });
  expect(login.response.status, JSON.stringify(login.error)).toBe(200);
  const cookie = login.response.headers.getSetCookie()[0]!.split(';')[0]!;
  const created = await answerOf(
    api.POST('/account/api-keys', { headers: { cookie }, body: { name: 'Agency example', scopes } }),
  );
  return created.key;
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
  const api = createHumaniseClient({ baseUrl: server.url, apiKey });
  const open = await poll('the job to be open', async () =>
    (await answerOf(api.GET('/copywriter/available-jobs'))).find((job) => job.title === topic),
  );
  const byId = { path: { id: open.id } };
  await answerOf(
    api.POST('/copywriter/submit-quote/{id}', {
      params: byId,
      body: { fixedPrice: 120, quoteMessage: 'Done by Friday.' },
    }),
  );
  await poll('the job to be paid', async () =>
    (await answerOf(api.GET('/copywriter/active-jobs'))).find(
      (job) => job.id === open.id && job.status === 'in_progress',
    ),
  );
  await answerOf(api.POST('/copywriter/submit-work/{id}', { params: byId, body: { result: DELIVERED } }));
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
    const api = createHumaniseClient({ baseUrl: server.url, apiKey: agencyKey });
    const job = await answerOf(api.GET('/jobs/{id}', { params: { path: { id: outcome.jobId } } }));
    expect(job.status).toBe('completed');
    expect(job.result).toBe(DELIVERED);
    // The run removes the endpoint its receiver stood behind.
    expect(await answerOf(api.GET('/account/webhooks'))).toEqual([]);
    console.log(lines.join('\n'));
  }, 30_000);
});
