// A live stream ends, or stops delivering, as soon as its access ends (issue 28, finding 5): a logout or a
// session signed out from elsewhere ends its streams at once, and a rejected copywriter's stream reads what a
// rejected copywriter may read from the next message on, on every instance (LISTEN/NOTIFY, live/live-bus.ts); a
// suspension ends them too.
// Before, a stream checked its caller again only every 30 s, when a message came.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../../test/helpers/server-process.ts';
import { chatMessageOf, openSse, type SseEvent, type SseStream } from '../../../test/helpers/sse-stream.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

const SESSION_SECRET = 'one secret for every instance, as production requires';

function startInstance(database: TestDatabase): Promise<ServerProcess> {
  return startServerProcess({ NODE_ENV: 'test', ...database.serverEnv, SESSION_SECRET, LOG_LEVEL: 'warn' });
}

let db: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  [a, b] = await Promise.all([startInstance(db), startInstance(db)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((instance) => stopServerProcess(instance)));
  await db?.drop();
});

async function login(instance: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function send(instance: ServerProcess, cookie: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { id: number };
}

async function openStream(instance: ServerProcess, cookie: string): Promise<SseStream> {
  const input = encodeURIComponent(JSON.stringify({}));
  const stream = await openSse(`${instance.url}/trpc/chat.events?input=${input}`, { cookie });
  expect(stream.status).toBe(200);
  // Listening once its first event of its own (the bell) has come.
  expect(await stream.waitFor(isListening)).toBeDefined();
  return stream;
}

const isListening = (event: SseEvent) =>
  event.event === 'message' && (JSON.parse(event.data) as { type?: string }).type === 'notifications';
const isContent = (content: string) => (event: SseEvent) => chatMessageOf(event)?.content === content;

/** Milliseconds until the stream ended, or undefined when it is still open after `withinMs`. */
async function endsWithin(stream: SseStream, withinMs: number): Promise<number | undefined> {
  const started = performance.now();
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), withinMs)),
  ]);
  return ended ? performance.now() - started : undefined;
}

describe('a live stream whose access ends', () => {
  it('ends at once on another instance when its session logs out', async () => {
    const writer = await createCopywriter(db.orm.em);
    const cookie = await login(a, writer.email);
    const stream = await openStream(b, cookie);
    await send(a, cookie, 'POST', '/api/auth/logout');
    const ms = await endsWithin(stream, 5000);
    console.log(`stream on B ended ${ms?.toFixed(0)} ms after the logout on A`);
    expect(ms, 'the stream on B is still open 5 s after the logout').toBeDefined();
    stream.close();
  }, 30_000);

  it('ends at once on another instance when an admin suspends the account there (docs/decisions/0038)', async () => {
    const writer = await createCopywriter(db.orm.em);
    const admin = await createUser(db.orm.em, { role: 'admin' });
    const stream = await openStream(b, await login(b, writer.email));
    await send(a, await login(a, admin.email), 'POST', `/api/admin/users/${writer.id}/suspend`, {
      reason: 'Under review',
    });
    const ms = await endsWithin(stream, 5000);
    console.log(`stream on B ended ${ms?.toFixed(0)} ms after the suspension on A`);
    expect(ms, 'the suspended writer’s stream on B is still open 5 s after the suspension').toBeDefined();
    stream.close();
  }, 30_000);

  it("ends at once when the session is signed out from another device, and leaves the device's others", async () => {
    const writer = await createCopywriter(db.orm.em);
    const phone = await login(a, writer.email);
    const laptop = await login(a, writer.email);
    const phoneStream = await openStream(b, phone);
    const laptopStream = await openStream(b, laptop);
    await send(a, laptop, 'POST', '/api/account/sessions/sign-out-others');
    expect(await endsWithin(phoneStream, 5000), 'the signed-out stream is still open').toBeDefined();
    expect(await endsWithin(laptopStream, 500)).toBeUndefined();
    laptopStream.close();
  }, 30_000);

  it('stops delivering to a copywriter rejected on another instance, from the next message on', async () => {
    const client = await createUser(db.orm.em);
    const writer = await createCopywriter(db.orm.em);
    const admin = await createUser(db.orm.em, { role: 'admin' });
    const clientOnA = await login(a, client.email);
    const adminOnA = await login(a, admin.email);
    const stream = await openStream(b, await login(b, writer.email));

    const { id } = await send(a, clientOnA, 'POST', '/api/conversations', { title: 'Help wanted' });
    await send(a, clientOnA, 'POST', `/api/conversations/${id}/messages`, { content: 'Before' });
    expect(await stream.waitFor(isContent('Before'))).toBeDefined();

    await send(a, adminOnA, 'POST', `/api/admin/copywriters/${writer.id}/reject`, { reason: 'Not a fit' });
    await send(a, clientOnA, 'POST', `/api/conversations/${id}/messages`, { content: 'After' });
    expect(await stream.waitFor(isContent('After'), { timeoutMs: 2000 })).toBeUndefined();
    stream.close();
  }, 30_000);
});
