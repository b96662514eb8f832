// The test gateway books any purchase without taking money (POST /api/simulate-payment-success): a production
// server runs it only when told to with PAYMENTS=test, and otherwise refuses to start without Stripe's keys.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from '../../../test/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import { freePort } from '../db/embedded-postgres.ts';
import { parseEnv } from '../env.ts';
import { gatewayFromEnv } from './gateway-from-env.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a production session secret that is long enough',
  PUBLIC_URL: 'https://humanise.example',
} as const;

// Whatever the developer's shell holds, these runs have no Stripe configuration.
const NO_STRIPE = {
  STRIPE_SECRET_KEY: '',
  STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  PAYMENTS: '',
};

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

// Starts `node src/server/main.ts` and waits for it to exit or to answer its health check, whichever is first.
async function startOrExit(
  env: Record<string, string>,
): Promise<{ exitCode: number | null; healthy: boolean; output: string }> {
  const port = await freePort();
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (child.exitCode !== null) return { exitCode: child.exitCode, healthy: false, output };
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      child.kill('SIGTERM');
      await exited;
      return { exitCode: null, healthy: true, output };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the server neither exited nor became healthy:\n${output}`);
}

describe('payments in production', () => {
  it('refuses to start without Stripe keys unless PAYMENTS=test, with a message and no stack trace', async () => {
    const run = await startOrExit({ ...PRODUCTION, ...NO_STRIPE, DATABASE_URL: db.url });
    expect(run.healthy, run.output).toBe(false);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('PAYMENTS=test');
    expect(run.output).toContain('STRIPE_SECRET_KEY');
    expect(run.output).not.toMatch(/^\s+at /m);
  }, 30_000);

  it('runs the test gateway in production when PAYMENTS=test says so', async () => {
    const server = await startServerProcess({
      ...PRODUCTION,
      ...NO_STRIPE,
      PAYMENTS: 'test',
      DATABASE_URL: db.url,
      LOG_LEVEL: 'warn',
    });
    try {
      const packages = await fetch(`${server.url}/api/payments/packages`);
      expect(packages.status).toBe(200);
    } finally {
      expect(await stopServerProcess(server)).toBe(0);
    }
  }, 30_000);

  it('is decided by the configuration, before anything starts', () => {
    expect(() => parseEnv({ ...PRODUCTION })).toThrow(/PAYMENTS=test/);
    expect(gatewayFromEnv(parseEnv({ ...PRODUCTION, PAYMENTS: 'test' })).name).toBe('test');
    expect(
      gatewayFromEnv(
        parseEnv({
          ...PRODUCTION,
          STRIPE_SECRET_KEY: 'sk_test_1',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
          STRIPE_WEBHOOK_SECRET: 'whsec_1',
        }),
      ).name,
    ).toBe('stripe');
    // Outside production the test gateway stays the default, as a developer expects.
    expect(gatewayFromEnv(parseEnv({ NODE_ENV: 'development' })).name).toBe('test');
    expect(() => parseEnv({ PAYMENTS: 'free' })).toThrow(/PAYMENTS/);
  });
});
