// The server as a user runs it: a real process on the embedded PostgreSQL, stopped and started again.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../../test/helpers/server-process.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-main-'));

type RunningServer = ServerProcess;

function startServer(): Promise<RunningServer> {
  return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
}

const stopServer = stopServerProcess;

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const account = { name: 'Persistent Pat', email: 'pat@example.com', password: 'kept across restarts' };

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('keeps accounts across a stop and a start', async () => {
    const first = await startServer();
    expect((await post(`${first.url}/api/auth/signup`, account)).status).toBe(200);
    expect(await stopServer(first)).toBe(0);

    const second = await startServer();
    const login = await post(`${second.url}/api/auth/login`, {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(await stopServer(second)).toBe(0);
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    const server = await startServer();
    const inFlight = post(`${server.url}/api/auth/login`, {
      email: account.email,
      password: account.password,
    });
    // SIGTERM only once the server has the request, so the test cannot pass by sending it too early.
    while (!/"url":"\/api\/auth\/login"/.test(server.output())) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status, server.output()).toBe(200);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});
