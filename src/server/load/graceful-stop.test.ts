// The stop on SIGTERM and kept-alive connections. Closing a connection that is idle at the stop (what Node's
// http.Server.close does) races a client that is sending on it at that moment: its request is cut off unread,
// which under load is a failed request every few stops. So the server stops listening at once, but a
// connection opened before the stop may still bring its next request for a moment; from the stop on, every
// answer (to a request in flight too) says `Connection: close`, and only then is what stayed idle closed.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { HttpUser } from '../../../test/helpers/load/http-user.ts';
import { startLoadServer } from '../../../test/helpers/load/load-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe('SIGTERM and kept-alive connections', () => {
  it('answers a request sent on a connection that was idle at the stop, then refuses new ones', async () => {
    const server = await startLoadServer(db.url);
    const kept = new HttpUser({ baseUrl: server.url });
    const before = await kept.call('health', 'GET', '/api/health');
    expect(before.record.status).toBe(200);
    expect(before.headers.connection).toBe('keep-alive');

    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    // Once a new connection is refused, the server has stopped listening: the kept one is idle at the stop.
    for (;;) {
      const fresh = new HttpUser({ baseUrl: server.url });
      const { record } = await fresh.call('health', 'GET', '/api/health');
      fresh.close();
      if (record.outcome === 'refused') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const after = await kept.call('health', 'GET', '/api/health');
    expect(after.record.outcome, server.output()).toBe('answered');
    expect(after.record.status).toBe(200);
    expect(after.headers.connection).toBe('close');
    kept.close();
    const [code] = await exited;
    expect(code).toBe(0);
  });
});

describe('SIGTERM and a request in flight', () => {
  it('answers it with Connection: close, so that its client sends nothing more on that connection', async () => {
    const account = await createUser(db.orm.em);
    const server = await startLoadServer(db.url, { LOG_LEVEL: 'info' });
    const kept = new HttpUser({ baseUrl: server.url });
    expect((await kept.call('health', 'GET', '/api/health')).headers.connection).toBe('keep-alive');
    const exited = once(server.child, 'exit');
    const login = kept.call('login', 'POST', '/api/auth/login', {
      email: account.email,
      password: DEFAULT_PASSWORD,
    });
    // SIGTERM once the server has the request (a password check takes a while), as main.test.ts does.
    while (!/"url":"\/api\/auth\/login"/.test(server.output())) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const answered = await login;
    expect(answered.record.status).toBe(200);
    expect(answered.headers.connection).toBe('close');
    kept.close();
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
