// Asks a server's /api/health again and again, from a thread of its own, and reports each answer's latency. A
// benchmark that also generates load runs this beside it: on the load generator's own event loop, a health
// answer that had arrived would wait behind the load's responses before it was timed, and the figure would
// include the generator's delays rather than only the server's.
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface PollerInput {
  url: string;
  everyMs: number;
}

/** One health check: when it was asked (ms since the epoch, comparable across threads) and how long it took. */
export interface HealthCheck {
  askedAt: number;
  latencyMs: number;
}

export interface HealthPoller {
  /** Stops asking and gives every check made. */
  stop(): Promise<HealthCheck[]>;
}

export function startHealthPoller(origin: string, everyMs: number): HealthPoller {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { url: `${origin}/api/health`, everyMs } satisfies PollerInput,
  });
  const checks = new Promise<HealthCheck[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await checks;
      await worker.terminate();
      return result;
    },
  };
}

async function poll({ url, everyMs }: PollerInput): Promise<void> {
  let stopping = false;
  parentPort!.once('message', () => {
    stopping = true;
  });
  const checks: HealthCheck[] = [];
  while (!stopping) {
    const askedAt = performance.timeOrigin + performance.now();
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
    checks.push({ askedAt, latencyMs: performance.now() - started });
    await sleep(everyMs);
  }
  parentPort!.postMessage(checks);
}

if (!isMainThread && parentPort) await poll(workerData as PollerInput);
