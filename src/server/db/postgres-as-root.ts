// PostgreSQL refuses to run as root, so a root process runs it as the 'postgres' system user. That user may not
// be able to enter the checkout (a clone in /root, mode 0700): then the binaries and the cluster's data go
// where it can, under a root-owned folder, and /root keeps its permissions (docs/decisions/0008).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Binaries, RunAs } from './postgres-process.ts';

const run = promisify(execFile);

export const DEFAULT_SYSTEM_DIR = '/var/lib/humanise';
export const POINTER_FILE = 'postgres-location';

async function lookUpUser(): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

export async function postgresUser(): Promise<RunAs> {
  const found = await lookUpUser();
  if (found) return found;
  try {
    // groupadd's exit code 9: the group exists already.
    await run('groupadd', ['--system', 'postgres']).catch((error: { code?: number }) => {
      if (error.code !== 9) throw error;
    });
    await run('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  } catch (error) {
    throw new Error(
      `creating the 'postgres' system user failed (${error instanceof Error ? error.message.trim() : error}); ` +
        'create it yourself (useradd --system postgres, or adduser -S postgres on Alpine)',
    );
  }
  const created = await lookUpUser();
  if (!created) throw new Error("the 'postgres' system user was created but cannot be found");
  return created;
}

// Asks the kernel as the user itself, so every folder on the way counts, and ACLs and groups as well. Node
// drops supplementary groups when it spawns as another user, as it does for postgres.
export function canReach(target: string, user: RunAs): Promise<boolean> {
  return run('test', ['-x', target], user).then(
    () => true,
    () => false,
  );
}

async function makeDir(dir: string, mode: number) {
  await mkdir(dir, { recursive: true });
  await chmod(dir, mode);
}

// Copied once per version, to a temporary name then renamed, so that a half copy is never used and two
// starts at once both end with one complete copy.
export async function reachableBinaries(binaries: Binaries, systemDir: string): Promise<Binaries> {
  const native = path.join(systemDir, `postgresql-${binaries.label}`);
  if (!existsSync(native)) {
    await makeDir(systemDir, 0o755);
    const partial = `${native}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(binaries.native, partial, { recursive: true, verbatimSymlinks: true });
    // World-readable whatever root's umask was, like any program under /usr.
    await chmod(partial, 0o755);
    for (const entry of await readdir(partial, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isDirectory()) await chmod(file, 0o755);
      else if (entry.isFile()) await chmod(file, (await lstat(file)).mode & 0o111 ? 0o755 : 0o644);
    }
    await rename(partial, native).catch(async (error) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(native)) throw error;
    });
  }
  return { ...binaries, native };
}

// One cluster folder per absolute DATA_DIR: a readable name for whoever looks in the folder, and a hash that
// keeps two DATA_DIRs with similar names apart.
export function relocatedClusterDir(dataDir: string, systemDir: string): string {
  const readable = dataDir
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(-48);
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return path.join(systemDir, 'clusters', `${readable}-${hash}`);
}

// Returns the lines to log: where the data lives, and an older cluster put aside.
export async function prepareRelocatedCluster(options: {
  dataDir: string;
  clusterDir: string;
  // The DATA_DIR's password file was just made: the cluster there, if any, belonged to a DATA_DIR since deleted.
  newPassword: boolean;
}): Promise<string[]> {
  const { dataDir, clusterDir } = options;
  const notes: string[] = [];
  // An empty folder that a start before this design left behind (docs/decisions/0008); anything else stays.
  await rmdir(path.join(dataDir, 'postgres')).catch(() => {});
  await makeDir(path.dirname(clusterDir), 0o755);
  await chmod(path.dirname(path.dirname(clusterDir)), 0o755);
  if (options.newPassword && existsSync(clusterDir)) {
    // Its password went with the deleted DATA_DIR: it cannot be opened, but it is not deleted either.
    const aside = `${clusterDir}-replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(clusterDir, aside);
    notes.push(
      `The cluster of a previous ${dataDir}, whose password was deleted with it, was moved to ${aside}.`,
    );
  }
  await writeFile(
    path.join(dataDir, POINTER_FILE),
    `${clusterDir}\n\nThe embedded PostgreSQL's data of this folder lives in the folder above: this process runs as root,\n` +
      `so PostgreSQL runs as the 'postgres' system user, which cannot enter this folder (docs/decisions/0008).\n` +
      `Delete that folder too when you delete this one for good.\n`,
  );
  notes.unshift(
    `Embedded PostgreSQL: the 'postgres' user cannot enter ${dataDir}, so its data lives in ${clusterDir} ` +
      `(written down in ${path.join(dataDir, POINTER_FILE)}).`,
  );
  return notes;
}
