// SIGTERM to the server in the middle of the journey load: every request the server had taken gets its whole
// answer, the process exits 0, and every acknowledged write is in the database. After the stop, the users'
// new connections are refused (nothing listens any more), which the load generator counts apart from a request
// that was cut off or left unanswered. A request cut off on a kept-alive connection the server was closing is
// told apart by the server's log: if the server never logged it, it never had it.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyUnanswered } from '../../../test/helpers/load/accepted-requests.ts';
import { missingWrites } from '../../../test/helpers/load/acknowledged-writes.ts';
import { formatSummary, loadSize, runLoad } from '../../../test/helpers/load/load-run.ts';
import { makeCopywriters, startLoadServer } from '../../../test/helpers/load/load-server.ts';
import { type ServerProcess, stopServerProcess } from '../../../test/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

const size = loadSize();

let db: TestDatabase;
let server: ServerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  // At info, the server logs every request it reads, with the client's port.
  server = await startLoadServer(db.url, { LOG_LEVEL: 'info' });
}, 60_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await db?.drop();
});

describe('SIGTERM under load', () => {
  it(
    'answers every request it had taken, refuses only new connections, and exits 0',
    async () => {
      const copywriters = await makeCopywriters(db.orm.em, size.vus);
      const stopLoad = new AbortController();
      const load = runLoad({ baseUrl: server.url, ...size, copywriters, signal: stopLoad.signal });

      await new Promise((resolve) => setTimeout(resolve, (size.seconds * 1000) / 2));
      const exited = once(server.child, 'exit');
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      const [exitCode] = await exited;
      const exitedAt = performance.now();
      // A second of users finding nothing listening any more is enough to count their refusals.
      setTimeout(() => stopLoad.abort(), 1000);
      const result = await load;
      console.log(formatSummary('journey load with SIGTERM', result, size));

      const inFlight = result.records.filter(
        (record) => record.startedAt < signalledAt && record.endedAt > signalledAt,
      );
      const failed = result.records.filter((record) => record.outcome === 'failed');
      const refused = result.records.filter((record) => record.outcome === 'refused');
      const fiveHundreds = result.records.filter((record) => record.status >= 500);
      const { acceptedButUnanswered, answeredButNotLogged } = classifyUnanswered(
        result.records,
        server.output(),
      );
      console.log(
        `SIGTERM with ${inFlight.length} requests in flight; exit ${exitCode} after ` +
          `${(exitedAt - signalledAt).toFixed(0)} ms; ${acceptedButUnanswered.length} requests failed in flight, ` +
          `${failed.length - acceptedButUnanswered.length} cut off unread on a closing kept-alive connection, ` +
          `${fiveHundreds.length} answered 5xx, ${refused.length} new connections refused after the stop`,
      );

      expect(exitCode).toBe(0);
      expect(inFlight.length).toBeGreaterThan(0);
      expect(answeredButNotLogged).toBe(0);
      expect(acceptedButUnanswered).toEqual([]);
      // Only a call made after the stop can have found its connection closing under it.
      expect(failed.filter((record) => record.startedAt < signalledAt)).toEqual([]);
      expect(fiveHundreds).toEqual([]);
      expect(refused.filter((record) => record.startedAt < signalledAt)).toEqual([]);
      expect(refused.length).toBeGreaterThan(0);
      // Until the stop every call was answered 2xx; what the stop turned away was refused, never answered 4xx.
      expect(
        result.records.filter((record) => record.outcome === 'answered' && record.status >= 300),
      ).toEqual([]);
      expect(await missingWrites(db.url, result.writes)).toEqual([]);
    },
    size.seconds * 1000 + 120_000,
  );
});
