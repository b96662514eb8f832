// Two server processes on one PostgreSQL database behind a round-robin proxy, each request on the next instance,
// as README "Several instances on one PostgreSQL" describes: the same SESSION_SECRET, DATABASE_URL and
// DATABASE_DIRECT_URL (both the database itself here: there is no pooler in between), TRUST_PROXY for the
// proxy's X-Forwarded-For. Sessions, throttles, chat and payments hold across the two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { missingWrites } from '../../../test/helpers/load/acknowledged-writes.ts';
import { HttpUser } from '../../../test/helpers/load/http-user.ts';
import { type AcknowledgedWrite, runJourney } from '../../../test/helpers/load/journey.ts';
import { startLoadServer } from '../../../test/helpers/load/load-server.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../../test/helpers/load/round-robin-proxy.ts';
import { type ServerProcess, stopServerProcess } from '../../../test/helpers/server-process.ts';
import { chatMessageOf, openSse } from '../../../test/helpers/sse-stream.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

let db: TestDatabase;
let instances: ServerProcess[] = [];
let proxy: RoundRobinProxy;

beforeAll(async () => {
  db = await createTestDatabase();
  instances = await Promise.all([0, 1].map(() => startLoadServer(db.url, { DATABASE_DIRECT_URL: db.url })));
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
}, 60_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(instances.map((instance) => stopServerProcess(instance)));
  await db?.drop();
});

// Which instance served each request from here on, by path.
function servedFrom(mark: number) {
  return proxy.served.slice(mark);
}

const user = (address: string) => new HttpUser({ baseUrl: proxy.url, forwardedFor: address });

describe('two instances behind a round-robin proxy', () => {
  it('carries the whole journey, each request on the next instance', async () => {
    const writer = await createCopywriter(db.orm.em);
    const copywriter = user('198.51.100.10');
    const login = await copywriter.call('login', 'POST', '/api/auth/login', {
      email: writer.email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.record.status).toBe(200);
    const client = user('198.51.100.11');
    const writes: AcknowledgedWrite[] = [];
    const mark = proxy.served.length;

    const completed = await runJourney({
      client,
      copywriter: { http: copywriter, id: writer.id },
      serial: 'across-instances',
      acknowledge: (write) => writes.push(write),
    });
    expect(completed).toBe(true);

    // Hours bought on one instance, the purchase confirmed on the other, the balance read on the first.
    const intent = await client.call<{ paymentIntentId: string; package: { hours: number } }>(
      'buy hours',
      'POST',
      '/api/payments/create-payment-intent',
      { packageId: 'starter' },
    );
    expect(intent.record.status).toBe(200);
    const confirmed = await client.call('confirm', 'POST', '/api/simulate-payment-success', {
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(confirmed.record.status).toBe(200);
    const me = await client.call<{ hoursBalance: number }>('who', 'GET', '/api/auth/user');
    expect(me.body.hoursBalance).toBe(intent.body.package.hours);

    const served = servedFrom(mark);
    // Every request went to the other instance than the one before it.
    for (let n = 1; n < served.length; n += 1) expect(served[n]!.instance).not.toBe(served[n - 1]!.instance);
    expect(new Set(served.map((request) => request.instance))).toEqual(new Set([0, 1]));
    expect(await missingWrites(db.url, writes)).toEqual([]);
    client.close();
    copywriter.close();
  });

  it('keeps a session signed in on one instance when the next request goes to the other', async () => {
    const visitor = user('198.51.100.20');
    const mark = proxy.served.length;
    const signup = await visitor.call<{ id: number }>('signup', 'POST', '/api/auth/signup', {
      name: 'Two Instances',
      email: 'two-instances@example.com',
      password: 'one session, two servers',
    });
    expect(signup.record.status).toBe(200);
    const me = await visitor.call<{ id: number }>('who', 'GET', '/api/auth/user');
    expect(me.record.status).toBe(200);
    expect(me.body.id).toBe(signup.body.id);
    const [first, second] = servedFrom(mark);
    expect(first!.instance).not.toBe(second!.instance);
    visitor.close();
  });

  it('counts wrong logins across both: ten alternate, the eleventh is refused', async () => {
    const writer = await createCopywriter(db.orm.em);
    const guesser = user('198.51.100.30');
    const mark = proxy.served.length;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await guesser.call('login', 'POST', '/api/auth/login', {
        email: writer.email,
        password: `wrong guess ${attempt}`,
      });
      expect(wrong.record.status, `attempt ${attempt}`).toBe(401);
    }
    // Even the right password: the email's logins are locked for the window.
    const eleventh = await guesser.call('login', 'POST', '/api/auth/login', {
      email: writer.email,
      password: DEFAULT_PASSWORD,
    });
    expect(eleventh.record.status).toBe(429);
    const perInstance = [0, 1].map(
      (n) => servedFrom(mark).filter((request) => request.instance === n).length,
    );
    expect(perInstance.sort()).toEqual([5, 6]);
    guesser.close();
  });

  it('counts signups from one address across both: twenty alternate, the twenty-first is refused', async () => {
    const mark = proxy.served.length;
    for (let n = 1; n <= 21; n += 1) {
      // A new person each time, all behind one address.
      const person = user('198.51.100.40');
      const signup = await person.call('signup', 'POST', '/api/auth/signup', {
        name: `Same address ${n}`,
        email: `same-address-${n}@example.com`,
        password: 'one address, two servers',
      });
      expect(signup.record.status, `signup ${n}`).toBe(n <= 20 ? 200 : 429);
      person.close();
    }
    expect(new Set(servedFrom(mark).map((request) => request.instance))).toEqual(new Set([0, 1]));
  });

  it('delivers a message posted on one instance to a live stream held on the other', async () => {
    const writer = await createCopywriter(db.orm.em);
    const copywriter = user('198.51.100.50');
    await copywriter.call('login', 'POST', '/api/auth/login', {
      email: writer.email,
      password: DEFAULT_PASSWORD,
    });
    const client = user('198.51.100.51');
    await client.call('signup', 'POST', '/api/auth/signup', {
      name: 'Chatting Client',
      email: 'chatting-client@example.com',
      password: 'messages cross instances',
    });
    const conversation = await client.call<{ id: number }>('start', 'POST', '/api/conversations', {
      title: 'Across the proxy',
    });
    expect(conversation.record.status).toBe(200);

    const streamAt = proxy.served.length;
    const stream = await openSse(`${proxy.url}/trpc/chat.events?input=${encodeURIComponent('{}')}`, {
      cookie: copywriter.sessionCookie!,
    });
    expect(stream.status).toBe(200);
    // The stream's first event comes once it listens (tRPC's own 'connected' may come before).
    const listening = await stream.waitFor(
      (event) =>
        event.event === 'message' && (JSON.parse(event.data) as { type?: string }).type === 'notifications',
      { timeoutMs: 10_000 },
    );
    expect(listening).toBeDefined();

    const postAt = proxy.served.length;
    const sent = await client.call<{ id: number }>(
      'send',
      'POST',
      `/api/conversations/${conversation.body.id}/messages`,
      {
        content: 'Posted on one instance, read on the other',
      },
    );
    expect(sent.record.status).toBe(200);
    expect(proxy.served[postAt]!.instance).not.toBe(proxy.served[streamAt]!.instance);

    const arrived = await stream.waitFor(
      (event) => chatMessageOf(event)?.content === 'Posted on one instance, read on the other',
      { timeoutMs: 10_000 },
    );
    expect(arrived?.id).toBe(String(sent.body.id));
    stream.close();
    client.close();
    copywriter.close();
  });
});
