// Chat message delivery across two instances: a client posts through instance A at a steady 50 messages a
// second while a copywriter's live stream is held on instance B; each figure is the time from the moment the
// client sends a message to the moment it arrives on B's stream (HTTP POST, transaction, NOTIFY at commit,
// B's read of the message, the server-sent event). Both servers run as users start them, on one PostgreSQL.
// Bounded: 2 s of warm-up, then 1,000 messages over 20 s; loopback only.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../mikro-orm.config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { User } from '../src/server/db/entities/user.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { chatMessageOf, openSse, type SseStream } from '../test/helpers/sse-stream.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { makeTempDataDir, removeDataDir, type ServerProcess, withServer } from './server-process.ts';
import { summarize } from './stats.ts';

const RATE_PER_SECOND = 50;
const WARMUP_MESSAGES = 100;
const MEASURED_MESSAGES = 1000;
// After the last message is sent, how long a late one may take before it counts as lost.
const DRAIN_MS = 5000;
const PASSWORD = 'bench-chat-password';

async function post(url: string, cookie: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

async function login(server: ServerProcess, email: string): Promise<string> {
  const response = await post(`${server.url}/api/auth/login`, '', { email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`login on ${server.url} answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function seedAccounts(databaseUrl: string): Promise<{ client: string; writer: string }> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    const em = orm.em.fork();
    const passwordHash = await hashPassword(PASSWORD);
    const client = em.create(User, {
      name: 'Bench Client',
      email: 'bench-chat-client@example.com',
      passwordHash,
      role: 'client',
      profileImageUrl: null,
    });
    const writer = em.create(User, {
      name: 'Bench Writer',
      email: 'bench-chat-writer@example.com',
      passwordHash,
      role: 'copywriter',
      profileImageUrl: null,
    });
    em.create(CopywriterProfile, { user: writer, status: 'approved' });
    await em.flush();
    return { client: client.email, writer: writer.email };
  } finally {
    await orm.close();
  }
}

interface Round {
  latencies: number[];
  afterAnswer: number[];
  lost: number;
  failed: number;
  elapsedMs: number;
}

// Sends `count` messages at the fixed rate without waiting for answers (an open loop, as people type), and
// times each one's arrival on the stream.
async function sendAtRate(
  stream: SseStream,
  send: (content: string) => Promise<Response>,
  label: string,
  count: number,
): Promise<Round> {
  const from = stream.events.length;
  const arrivals = new Map<string, number>();
  const collectArrivals = () => {
    for (const event of stream.events.slice(from)) {
      const message = chatMessageOf(event);
      if (message?.content.startsWith(`${label} `)) arrivals.set(message.content, event.at);
    }
  };

  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  let failed = 0;
  const intervalMs = 1000 / RATE_PER_SECOND;
  const started = performance.now();
  const requests: Promise<void>[] = [];
  for (let n = 0; n < count; n += 1) {
    const due = started + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const content = `${label} ${n}`;
    sentAt.set(content, performance.now());
    requests.push(
      send(content).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) answeredAt.set(content, performance.now());
          else failed += 1;
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(requests);
  const deadline = performance.now() + DRAIN_MS;
  collectArrivals();
  while (arrivals.size < count - failed && performance.now() < deadline) {
    await sleep(20);
    collectArrivals();
  }

  const latencies: number[] = [];
  const afterAnswer: number[] = [];
  for (const [content, at] of arrivals) {
    latencies.push(at - sentAt.get(content)!);
    const answered = answeredAt.get(content);
    if (answered !== undefined) afterAnswer.push(Math.max(0, at - answered));
  }
  return {
    latencies,
    afterAnswer,
    lost: count - failed - arrivals.size,
    failed,
    elapsedMs: performance.now() - started,
  };
}

export const chatLatency: Benchmark = {
  name: 'chat-latency',
  async run({ log }) {
    const pgDir = await makeTempDataDir('chat-pg');
    const database = await startEmbeddedPostgres({ dataDir: pgDir, database: 'bench', persistent: false });
    // Both instances must read each other's session cookies, as behind a load balancer.
    const env = { DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex') };
    try {
      return await withServer({ label: 'chat-a', env }, (a) =>
        withServer({ label: 'chat-b', env }, async (b) => {
          const accounts = await seedAccounts(database.url);
          const clientCookie = await login(a, accounts.client);
          const writerCookie = await login(b, accounts.writer);

          const created = await post(`${a.url}/api/conversations`, clientCookie, { title: 'Bench' });
          const { id } = (await created.json()) as { id: number };
          const send = (content: string) =>
            post(`${a.url}/api/conversations/${id}/messages`, clientCookie, { content });
          await (await send('Hello')).arrayBuffer();
          // The copywriter answers through B, which makes the conversation theirs and the client's.
          await (
            await post(`${b.url}/api/conversations/${id}/messages`, writerCookie, { content: 'Hi' })
          ).arrayBuffer();

          const stream = await openSse(`${b.url}/trpc/chat.events?input=${encodeURIComponent('{}')}`, {
            cookie: writerCookie,
          });
          if (stream.status !== 200) throw new Error(`the stream on B answered ${stream.status}`);
          if (!(await stream.waitFor((event) => event.event === 'connected'))) {
            throw new Error('the stream on B never connected');
          }
          await sleep(200);

          try {
            const warmup = await sendAtRate(stream, send, 'warm-up', WARMUP_MESSAGES);
            log(`warm-up: ${warmup.latencies.length} of ${WARMUP_MESSAGES} delivered`);
            const round = await sendAtRate(stream, send, 'measured', MEASURED_MESSAGES);
            if (round.failed > 0) throw new Error(`${round.failed} of ${MEASURED_MESSAGES} posts failed`);
            if (round.lost > 0) {
              throw new Error(`${round.lost} of ${MEASURED_MESSAGES} messages never reached the stream on B`);
            }
            const total = summarize(round.latencies);
            const after = summarize(round.afterAnswer);
            const rate = (MEASURED_MESSAGES / round.elapsedMs) * 1000;
            log(
              `${total.count} messages at ${rate.toFixed(1)}/s through A, all delivered on B: ` +
                `p50 ${total.p50.toFixed(1)} ms, p90 ${total.p90.toFixed(1)} ms, p99 ${total.p99.toFixed(1)} ms, ` +
                `max ${total.max.toFixed(1)} ms (after A's answer: p50 ${after.p50.toFixed(1)} ms, ` +
                `p99 ${after.p99.toFixed(1)} ms)`,
            );
            // The issue sets no goal for delivery latency: the figures are reported for tracking.
            const at = `${RATE_PER_SECOND} msg/s, A to B`;
            const measurements: Measurement[] = [
              { name: `message delivery p50, ${at}`, value: total.p50, unit: 'ms', digits: 1 },
              { name: `message delivery p99, ${at}`, value: total.p99, unit: 'ms', digits: 1 },
              { name: `after A answered the sender, p50`, value: after.p50, unit: 'ms', digits: 1 },
              { name: `after A answered the sender, p99`, value: after.p99, unit: 'ms', digits: 1 },
            ];
            return measurements;
          } finally {
            stream.close();
            await stream.ended;
          }
        }),
      );
    } finally {
      await database.stop();
      await removeDataDir(pgDir);
    }
  },
};
