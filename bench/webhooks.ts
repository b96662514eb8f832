// Webhooks through their outbox (docs/decisions/0048), with the server running as users start it and a
// receiver in this process answering 200:
// - latency: events written one per transaction at a steady 20 a second to one endpoint, each timed from its
//   commit to the receiver's arrival (pg_notify, the relay into pg-boss, a worker's signed POST);
// - throughput: 1,000 events written at once (10 transactions of 100) to one endpoint, in order, from the
//   first commit to the 1,000th arrival. Every event must arrive once; a lost one is a broken product.
// The server runs with NODE_ENV=development: production refuses a loopback receiver, as it must.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../mikro-orm.config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { User } from '../src/server/db/entities/user.ts';
import { WebhookEndpoint } from '../src/server/db/entities/webhook.ts';
import { recordWebhookEvent } from '../src/server/services/webhook-events.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { makeTempDataDir, removeDataDir, withServer } from './server-process.ts';
import { summarize } from './stats.ts';

const RATE_PER_SECOND = 20;
const WARMUP_EVENTS = 20;
const MEASURED_EVENTS = 200;
const BURST_TRANSACTIONS = 10;
const BURST_PER_TRANSACTION = 100;
const BURST_EVENTS = BURST_TRANSACTIONS * BURST_PER_TRANSACTION;
const DRAIN_MS = 60_000;

interface Receiver {
  url: string;
  // performance.now() of each webhook-id's first arrival, and how many came.
  first: Map<string, number>;
  copies: Map<string, number>;
  order: string[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const first = new Map<string, number>();
  const copies = new Map<string, number>();
  const order: string[] = [];
  const server = createServer((req, res) => {
    const at = performance.now();
    const id = String(req.headers['webhook-id']);
    req.resume();
    req.on('end', () => {
      if (!first.has(id)) first.set(id, at);
      copies.set(id, (copies.get(id) ?? 0) + 1);
      order.push(id);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    first,
    copies,
    order,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(receiver: Receiver, ids: readonly string[], what: string): Promise<void> {
  const end = Date.now() + DRAIN_MS;
  while (ids.some((id) => !receiver.first.has(id))) {
    if (Date.now() > end) {
      const missing = ids.filter((id) => !receiver.first.has(id)).length;
      throw new Error(
        `${what}: ${missing} of ${ids.length} webhooks did not arrive within ${DRAIN_MS / 1000} s`,
      );
    }
    await sleep(20);
  }
}

async function writeEvents(orm: MikroORM, userId: number, count: number): Promise<string[]> {
  const run = randomBytes(4).toString('hex');
  return orm.em.fork().transactional(async (tx) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const [id] = await recordWebhookEvent(tx, {
        type: 'job.delivered',
        eventKey: `bench:${run}:${n}`,
        data: { jobId: n, status: 'completed' },
        audience: [userId],
      });
      ids.push(`msg_${id}`);
    }
    return ids;
  });
}

async function atRate(orm: MikroORM, receiver: Receiver, userId: number, count: number) {
  const committedAt = new Map<string, number>();
  const started = performance.now();
  for (let n = 0; n < count; n += 1) {
    const due = started + (n * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const [id] = await writeEvents(orm, userId, 1);
    committedAt.set(id!, performance.now());
  }
  const rate = count / ((performance.now() - started) / 1000);
  const ids = [...committedAt.keys()];
  await waitFor(receiver, ids, 'steady rate');
  return { rate, latencies: ids.map((id) => receiver.first.get(id)! - committedAt.get(id)!) };
}

export const webhooks: Benchmark = {
  name: 'webhooks',
  async run({ log }) {
    const receiver = await startReceiver();
    const pgDir = await makeTempDataDir('webhooks-pg');
    const database = await startEmbeddedPostgres({ dataDir: pgDir, database: 'bench', persistent: false });
    try {
      return await withServer(
        { label: 'webhooks', env: { DATABASE_URL: database.url, NODE_ENV: 'development' } },
        async () => {
          const orm = await MikroORM.init(ormConfig(database.url));
          try {
            const em = orm.em.fork();
            const user = em.create(User, {
              name: 'Bench client',
              email: `bench-${randomBytes(4).toString('hex')}@example.com`,
              passwordHash: 'not used',
              role: 'client',
            } as never);
            await em.flush();
            em.create(WebhookEndpoint, {
              user,
              url: receiver.url,
              events: ['job.delivered'],
              secret: `whsec_${randomBytes(32).toString('base64')}`,
            });
            await em.flush();

            await atRate(orm, receiver, user.id, WARMUP_EVENTS);
            const round = await atRate(orm, receiver, user.id, MEASURED_EVENTS);
            const latency = summarize(round.latencies);
            log(
              `${MEASURED_EVENTS} events at ${round.rate.toFixed(1)}/s, one per transaction, commit to receiver: ` +
                `p50 ${latency.p50.toFixed(1)} ms, p90 ${latency.p90.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, ` +
                `max ${latency.max.toFixed(1)} ms`,
            );

            const burstStart = performance.now();
            const batches = await Promise.all(
              Array.from({ length: BURST_TRANSACTIONS }, () =>
                writeEvents(orm, user.id, BURST_PER_TRANSACTION),
              ),
            );
            const burstIds = batches.flat();
            await waitFor(receiver, burstIds, 'burst');
            const spanMs = Math.max(...burstIds.map((id) => receiver.first.get(id)!)) - burstStart;
            const twice = [...receiver.copies.values()].filter((copies) => copies > 1).length;
            if (twice > 0) throw new Error(`${twice} webhooks arrived more than once`);
            // In order: each transaction's events arrive in the order they were written.
            const position = new Map(receiver.order.map((id, index) => [id, index]));
            const outOfOrder = batches.filter((ids) =>
              ids.some((id, index) => index > 0 && position.get(id)! < position.get(ids[index - 1]!)!),
            ).length;
            if (outOfOrder > 0) throw new Error(`${outOfOrder} transactions' webhooks arrived out of order`);
            log(
              `${BURST_EVENTS} events at once to one endpoint: all arrived once, in order, in ${spanMs.toFixed(0)} ms`,
            );

            const measurements: Measurement[] = [
              { name: 'commit to receiver, p50', value: latency.p50, unit: 'ms', digits: 1 },
              {
                name: 'commit to receiver, p99 (20/s)',
                value: latency.p99,
                unit: 'ms',
                digits: 1,
                goal: { below: 1000 },
              },
              {
                name: `${BURST_EVENTS} events at once, all delivered`,
                value: spanMs / 1000,
                unit: 's',
                digits: 1,
                goal: { below: 30 },
              },
            ];
            return measurements;
          } finally {
            await orm.close();
          }
        },
      );
    } finally {
      await receiver.close();
      await database.stop();
      await removeDataDir(pgDir);
    }
  },
};
