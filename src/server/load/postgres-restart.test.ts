// PostgreSQL stopped for a few seconds in the middle of the journey load, then started again (same data, same
// port), under one server process. While the database is away, health answers 503 and requests answer 503
// UNAVAILABLE, never 500; once it is back the server carries on by itself, and every write it acknowledged is
// in the database. The cluster is this test's own: the machine's PostgreSQL is never touched.
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../../mikro-orm.config.ts';
import { missingWrites } from '../../../test/helpers/load/acknowledged-writes.ts';
import { pollHealth } from '../../../test/helpers/load/health-poller.ts';
import { HttpUser } from '../../../test/helpers/load/http-user.ts';
import { formatSummary, loadSize, runLoad } from '../../../test/helpers/load/load-run.ts';
import { makeCopywriters, startLoadServer } from '../../../test/helpers/load/load-server.ts';
import {
  type RestartablePostgres,
  startRestartablePostgres,
} from '../../../test/helpers/load/restartable-postgres.ts';
import { type ServerProcess, stopServerProcess } from '../../../test/helpers/server-process.ts';

const size = loadSize();
const OUTAGE_MS = 3000;
const WRITES = new Set(['signup', 'submit job', 'submit quote', 'accept quote', 'pay job', 'send message']);

let database: RestartablePostgres;
let server: ServerProcess;

beforeAll(async () => {
  database = await startRestartablePostgres();
  server = await startLoadServer(database.url);
}, 60_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await database?.destroy();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PostgreSQL restarted under load', () => {
  it(
    'answers 503 while the database is away, recovers by itself, and loses no acknowledged write',
    async () => {
      // The copywriters are made before the load, and the test's own pool is closed before the restart.
      const orm = await MikroORM.init(ormConfig(database.url));
      const copywriters = await makeCopywriters(orm.em, size.vus);
      await orm.close();

      // A signed-in user, to ask the /trpc door during the outage as the web client would.
      const browser = new HttpUser({ baseUrl: server.url, forwardedFor: '192.0.2.1' });
      const signup = await browser.call('signup', 'POST', '/api/auth/signup', {
        name: 'Watching the outage',
        email: 'outage-watcher@example.com',
        password: 'load test password',
      });
      expect(signup.record.status).toBe(200);

      const health = pollHealth(server.url);
      const load = runLoad({ baseUrl: server.url, ...size, copywriters });

      await wait((size.seconds * 1000) / 3);
      const stopping = performance.now();
      await database.stop();
      const stopped = performance.now();
      const duringOutage = await browser.call('trpc', 'GET', '/trpc/jobs.list');
      await wait(OUTAGE_MS);
      await database.start();
      const returned = performance.now();

      const result = await load;
      const samples = await health.stop();
      browser.close();
      console.log(formatSummary('journey load with PostgreSQL restarted', result, size));

      // Health: 503 UNAVAILABLE for as long as the database was away, then 200 again.
      const away = samples.filter((sample) => sample.startedAt >= stopped && sample.endedAt <= returned);
      expect(away.length).toBeGreaterThan(0);
      expect(away.filter((sample) => sample.status !== 503 || sample.code !== 'UNAVAILABLE')).toEqual([]);
      const recovered = samples.find((sample) => sample.startedAt >= returned && sample.status === 200);
      expect(recovered, 'health answers 200 again').toBeDefined();
      const healthRecoveryMs = recovered!.endedAt - returned;
      // What a health check took under this same load just before the stop: a check sent the moment the
      // database returns still waits its turn behind the load, so recovery is held to 5 s beyond that.
      const usual = samples
        .filter((sample) => sample.endedAt <= stopping && sample.status === 200)
        .slice(-10);
      expect(usual.length).toBeGreaterThan(0);
      const usualMs = Math.max(...usual.map((sample) => sample.endedAt - sample.startedAt));
      const firstWriteAfter = result.records.find(
        (record) =>
          record.startedAt >= returned &&
          record.status >= 200 &&
          record.status < 300 &&
          WRITES.has(record.operation),
      );
      expect(firstWriteAfter, 'a write succeeds after the database is back').toBeDefined();
      console.log(
        `database stopped in ${(stopped - stopping).toFixed(0)} ms, away ${(returned - stopped).toFixed(0)} ms ` +
          `(${away.length} health checks, all 503); health 200 again ${healthRecoveryMs.toFixed(0)} ms after ` +
          `its return (a health check took up to ${usualMs.toFixed(0)} ms under this load before the stop); the ` +
          `first write sent after the return acknowledged ${(firstWriteAfter!.endedAt - returned).toFixed(0)} ms ` +
          `after it (${firstWriteAfter!.operation})`,
      );
      expect(healthRecoveryMs).toBeLessThan(5000 + usualMs);

      // The tRPC door says the same, status and body.
      expect(duringOutage.record.status).toBe(503);
      expect(duringOutage.body).toMatchObject({
        error: { data: { httpStatus: 503, api: { code: 'UNAVAILABLE' } } },
      });

      // Nothing answers 500, no connection breaks, and every 5xx is the one 503 UNAVAILABLE.
      expect(result.records.filter((record) => record.outcome !== 'answered')).toEqual([]);
      const fiveHundreds = result.records.filter((record) => record.status >= 500);
      expect(fiveHundreds.filter((record) => record.status !== 503 || record.code !== 'UNAVAILABLE')).toEqual(
        [],
      );
      expect(fiveHundreds.length).toBeGreaterThan(0);
      // Once health is back, every call is answered as it would be without the outage.
      const afterRecovery = result.records.filter((record) => record.startedAt >= recovered!.endedAt);
      expect(afterRecovery.filter((record) => record.status >= 300)).toEqual([]);
      expect(result.journeysCompleted).toBeGreaterThan(0);

      expect(await missingWrites(database.url, result.writes)).toEqual([]);
    },
    size.seconds * 1000 + 120_000,
  );
});
