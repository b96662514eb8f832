// The server as a user runs it: a real process on the embedded PostgreSQL, stopped and started again.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded-postgres.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-main-'));

interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${output}`);
}

async function stopServer(server: RunningServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  const [code] = await once(server.child, 'exit');
  return code as number | null;
}

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
