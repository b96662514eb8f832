// Writes a migration for the difference between the entities and the committed migrations:
// a throwaway embedded cluster takes every committed migration, then the ORM diffs the entities against it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openOrm } from '../src/server/db/database.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';

const name = process.argv[2];
const dataDir = await mkdtemp(path.join(tmpdir(), 'humanise-migration-'));
const db = await startEmbeddedPostgres({ dataDir, database: 'migration', persistent: false });
try {
  const orm = await openOrm(db.url);
  const result = await orm.migrator.create(undefined, false, false, name);
  await orm.close();
  if (result.diff.up.length === 0) {
    console.log('The entities match the migrations: nothing to write.');
  } else {
    console.log(`Wrote ${result.fileName}. Add it to src/server/db/migrations/list.ts.`);
  }
} finally {
  await db.stop();
  await rm(dataDir, { recursive: true, force: true });
}
