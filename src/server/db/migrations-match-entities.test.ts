// The committed migrations and the entities describe the same schema: a fresh database taken through every
// migration differs in nothing from what the entities define, so that no change to an entity ships without
// its migration (`npm run migration:create` writes it; `npm run migration:check` asks the same question of a
// running database). And the migrations can be undone, which `npm run migration:down` relies on.
import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../../../mikro-orm.config.ts';
import { withDatabase } from '../../../test/helpers/database-url.ts';
import { migrationsList } from './migrations/list.ts';

const name = `humanise_migrations_${randomBytes(6).toString('hex')}`;
let orm: MikroORM;

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // Not a clone of the tests' template: an empty database, so that only the migrations shape it.
  await asAdmin(`create database ${name}`);
  orm = await MikroORM.init(ormConfig(withDatabase(inject('serverUrl'), name)));
});

afterAll(async () => {
  await orm?.close();
  await asAdmin(`drop database if exists ${name} with (force)`);
});

async function appTables(): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ tablename: string }[]>(
      "select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1",
    );
  return rows.map((row) => row.tablename);
}

describe('the migrations', () => {
  it('build the schema the entities define, with nothing left to change', async () => {
    await orm.migrator.up();
    expect((await orm.migrator.getExecuted()).map((row) => row.name)).toEqual(
      migrationsList.map((migration) => migration.name),
    );
    expect(await appTables()).not.toEqual([]);
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    expect(await orm.migrator.checkSchema()).toBe(false);
  });

  it('undo, one by one, back to an empty database', async () => {
    for (let left = migrationsList.length; left > 0; left -= 1) {
      await orm.migrator.down();
      expect(await orm.migrator.getExecuted()).toHaveLength(left - 1);
    }
    expect(await appTables()).toEqual([]);
    // And the comparison of the first test does see a difference when there is one.
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toContain('create table');
  });
});
