// A root start in a folder the postgres user cannot enter, like a clone in /root (docs/decisions/0008).
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { POINTER_FILE, relocatedClusterDir } from './postgres-as-root.ts';
import { platformBinaries } from './postgres-process.ts';

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(process.getuid?.() !== 0)(
  'the embedded PostgreSQL started as root (skipped unless run as root: only root runs it as the postgres user)',
  () => {
    let home: string;
    let systemDir: string;
    let binariesPackage: string;
    let label: string;

    beforeAll(async () => {
      // Like /root: mode 0700, with the checkout and its node_modules inside.
      home = await mkdtemp(path.join(tmpdir(), 'humanise-root-home-'));
      const installed = await platformBinaries();
      label = installed.label;
      const installedPackage = path.dirname(installed.native);
      binariesPackage = path.join(home, 'checkout', 'node_modules', path.basename(installedPackage));
      await cp(installedPackage, binariesPackage, { recursive: true, verbatimSymlinks: true });
      // Like /var/lib/humanise.
      systemDir = await mkdtemp(path.join(tmpdir(), 'humanise-system-'));
      await chmod(systemDir, 0o755);
    });

    afterAll(async () => {
      await rm(home, { recursive: true, force: true });
      await rm(systemDir, { recursive: true, force: true });
    });

    test('runs from a copy of the binaries with its data outside the folder, kept across restarts', async () => {
      const dataDir = path.join(home, 'checkout', '.data');
      const notices: string[] = [];
      const start = () =>
        startEmbeddedPostgres({
          dataDir,
          database: 'humanise',
          systemDir,
          binariesPackage,
          notice: (line) => notices.push(line),
        });
      const clusterDir = relocatedClusterDir(dataDir, systemDir);

      const first = await start();
      try {
        expect(await query(first.url, 'show data_directory')).toEqual([{ data_directory: clusterDir }]);
        await query(
          first.url,
          `create table kept (note text); insert into kept values ('before the restart')`,
        );
      } finally {
        await first.stop();
      }
      const second = await start();
      try {
        expect(await query(second.url, 'select note from kept')).toEqual([{ note: 'before the restart' }]);
      } finally {
        await second.stop();
      }

      expect((await stat(home)).mode & 0o777).toBe(0o700);
      expect(notices).toHaveLength(2);
      expect(notices[0]).toContain(clusterDir);
      expect((await readFile(path.join(dataDir, POINTER_FILE), 'utf8')).split('\n')[0]).toBe(clusterDir);
      expect((await readdir(systemDir)).sort()).toEqual(['clusters', `postgresql-${label}`]);

      // Deleting DATA_DIR starts afresh, as it does with the cluster inside it; the old cluster is put aside.
      await rm(dataDir, { recursive: true });
      notices.length = 0;
      const afresh = await start();
      try {
        expect(await query(afresh.url, `select to_regclass('kept') as kept`)).toEqual([{ kept: null }]);
      } finally {
        await afresh.stop();
      }
      const aside = notices[1]?.match(/was moved to (\S+)\.$/)?.[1];
      expect(aside && existsSync(path.join(aside, 'PG_VERSION'))).toBe(true);
    });

    test('keeps the cluster in the data folder when the postgres user can enter it', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-reachable-'));
      try {
        const database = await startEmbeddedPostgres({
          dataDir,
          database: 'humanise',
          systemDir: `${home}/unused`,
        });
        try {
          expect(await query(database.url, 'show data_directory')).toEqual([
            { data_directory: path.join(dataDir, 'postgres') },
          ]);
          // A user's data is flushed to disk; only the tests' clusters skip it.
          expect(await query(database.url, 'show fsync')).toEqual([{ fsync: 'on' }]);
        } finally {
          await database.stop();
        }
        expect(existsSync(path.join(dataDir, POINTER_FILE))).toBe(false);
        expect(existsSync(`${home}/unused`)).toBe(false);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    test('a throwaway cluster for the tests skips flushing to disk', async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-not-durable-'));
      try {
        const database = await startEmbeddedPostgres({
          dataDir,
          database: 'humanise',
          systemDir: `${home}/unused`,
          persistent: false,
          durable: false,
        });
        try {
          expect(
            await query(
              database.url,
              'select current_setting($$fsync$$) as fsync, ' +
                'current_setting($$synchronous_commit$$) as commit',
            ),
          ).toEqual([{ fsync: 'off', commit: 'off' }]);
        } finally {
          await database.stop();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    test('stops with one paragraph saying what to do when it cannot make a place for the cluster', async () => {
      const file = path.join(home, 'a-file');
      await writeFile(file, '');
      const start = startEmbeddedPostgres({
        dataDir: path.join(home, 'other-checkout', '.data'),
        database: 'humanise',
        systemDir: path.join(file, 'humanise'),
        binariesPackage,
      });
      const error = await start.then(
        () => undefined,
        (reason: Error) => reason,
      );
      expect(error?.message).toMatch(/^The embedded PostgreSQL for .* did not start: ENOTDIR.*DATABASE_URL/s);
      expect(error?.message).not.toMatch(/\n\s+at /);
    });

    test('stops with one paragraph saying what to do when there is no postgres user and none can be made', async () => {
      // With no PATH, `id` finds no user and `groupadd` cannot run, as on a system without those tools.
      const path_ = process.env.PATH;
      process.env.PATH = '';
      const error = await startEmbeddedPostgres({
        dataDir: path.join(home, 'third-checkout', '.data'),
        database: 'humanise',
        systemDir,
        binariesPackage,
      }).then(
        () => undefined,
        (reason: Error) => reason,
      );
      process.env.PATH = path_;
      expect(error?.message).toMatch(
        /did not start: creating the 'postgres' system user failed .*useradd --system postgres.*DATABASE_URL/s,
      );
      expect(error?.message).not.toMatch(/\n\s+at /);
    });
  },
);
