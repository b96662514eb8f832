// The embedded PostgreSQL's own log in the app's: its warnings and errors, not its routine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, routePostgresLog } from '../db/database.ts';

interface LogRecord {
  level: 'warn' | 'error';
  details: { postgres?: { [key: string]: unknown } };
  message: string;
}

function capture() {
  const records: LogRecord[] = [];
  const logger = {
    warn: (details: object, message: string) => records.push({ level: 'warn', details, message }),
    error: (details: object, message: string) => records.push({ level: 'error', details, message }),
  };
  return { records, route: routePostgresLog(() => logger) };
}

// A line as the cluster writes it (log_line_prefix's default, "%m [%p] ").
const at = (pid: number, text: string) => `2026-11-22 17:36:26.771 UTC [${pid}] ${text}\n`;

describe('routing PostgreSQL log lines', () => {
  it('passes warnings and errors on with the lines about them, and leaves the routine out', () => {
    const { records, route } = capture();
    route(
      at(1, 'LOG:  database system is ready to accept connections') +
        at(1, 'LOG:  checkpoint starting: time'),
    );
    route(at(2, 'WARNING:  there is no transaction in progress'));
    route(
      at(3, 'ERROR:  relation "nothing" does not exist at character 13') +
        at(3, 'STATEMENT:  select *\n\tfrom nothing'),
    );
    route(at(4, 'FATAL:  could not write to file "base/pgsql_tmp": No space left on device'));
    route(at(5, 'PANIC:  could not write to log file') + at(5, 'HINT:  Check free disk space.'));

    expect(records).toEqual([
      {
        level: 'warn',
        message: 'postgres: there is no transaction in progress',
        details: { postgres: { severity: 'WARNING' } },
      },
      {
        level: 'error',
        message: 'postgres: relation "nothing" does not exist at character 13',
        details: { postgres: { severity: 'ERROR', statement: 'select *\nfrom nothing' } },
      },
      {
        level: 'error',
        message: 'postgres: could not write to file "base/pgsql_tmp": No space left on device',
        details: { postgres: { severity: 'FATAL' } },
      },
      {
        level: 'error',
        message: 'postgres: could not write to log file',
        details: { postgres: { severity: 'PANIC', hint: 'Check free disk space.' } },
      },
    ]);
  });

  it('leaves out the errors the app expects: a unique key taken, a connection ended by a stop', () => {
    const { records, route } = capture();
    route(
      at(6, 'ERROR:  duplicate key value violates unique constraint "users_email_unique"') +
        at(6, 'DETAIL:  Key (email)=(pat@example.com) already exists.') +
        at(6, 'STATEMENT:  insert into "users" ("email") values ($1)'),
    );
    route(at(7, 'FATAL:  terminating connection due to administrator command'));
    // The lines about a left-out error, in a chunk of their own, are left out with it.
    route(
      at(
        8,
        'ERROR:  insert or update on table "jobs" violates foreign key constraint "jobs_client_id_foreign"',
      ),
    );
    route(at(8, 'DETAIL:  Key (client_id)=(7) is not present in table "users".'));
    expect(records).toEqual([]);
  });

  it('puts together a line that arrives in two pieces', () => {
    const { records, route } = capture();
    const line = at(9, 'WARNING:  there is no transaction in progress');
    route(line.slice(0, 30));
    expect(records).toEqual([]);
    route(line.slice(30));
    expect(records.map((record) => record.message)).toEqual([
      'postgres: there is no transaction in progress',
    ]);
  });
});

describe('the embedded PostgreSQL of openDatabase', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("writes its warnings to the log it is given, and not its start's routine", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-postgres-log-'));
    dirs.push(dataDir);
    const { records, route } = capture();
    const database = await openDatabase({
      databaseUrl: undefined,
      directDatabaseUrl: undefined,
      dataDir,
      log: route,
    });
    try {
      await database.orm.em.getConnection().execute('rollback');
      for (let waited = 0; records.length === 0 && waited < 10_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await database.close();
    }
    expect(records).toEqual([
      {
        level: 'warn',
        message: 'postgres: there is no transaction in progress',
        details: { postgres: { severity: 'WARNING' } },
      },
    ]);
  }, 60_000);
});
