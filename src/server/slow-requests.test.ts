// Callers who send a request's headers and then never finish its body (a slow or hostile client): they must not
// take the places of the API's requests under way (docs/decisions/0014), and the request timeout cuts them off,
// while a live stream, whose request arrived whole long ago, stays open past that timeout.

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { answerOf, rawConnection } from '../../test/helpers/raw-connection.ts';
import { openSse } from '../../test/helpers/sse-stream.ts';
import { startTestApp, stopTestApp } from '../../test/helpers/test-app.ts';
import type { TestDatabase } from '../../test/helpers/test-database.ts';

// Short, so that the test is quick, but long enough for the normal calls to be answered first on a busy
// machine; checked every 100 ms.
const REQUEST_TIMEOUT_MS = 4000;

let db: TestDatabase;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ db, app } = await startTestApp({
    timeouts: { requestMs: REQUEST_TIMEOUT_MS, checkEveryMs: 100 },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => stopTestApp(app, db));

// Sends a request's headers and the start of its body, then nothing more.
const slowCaller = (path: string, contentType = 'application/json') =>
  rawConnection(
    (app.server.address() as AddressInfo).port,
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: 1000\r\n\r\n{"email":"`,
  );

// As many slow callers as the API works on at once, and more.
const places = () => (db.orm.config.get('pool')?.max ?? 10) + 2;

async function requestsArrived(count: number): Promise<void> {
  let arrived = 0;
  const onRequest = () => {
    arrived += 1;
  };
  app.server.on('request', onRequest);
  try {
    for (let waited = 0; arrived < count && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    app.server.off('request', onRequest);
  }
}

const withinMs = <T>(work: Promise<T>, ms: number, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms),
    ),
  ]);

describe('callers who never finish sending a body', () => {
  it('take no place of the API, and are cut off by the request timeout with the one error body', async () => {
    const count = places();
    const arriving = requestsArrived(count);
    const startedAt = performance.now();
    const slow = Array.from({ length: count }, (_, index) =>
      slowCaller(index % 2 === 0 ? '/api/auth/login' : '/trpc/auth.login'),
    );
    await arriving;

    // Every kind of call is still answered, while every slow caller is still connected.
    const user = await createUser(db.orm.em);
    const calls = [
      fetch(`${origin}/api/auth/user`).then((response) => response.status),
      fetch(`${origin}/trpc/auth.session`).then((response) => response.status),
      fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
      }).then((response) => response.status),
    ];
    expect(await Promise.all(calls)).toEqual([401, 200, 200]);
    expect(slow.filter((caller) => caller.socket.destroyed).length, 'slow callers cut off before').toBe(0);

    // Then each slow caller is answered 408 and its connection closed, about when the timeout falls.
    const closedAt = await withinMs(
      Promise.all(slow.map((caller) => caller.closed)),
      REQUEST_TIMEOUT_MS + 3000,
      'the slow callers',
    );
    for (const at of closedAt) expect(at - startedAt).toBeGreaterThan(REQUEST_TIMEOUT_MS - 100);
    for (const caller of slow) {
      expect(answerOf(caller.received())).toEqual({
        head: expect.stringMatching(/^HTTP\/1\.1 408 /),
        body: { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
      });
    }
  });

  it('refuses a form body to /trpc at once rather than work on it while it arrives', async () => {
    const caller = slowCaller('/trpc/auth.login', 'multipart/form-data; boundary=x');
    await withinMs(caller.closed, 1000, 'the form body').catch(() => {});
    expect(answerOf(caller.received())).toEqual({
      head: expect.stringMatching(/^HTTP\/1\.1 415 /),
      body: { message: 'Send the request body as application/json', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    caller.socket.destroy();
  });
});

describe('a live stream', () => {
  it('stays open past the request timeout, and still delivers', async () => {
    const client = await createUser(db.orm.em);
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: client.email, password: DEFAULT_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { id: number };
    };
    const { id } = await post('/api/conversations', { title: 'Past the timeout' });
    const stream = await openSse(`${origin}/trpc/chat.events?input=${encodeURIComponent('{}')}`, { cookie });
    expect(stream.status).toBe(200);
    let ended = false;
    void stream.ended.then(() => {
      ended = true;
    });

    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + 1000));
    expect(ended).toBe(false);
    await post(`/api/conversations/${id}/messages`, { content: 'Still here' });
    expect(await stream.waitFor((event) => event.data.includes('Still here'))).toBeDefined();
    stream.close();
  });
});
