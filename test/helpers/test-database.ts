import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { ormConfig } from '../../mikro-orm.config.ts';
import { nameStatementsUnlessPooled } from '../../src/server/db/prepared-query.ts';
import { TEMPLATE_DATABASE, withDatabase } from './database-url.ts';

export interface TestDatabase {
  // The app's ORM: through the pooler when the tests run behind one (TEST_POOLER_URL), else direct.
  orm: MikroORM;
  // The database itself.
  url: string;
  // The app's DATABASE_DIRECT_URL: the database itself when `orm` goes through a pooler, else unset.
  directUrl: string | undefined;
  // DATABASE_URL and DATABASE_DIRECT_URL for a server process on this database, as `orm` reaches it.
  serverEnv: Record<string, string>;
  // The SQL statements the ORM sends while `work` runs.
  statementsDuring(work: () => Promise<unknown>): Promise<string[]>;
  reset(): Promise<void>;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Each test file gets its own database cloned from the migrated template, so files run in parallel safely.
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `humanise_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  const url = withDatabase(inject('serverUrl'), name);
  const poolerUrl = inject('poolerUrl');
  const appUrl = poolerUrl ? withDatabase(poolerUrl, name) : url;
  const directUrl = poolerUrl ? url : undefined;
  let listener: ((sql: string) => void) | undefined;
  const orm = await MikroORM.init(ormConfig(appUrl, { onQuery: (sql) => listener?.(sql) }));
  // As openDatabase decides for the server.
  nameStatementsUnlessPooled(orm, directUrl);
  const tables = (
    await orm.em
      .getConnection()
      .execute<{ tablename: string }[]>(
        "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'",
      )
  ).map((row) => `"${row.tablename}"`);

  return {
    orm,
    url,
    directUrl,
    serverEnv: { DATABASE_URL: appUrl, ...(directUrl ? { DATABASE_DIRECT_URL: directUrl } : {}) },
    async statementsDuring(work) {
      const statements: string[] = [];
      listener = (sql) => statements.push(sql);
      try {
        await work();
      } finally {
        listener = undefined;
      }
      return statements;
    },
    // Every test starts from empty tables. The app's queue may be reading two of them at that moment (the
    // earnings' relay joins jobs to ledger_entries, docs/decisions/0039): TRUNCATE takes its locks table by
    // table, so PostgreSQL may end one of the two as a deadlock. The queue tries again by itself; so does this.
    async reset() {
      if (!tables.length) return;
      for (let attempt = 1; ; attempt += 1) {
        try {
          await orm.em.getConnection().execute(`truncate ${tables.join(', ')} restart identity cascade`);
          return;
        } catch (error) {
          if (attempt >= 5 || !isDeadlock(error)) throw error;
        }
      }
    },
    async drop() {
      await orm.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

// PostgreSQL's deadlock_detected (40P01), as the driver reports it.
function isDeadlock(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '40P01' || /deadlock detected/.test(String((error as Error)?.message));
}
