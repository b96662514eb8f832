// The product's server as a child process, started the way a user starts it (`node src/server/main.ts`), so
// that a benchmark measures boot, the embedded PostgreSQL and the HTTP stack exactly as they ship.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { repoRoot } from './paths.ts';

export interface ServerOptions {
  dataDir: string;
  // A free loopback port is picked when omitted.
  port?: number;
  // Overrides of the server's environment; a key set to undefined is removed.
  env?: Record<string, string | undefined>;
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  port: number;
  // The server's own process (not its PostgreSQL's), whose CPU time a benchmark may read.
  pid: number | undefined;
  dataDir: string;
  // From spawn() to the first 200 of /api/health: the start time a user waits for.
  spawnToHealthyMs: number;
  // The last lines the server wrote, for error messages.
  output(): string;
  // SIGTERM, then waits for a clean exit; kills after stopTimeoutMs and reports that as a failure.
  stop(): Promise<void>;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const HEALTH_POLL_MS = 20;
const OUTPUT_TAIL_CHARS = 8_000;
// Keys of the server's configuration that a developer's shell may carry and that would change what is measured.
const INHERITED_SERVER_KEYS = [
  'DATABASE_URL',
  'TRUSTED_ORIGINS',
  'TRUST_PROXY',
  'ADMIN_SIGNUP_CODE',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_RETRY_DELAY_SECONDS',
];

const running = new Set<ServerProcess>();
const tempDataDirs = new Set<string>();

export async function makeTempDataDir(label: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `humanise-bench-${label}-`));
  tempDataDirs.add(dataDir);
  return dataDir;
}

export async function removeDataDir(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  tempDataDirs.delete(dataDir);
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED_SERVER_KEYS) delete env[key];
  Object.assign(env, {
    // Production settings are what users get; production requires a session secret, so each run makes one,
    // the origin of the links it writes, and leave to pay with the test gateway when no Stripe key is given.
    NODE_ENV: 'production',
    PAYMENTS: 'test',
    // The bench signs its admin in with a password alone; two-factor sign-in is timed by no bench.
    REQUIRE_ADMIN_2FA: 'false',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
  });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  const embedded = !env.DATABASE_URL;

  let tail = '';
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  const output = () => tail.trimEnd();

  const spawnedAt = performance.now();
  // process.execPath: the Node that runs the bench (24, via npm run) also runs the server.
  // BENCH_SERVER_NODE_ARGS: Node's own flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=prof` to
  // profile it under a benchmark's load (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', keepTail);
  child.stderr.on('data', keepTail);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      keepTail(Buffer.from(`\n${error.message}\n`));
      resolve({ code: null, signal: null });
    });
  });
  let exit: Exit | undefined;
  void exited.then((result) => {
    exit = result;
  });

  let stopping: Promise<void> | undefined;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid,
    dataDir: options.dataDir,
    spawnToHealthyMs: Number.NaN,
    output,
    stop() {
      stopping ??= stopChild(child, exited, () => exit, {
        dataDir: embedded ? options.dataDir : undefined,
        timeoutMs: options.stopTimeoutMs ?? 15_000,
        output,
      }).finally(() => running.delete(server));
      return stopping;
    },
  };
  running.add(server);

  try {
    await waitHealthy(url, () => exit, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await server.stop().catch(() => {});
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output() || '(none)'}`);
  }
  server.spawnToHealthyMs = performance.now() - spawnedAt;
  return server;
}

// Starts a server on a throwaway data dir (unless one is given), runs the body, and always stops the server
// and removes the dir, even when the body fails.
export async function withServer<T>(
  options: Partial<ServerOptions> & { label: string },
  body: (server: ServerProcess) => Promise<T>,
): Promise<T> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDataDir(options.label));
  try {
    const server = await startServer({ ...options, dataDir });
    let result: T;
    try {
      result = await body(server);
    } catch (error) {
      // The body's error is the one worth reading; a failed stop after it is secondary.
      await server.stop().catch(() => {});
      throw error;
    }
    await server.stop();
    return result;
  } finally {
    if (ownDataDir) await removeDataDir(dataDir);
  }
}

// For run.ts's signal handlers, which exit without unwinding the benchmarks' finally blocks: nothing a
// benchmark started or made outlives the bench.
export async function cleanUpAll(): Promise<void> {
  await Promise.allSettled([...running].map((server) => server.stop()));
  await Promise.allSettled([...tempDataDirs].map((dataDir) => removeDataDir(dataDir)));
}

async function waitHealthy(url: string, exitOf: () => Exit | undefined, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const exit = exitOf();
    if (exit) throw new Error(`server exited before it was healthy (${describeExit(exit)})`);
    if (performance.now() > deadline) throw new Error(`server was not healthy within ${timeoutMs / 1000} s`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200 && JSON.parse(body).status === 'ok') return;
    } catch {
      // Not listening yet: keep polling.
    }
    await sleep(HEALTH_POLL_MS);
  }
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<Exit>,
  exitOf: () => Exit | undefined,
  options: { dataDir: string | undefined; timeoutMs: number; output: () => string },
): Promise<void> {
  const before = exitOf();
  if (before) {
    throw new Error(`server had exited by itself (${describeExit(before)})\n${options.output()}`);
  }
  child.kill('SIGTERM');
  const exit = await Promise.race([exited, sleep(options.timeoutMs).then(() => undefined)]);
  if (exit) {
    if (exit.code === 0) return;
    throw new Error(`server stopped uncleanly on SIGTERM (${describeExit(exit)})\n${options.output()}`);
  }
  child.kill('SIGKILL');
  await exited;
  // A killed server cannot stop its embedded PostgreSQL, which would outlive the bench: stop it by its pid.
  if (options.dataDir) await stopOrphanedPostgres(options.dataDir);
  throw new Error(`server did not stop within ${options.timeoutMs / 1000} s of SIGTERM and was killed`);
}

async function stopOrphanedPostgres(dataDir: string): Promise<void> {
  // The layout of src/server/db/embedded-postgres.ts: the cluster lives in DATA_DIR/postgres.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    // SIGINT is PostgreSQL's "fast shutdown": it ends sessions and stops cleanly.
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
}

function describeExit(exit: Exit): string {
  if (exit.signal) return `signal ${exit.signal}`;
  return exit.code === null ? 'failed to spawn' : `exit code ${exit.code}`;
}
