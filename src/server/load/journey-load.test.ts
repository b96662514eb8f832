// The whole journey under load against one server process: virtual users each sign up, submit a job, have it
// quoted, accept, pay and exchange messages, over and over, through the REST door. Every write the server
// acknowledged is in the database afterwards, and nothing answers 5xx. `npm test` runs 20 users for 10 s;
// `npm run test:load` runs 200 users for 60 s (LOAD_VUS, LOAD_SECONDS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingWrites } from '../../../test/helpers/load/acknowledged-writes.ts';
import { formatSummary, type LoadResult, loadSize, runLoad } from '../../../test/helpers/load/load-run.ts';
import { makeCopywriters, startLoadServer } from '../../../test/helpers/load/load-server.ts';
import { type ServerProcess, stopServerProcess } from '../../../test/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

const size = loadSize();

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startLoadServer(db.url);
}, 60_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await db?.drop();
});

describe('the journey under load on one server', () => {
  let result: LoadResult;

  it(
    'completes journeys with no 5xx, no refusal by a throttle and no broken connection',
    async () => {
      const copywriters = await makeCopywriters(db.orm.em, size.vus);
      result = await runLoad({ baseUrl: server.url, ...size, copywriters });
      console.log(formatSummary('journey load', result, size));

      const unanswered = result.records.filter((record) => record.outcome !== 'answered');
      expect(unanswered, server.output()).toEqual([]);
      const fiveHundreds = result.records.filter((record) => record.status >= 500);
      expect(fiveHundreds, server.output()).toEqual([]);
      // Every journey is a new person from an address of its own: a 429 would be a throttle counting wrongly.
      expect(result.records.filter((record) => record.status === 429)).toEqual([]);
      expect(result.records.filter((record) => record.status >= 300)).toEqual([]);
      expect(result.journeysCompleted).toBeGreaterThan(0);
    },
    size.seconds * 1000 + 120_000,
  );

  it('keeps every acknowledged write', async () => {
    expect(result.writes.length).toBeGreaterThan(0);
    expect(await missingWrites(db.url, result.writes)).toEqual([]);
  });
});
