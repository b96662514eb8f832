// How long a restart keeps users waiting: from spawning the server on an existing data dir to its first
// healthy answer. The first start on a new data dir (initdb, migrations) happens once per install and is
// reported apart, without a goal.
import type { Benchmark } from './benchmark.ts';
import { makeTempDataDir, removeDataDir, startServer } from './server-process.ts';
import { median } from './stats.ts';

const RUNS = 5;
const GOAL_SECONDS = 3;

export const startToHealthy: Benchmark = {
  name: 'start-to-healthy',
  async run({ log }) {
    const dataDir = await makeTempDataDir('start');
    try {
      const first = await startServer({ dataDir });
      await first.stop();
      log(`first start on a new data dir: ${first.spawnToHealthyMs.toFixed(0)} ms`);

      const times: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const server = await startServer({ dataDir });
        // Stopped before the next start, so that each start finds the data dir as a restart would.
        await server.stop();
        times.push(server.spawnToHealthyMs);
        log(`start ${run} on the existing data dir: ${server.spawnToHealthyMs.toFixed(0)} ms`);
      }

      return [
        { name: 'first start on a new data dir', value: first.spawnToHealthyMs / 1000, unit: 's', digits: 2 },
        {
          name: `start to healthy, median of ${RUNS}`,
          value: median(times) / 1000,
          unit: 's',
          digits: 2,
          goal: { below: GOAL_SECONDS },
        },
        {
          name: `start to healthy, max of ${RUNS}`,
          value: Math.max(...times) / 1000,
          unit: 's',
          digits: 2,
          goal: { below: GOAL_SECONDS },
        },
      ];
    } finally {
      await removeDataDir(dataDir);
    }
  },
};
