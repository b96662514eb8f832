// What the server process says when it stops unasked: a start the person starting it can fix is one clear
// paragraph; a crash, before or after the start, shows its stack trace.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { StartupError, startFailureReport } from '../process-errors.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const mainFile = path.join(root, 'src/server/main.ts');
const processErrors = path.join(root, 'src/server/process-errors.ts');
const work = await mkdtemp(path.join(tmpdir(), 'humanise-crash-'));
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const STACK_LINE = /\n\s+at /;

async function run(args: string[], env: Record<string, string> = {}) {
  // In a folder of its own, so that no .env of the checkout fills in what the test leaves unset.
  const child = spawn(process.execPath, args, { cwd: work, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stdout, stderr };
}

// A child that takes the crash handlers as main.ts does, then fails as `failure` says.
async function crashingChild(options: { withLog: boolean; failure: string }) {
  const file = path.join(work, `crash-${options.withLog ? 'log' : 'early'}.ts`);
  await writeFile(
    file,
    `import Fastify from ${JSON.stringify(path.join(root, 'node_modules/fastify/fastify.js'))};
     import { logCrashes } from ${JSON.stringify(processErrors)};
     const app = Fastify({ logger: true });
     logCrashes(() => ${options.withLog ? 'app.log' : 'undefined'});
     await app.ready();
     setTimeout(() => { ${options.failure} }, 10);
     setTimeout(() => {}, 10_000);
    `,
  );
  return run([file]);
}

describe('a crash', () => {
  it('after the start, logs its stack trace to the log as fatal and exits with 1', async () => {
    const { code, stdout } = await crashingChild({
      withLog: true,
      failure: "throw new Error('the queue broke after the start')",
    });
    expect(code).toBe(1);
    const fatal = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { stack?: string } })
      .find((line) => line.level === 60);
    expect(fatal?.msg).toBe('uncaughtException: the server stops');
    expect(fatal?.err?.stack).toMatch(/^Error: the queue broke after the start/);
    expect(fatal?.err?.stack).toMatch(STACK_LINE);
  });

  it('from a promise nobody awaited, does the same', async () => {
    const { code, stdout } = await crashingChild({
      withLog: true,
      failure: "void Promise.reject(new Error('a promise nobody awaited'))",
    });
    expect(code).toBe(1);
    expect(stdout).toContain('"msg":"unhandledRejection: the server stops"');
    expect(stdout).toMatch(/"stack":"Error: a promise nobody awaited\\n\s+at /);
  });

  it('before there is a log, prints its stack trace on standard error', async () => {
    const { code, stderr } = await crashingChild({
      withLog: false,
      failure: "throw new Error('before the log')",
    });
    expect(code).toBe(1);
    expect(stderr).toContain('uncaughtException: Error: before the log');
    expect(stderr).toMatch(STACK_LINE);
  });
});

describe('a failed start of the server', () => {
  it('for its configuration, is one paragraph without a stack trace', async () => {
    const { code, stderr } = await run([mainFile], { PORT: 'not-a-port', DATA_DIR: path.join(work, 'data') });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^Invalid configuration:\n {2}PORT: .+$/);
    expect(stderr).not.toMatch(STACK_LINE);
  });

  it('for anything unexpected (here a database that refuses connections), shows the stack trace', async () => {
    const port = await freePort();
    const { code, stderr } = await run([mainFile], {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing`,
      DATA_DIR: path.join(work, 'data'),
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).toMatch(STACK_LINE);
  }, 30_000);

  it('tells each kind apart', () => {
    expect(startFailureReport(new StartupError('The embedded PostgreSQL did not start: why.'))).toBe(
      'The embedded PostgreSQL did not start: why.',
    );
    const taken = Object.assign(new Error('listen EADDRINUSE: address already in use 127.0.0.1:3000'), {
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
    expect(startFailureReport(taken)).toBe('listen EADDRINUSE: address already in use 127.0.0.1:3000');
    const unexpected = new Error('migration 12 failed', { cause: new Error('column exists') });
    expect(startFailureReport(unexpected)).toMatch(
      /^Error: migration 12 failed\n\s+at .*\[cause\]: Error: column exists/s,
    );
    expect(startFailureReport('a string')).toBe("'a string'");
  });

  it("for the embedded PostgreSQL, is a StartupError's paragraph", async () => {
    const file = path.join(work, 'not-a-folder');
    await writeFile(file, '');
    const error = await startEmbeddedPostgres({ dataDir: path.join(file, 'data'), database: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^The embedded PostgreSQL for .* did not start: ENOTDIR/);
  });
});
