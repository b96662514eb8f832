// Browser tests run the real server (built web app, real PostgreSQL) as a user would start it, on a throwaway
// embedded cluster. The fixtures reach the same database through E2E_DATABASE_URL to make accounts.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../../playwright.config.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.ts';

export const E2E_ADMIN_CODE = 'e2e-admin-code';

async function waitHealthy(url: string, server: ChildProcess, output: () => string) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output()}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-e2e-'));
  const database = await startEmbeddedPostgres({
    dataDir,
    database: 'humanise_e2e',
    persistent: false,
    durable: false,
  });
  process.env.E2E_DATABASE_URL = database.url;

  const server = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      ADMIN_SIGNUP_CODE: E2E_ADMIN_CODE,
      // The admin specs sign in with a password alone, whatever NODE_ENV the shell has; two-factor.spec.ts
      // turns it on for its own user.
      REQUIRE_ADMIN_2FA: 'false',
      // The browser tests pay with the test gateway's card form, whatever the developer's shell configures.
      STRIPE_SECRET_KEY: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    await waitHealthy(`http://127.0.0.1:${E2E_PORT}`, server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    await database.stop();
    throw error;
  }

  return async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (output.trim()) console.log(`server output:\n${output}`);
  };
}
