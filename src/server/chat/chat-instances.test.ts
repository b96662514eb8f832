// Two server processes on one database, as production runs several instances behind a load balancer: a message
// posted through one reaches a stream held on the other (PostgreSQL LISTEN/NOTIFY), a stream that reconnects
// catches up from the database, and a stopping instance ends its streams so that browsers reconnect elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../../test/helpers/server-process.ts';
import { chatMessageOf, openSse, type SseEvent } from '../../../test/helpers/sse-stream.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

const SESSION_SECRET = 'one secret for every instance, as production requires';

type Instance = ServerProcess;

// On the database as the tests reach it: behind their pooler, if any, with DATABASE_DIRECT_URL for the LISTEN.
function startInstance(database: TestDatabase): Promise<Instance> {
  return startServerProcess({
    NODE_ENV: 'test',
    ...database.serverEnv,
    SESSION_SECRET,
    LOG_LEVEL: 'warn',
  });
}

const stopInstance = stopServerProcess;

let db: TestDatabase;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  db = await createTestDatabase();
  [a, b] = await Promise.all([startInstance(db), startInstance(db)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((instance) => stopInstance(instance)));
  await db?.drop();
});

async function login(instance: Instance, email: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function post(instance: Instance, cookie: string, url: string, body: unknown) {
  const response = await fetch(`${instance.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { id: number; createdAt: string };
}

function streamUrl(instance: Instance, lastEventId?: number): string {
  const input = encodeURIComponent(JSON.stringify(lastEventId ? { lastEventId: String(lastEventId) } : {}));
  return `${instance.url}/trpc/chat.events?input=${input}`;
}

const isContent = (content: string) => (event: SseEvent) => chatMessageOf(event)?.content === content;
// A stream's first event of its own comes once it listens (tRPC's 'connected' may come before): from then on
// every message committed reaches it.
const isListening = (event: SseEvent) =>
  event.event === 'message' && (JSON.parse(event.data) as { type?: string }).type === 'notifications';

describe('two instances on one database', () => {
  it('delivers a message posted through one to a stream held on the other, and catches a reconnecting stream up', async () => {
    const client = await createUser(db.orm.em);
    const writer = await createCopywriter(db.orm.em);
    const clientOnA = await login(a, client.email);
    const writerOnB = await login(b, writer.email);

    const { id } = await post(a, clientOnA, '/api/conversations', { title: 'Across instances' });
    const first = await post(a, clientOnA, `/api/conversations/${id}/messages`, { content: 'Hello from A' });

    const stream = await openSse(streamUrl(b, first.id), { cookie: writerOnB });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect(await stream.waitFor((event) => event.event === 'connected')).toBeDefined();
    expect(await stream.waitFor(isListening)).toBeDefined();
    // The replay at connect is over before the stream passes on anything live, so once "Live 1" has arrived
    // (by either way), the messages after it can only come through LISTEN/NOTIFY.

    const latencies: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const sentAt = performance.now();
      const sent = await post(a, clientOnA, `/api/conversations/${id}/messages`, { content: `Live ${n}` });
      const arrived = await stream.waitFor(isContent(`Live ${n}`));
      latencies.push(performance.now() - sentAt);
      expect(arrived, `Live ${n} reached B\n${b.output()}`).toBeDefined();
      // The event id is the message id, which the browser sends back when it reconnects.
      expect(arrived!.id).toBe(String(sent.id));
    }
    expect(stream.events.filter((event) => chatMessageOf(event)?.content === 'Hello from A')).toEqual([]);
    console.log(`A to B, five messages: ${latencies.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);

    // The stream drops; two messages are written meanwhile; it comes back with the last id it saw.
    const lastSeen = stream.events.at(-1)!.id!;
    stream.close();
    await stream.ended;
    await post(a, clientOnA, `/api/conversations/${id}/messages`, { content: 'While away 1' });
    await post(a, clientOnA, `/api/conversations/${id}/messages`, { content: 'While away 2' });
    const back = await openSse(streamUrl(b), { cookie: writerOnB, 'last-event-id': lastSeen });
    expect(await back.waitFor(isContent('While away 1'))).toBeDefined();
    expect(await back.waitFor(isContent('While away 2'))).toBeDefined();
    expect(back.events.filter((event) => chatMessageOf(event)?.content.startsWith('Live'))).toEqual([]);
    back.close();
  }, 60_000);

  it('keeps a message from a stream whose user may not read it', async () => {
    const client = await createUser(db.orm.em);
    const stranger = await createUser(db.orm.em);
    const clientOnA = await login(a, client.email);
    const strangerOnB = await login(b, stranger.email);
    const stream = await openSse(streamUrl(b), { cookie: strangerOnB });
    // Listening before the private message is written, so that its absence means it was kept back; "Mine",
    // written after it, shows the stream has moved past it.
    expect(await stream.waitFor(isListening)).toBeDefined();
    const { id } = await post(a, clientOnA, '/api/conversations', { title: 'Private' });
    await post(a, clientOnA, `/api/conversations/${id}/messages`, { content: 'Not for strangers' });
    const { id: own } = await post(b, strangerOnB, '/api/conversations', { title: 'Mine' });
    await post(a, await login(a, stranger.email), `/api/conversations/${own}/messages`, { content: 'Mine' });
    expect(await stream.waitFor(isContent('Mine'))).toBeDefined();
    expect(stream.events.some(isContent('Not for strangers'))).toBe(false);
    stream.close();
  }, 30_000);

  it('ends its open streams when it stops, without the end-of-stream event, and exits cleanly', async () => {
    const writer = await createCopywriter(db.orm.em);
    const stream = await openSse(streamUrl(b), { cookie: await login(b, writer.email) });
    await stream.waitFor((event) => event.event === 'connected');
    const stoppedAt = performance.now();
    expect(await stopInstance(b)).toBe(0);
    await stream.ended;
    expect(performance.now() - stoppedAt).toBeLessThan(5000);
    // tRPC's "return" event would tell the browser the stream is finished; without it, EventSource reconnects.
    expect(stream.events.some((event) => event.event === 'return')).toBe(false);
  }, 30_000);
});
