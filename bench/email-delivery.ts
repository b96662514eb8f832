// Email through the outbox, with the server running as users start it (SMTP_URL at a sink in this process):
// - latency: notifications written one per transaction at a steady 20 a second, each timed from just before
//   its transaction starts to the moment the sink has parsed the email (commit, pg_notify, the server's relay
//   into pg-boss, a worker's render and SMTP send);
// - throughput: 1,000 notifications written at once (10 transactions of 100), from the first commit to the
//   1,000th arrival, beside nodemailer sending the same 1,000 rendered emails straight to the same sink (the
//   cost of the outbox and the queue over sending inline); every email must arrive, and none twice;
// - the answer time of POST /api/auth/forgot-password for an existing account and for an unknown email, which
//   must not tell them apart.
// Emails are matched by Message-ID, which the server makes from the outbox row's id and PUBLIC_URL's host.
// Bounded: 45 to 60 s, most of it the fixed-rate round and the padded password-reset answers; loopback only.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import { ormConfig } from '../mikro-orm.config.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { User } from '../src/server/db/entities/user.ts';
import { type Notice, notify, type Recipient } from '../src/server/services/notify.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { createSmtpSink, type SmtpSink } from '../test/helpers/smtp-sink.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { makeTempDataDir, removeDataDir, type ServerProcess, withServer } from './server-process.ts';
import { summarize } from './stats.ts';

const PUBLIC_URL = 'http://humanise.bench';
const MESSAGE_ID_DOMAIN = new URL(PUBLIC_URL).hostname;
const MAIL_FROM = 'Humanise AI <hello@humanise.bench>';

const RATE_PER_SECOND = 20;
const WARMUP_EMAILS = 20;
const MEASURED_EMAILS = 200;
const BURST_TRANSACTIONS = 10;
const BURST_PER_TRANSACTION = 100;
const BURST_EMAILS = BURST_TRANSACTIONS * BURST_PER_TRANSACTION;
// The server's workers: 3 fetches of up to 10 emails each, all in flight at once over a pool of 5 connections
// (src/server/queue/email-tasks.ts, src/server/email/mailer.ts). The direct baseline keeps as many in flight.
const DIRECT_CONCURRENCY = 30;
const DIRECT_WARMUP_EMAILS = 30;
// Alternating known and unknown: 15 of each, plus one of each to warm up. Every known request goes to its own
// account (past 5 an hour per email, a known email is answered without the work, like an unknown one), and the
// 32 requests stay well under the 100 per address per 15 minutes that would answer 429.
const RESET_PAIRS = 15;
const RESET_WARMUP_PAIRS = 1;
// After the last email is written, how long a late one may take before it counts as lost: on a loaded machine
// the burst alone has taken 13 s, and an email refused once waits MAIL_RETRY_DELAY_SECONDS (10) to be retried.
const DRAIN_MS = 30_000;
const PASSWORD = 'bench-email-password';

interface Arrivals {
  // The first arrival of each Message-ID, in performance.now() time, and how many copies came.
  first: Map<string, number>;
  copies: Map<string, number>;
}

// The sink keeps what it parsed but not when: each push onto its list is stamped here, the moment it happens,
// so that a figure does not depend on how often the bench looks.
function stampArrivals(sink: SmtpSink): Arrivals {
  const arrivals: Arrivals = { first: new Map(), copies: new Map() };
  const push = sink.received.push.bind(sink.received);
  sink.received.push = (...emails) => {
    const at = performance.now();
    for (const email of emails) {
      const id = email.messageId ?? '';
      if (!arrivals.first.has(id)) arrivals.first.set(id, at);
      arrivals.copies.set(id, (arrivals.copies.get(id) ?? 0) + 1);
    }
    return push(...emails);
  };
  return arrivals;
}

function messageIdOf(rowId: string): string {
  return `<${rowId}@${MESSAGE_ID_DOMAIN}>`;
}

// MikroORM's execute() spreads an array binding into a list of values; uuids need no quoting in an array literal.
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

function rowIdOf(messageId: string): string {
  return messageId.slice(1, messageId.indexOf('@'));
}

// The outbox rows and queue tasks of emails that did not arrive, grouped by state.
function outboxState(orm: MikroORM): (missingMessageIds: string[]) => Promise<string> {
  return async (missingMessageIds) => {
    const ids = missingMessageIds.map(rowIdOf);
    const em = orm.em.fork();
    const rows = await em.execute<
      { status: string; queued: boolean; attempts: number; last_error: string | null; n: number }[]
    >(
      `select status, queued_at is not null as queued, attempts, last_error, count(*)::int as n
       from emails where id = any(?::uuid[]) group by 1, 2, 3, 4 order by n desc`,
      [uuidArray(ids)],
    );
    const tasks = await em.execute<{ state: string; retry_count: number; n: number }[]>(
      `select state, retry_count, count(*)::int as n from pgboss.job
       where name = 'email-send' and data->>'id' = any(?::text[]) group by 1, 2 order by n desc`,
      [uuidArray(ids)],
    );
    return [
      ...rows.map(
        (row) =>
          `  outbox: ${row.n} ${row.status}, queued ${row.queued}, ${row.attempts} attempt(s)` +
          (row.last_error ? `, last error: ${row.last_error}` : ''),
      ),
      ...tasks.map((task) => `  pg-boss: ${task.n} ${task.state}, retry count ${task.retry_count}`),
    ].join('\n');
  };
}

// `explain` says where the missing emails are, for the error: a lost email is a broken product.
async function waitForArrivals(
  arrivals: Arrivals,
  messageIds: readonly string[],
  what: string,
  explain?: (missingMessageIds: string[]) => Promise<string>,
): Promise<void> {
  const deadline = performance.now() + DRAIN_MS;
  for (;;) {
    const missing = messageIds.filter((id) => !arrivals.first.has(id));
    if (missing.length === 0) break;
    if (performance.now() > deadline) {
      const where = explain ? `\n${await explain(missing)}` : '';
      throw new Error(
        `${missing.length} of ${messageIds.length} ${what} emails never reached the SMTP sink within ` +
          `${DRAIN_MS / 1000} s${where}`,
      );
    }
    await sleep(10);
  }
  // A copy that comes later still is caught by the check across every round at the end.
  assertOnce(arrivals, messageIds, what);
}

function assertOnce(arrivals: Arrivals, messageIds: readonly string[], what: string): void {
  const repeated = messageIds.filter((id) => (arrivals.copies.get(id) ?? 0) > 1).length;
  if (repeated > 0)
    throw new Error(`${repeated} of ${messageIds.length} ${what} emails arrived more than once`);
}

function receipt(to: Recipient, eventKey: string, paymentId: number): Notice {
  return {
    to,
    eventKey,
    message: {
      kind: 'payment_receipt',
      paymentId,
      description: `Bench receipt ${paymentId}`,
      amountPence: 1000 + paymentId,
      paidAt: new Date().toISOString(),
    },
  };
}

// The outbox rows' ids, which notify() does not return, by the event keys the bench gave them.
async function rowIdsByEventKey(orm: MikroORM, prefix: string): Promise<Map<string, string>> {
  const rows = await orm.em
    .fork()
    .execute<{ id: string; event_key: string }[]>('select id, event_key from emails where event_key like ?', [
      `${prefix}%`,
    ]);
  return new Map(rows.map((row) => [row.event_key, row.id]));
}

interface Seeded {
  recipient: Recipient;
  knownEmails: string[];
}

async function seed(orm: MikroORM): Promise<Seeded> {
  const em = orm.em.fork();
  const passwordHash = await hashPassword(PASSWORD);
  const client = em.create(User, {
    name: 'Bench Receipts',
    email: 'bench-receipts@example.com',
    passwordHash,
    role: 'client',
    profileImageUrl: null,
  });
  const knownEmails = Array.from(
    { length: RESET_PAIRS + RESET_WARMUP_PAIRS },
    (_, n) => `bench-known-${n}@example.com`,
  );
  for (const [n, email] of knownEmails.entries()) {
    em.create(User, { name: `Bench Known ${n}`, email, passwordHash, role: 'client', profileImageUrl: null });
  }
  await em.flush();
  // A plain copy: notify() reads these fields only, and each transaction need not load the user again.
  const recipient: Recipient = {
    id: client.id,
    email: client.email,
    name: client.name,
    spelling: client.spelling,
    emailQuotes: client.emailQuotes,
    emailMessages: client.emailMessages,
    emailDelivery: client.emailDelivery,
    emailRatings: client.emailRatings,
  };
  return { recipient, knownEmails };
}

interface LatencyRound {
  // From just before the transaction started, and from just after its commit resolved.
  fromStart: number[];
  fromCommit: number[];
  rate: number;
  stages: Stages;
}

// Where each email's time went, from the outbox's and pg-boss's timestamps beside the bench's: the bench's
// transaction; its commit to the relay's transaction (NOTIFY, LISTEN); the relay to a worker's fetch (the job's
// insert and commit, pg-boss's NOTIFY, the fetch); the fetch to the sink (load, render, SMTP, the sink's parse).
interface Stages {
  transaction: number[];
  toRelay: number[];
  toFetch: number[];
  toSink: number[];
}

async function stagesOf(
  orm: MikroORM,
  prefix: string,
  startedAt: Map<string, number>,
  committedAt: Map<string, number>,
  arrivedAt: (rowId: string) => number,
): Promise<Stages> {
  // Epoch milliseconds, as PostgreSQL's clock (the same machine's) gives them.
  const rows = await orm.em
    .fork()
    .execute<{ id: string; event_key: string; queued: number; started: number }[]>(
      `select e.id, e.event_key, extract(epoch from e.queued_at) * 1000 as queued,
            extract(epoch from j.started_on) * 1000 as started
     from emails e join pgboss.job j on j.name = 'email-send' and j.data->>'id' = e.id::text
     where e.event_key like ?`,
      [`${prefix}%`],
    );
  const epoch = (at: number) => performance.timeOrigin + at;
  const stages: Stages = { transaction: [], toRelay: [], toFetch: [], toSink: [] };
  for (const row of rows) {
    const committed = committedAt.get(row.event_key)!;
    stages.transaction.push(committed - startedAt.get(row.event_key)!);
    stages.toRelay.push(Number(row.queued) - epoch(committed));
    stages.toFetch.push(Number(row.started) - Number(row.queued));
    stages.toSink.push(epoch(arrivedAt(row.id)) - Number(row.started));
  }
  return stages;
}

function describeStages(stages: Stages): string {
  const part = (label: string, samples: number[]) => {
    const summary = summarize(samples);
    return `${label} ${summary.p50.toFixed(1)}/${summary.p99.toFixed(1)}`;
  };
  return [
    part('transaction', stages.transaction),
    part('commit to relay', stages.toRelay),
    part('relay to worker fetch', stages.toFetch),
    part('fetch to sink', stages.toSink),
  ].join(', ');
}

// Writes `count` notifications at the fixed rate, one per transaction, without waiting for one to commit
// before starting the next (an open loop, as the product's requests write them), and times each one's arrival.
async function notifyAtRate(
  orm: MikroORM,
  arrivals: Arrivals,
  recipient: Recipient,
  label: string,
  count: number,
): Promise<LatencyRound> {
  const prefix = `bench-latency:${label}:`;
  const startedAt = new Map<string, number>();
  const committedAt = new Map<string, number>();
  const intervalMs = 1000 / RATE_PER_SECOND;
  const started = performance.now();
  const writes: Promise<void>[] = [];
  for (let n = 0; n < count; n += 1) {
    const due = started + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const eventKey = `${prefix}${n}`;
    const paymentId = (label === 'warm-up' ? 100_000 : 200_000) + n;
    startedAt.set(eventKey, performance.now());
    writes.push(
      orm.em
        .fork()
        .transactional((tx) => notify(tx, receipt(recipient, eventKey, paymentId)))
        .then(() => {
          committedAt.set(eventKey, performance.now());
        }),
    );
  }
  await Promise.all(writes);
  const rate = (count / (performance.now() - started)) * 1000;

  const rowIds = await rowIdsByEventKey(orm, prefix);
  if (rowIds.size !== count)
    throw new Error(`${count} ${label} notifications wrote ${rowIds.size} outbox rows`);
  await waitForArrivals(
    arrivals,
    [...rowIds.values()].map((id) => messageIdOf(id)),
    label,
    outboxState(orm),
  );
  const arrivedAt = (rowId: string) => arrivals.first.get(messageIdOf(rowId))!;
  const fromStart: number[] = [];
  const fromCommit: number[] = [];
  for (const [eventKey, rowId] of rowIds) {
    fromStart.push(arrivedAt(rowId) - startedAt.get(eventKey)!);
    fromCommit.push(arrivedAt(rowId) - committedAt.get(eventKey)!);
  }
  const stages = await stagesOf(orm, prefix, startedAt, committedAt, arrivedAt);
  return { fromStart, fromCommit, rate, stages };
}

interface BurstRound {
  rowIds: string[];
  emailsPerSecond: number;
  writeMs: number;
  spanMs: number;
  // From the first commit: the relay had queued every email, and the first one arrived.
  relayedMs: number;
  relayTransactions: number;
  firstArrivalMs: number;
}

async function notifyBurst(orm: MikroORM, arrivals: Arrivals, recipient: Recipient): Promise<BurstRound> {
  const prefix = 'bench-burst:';
  const commits: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BURST_TRANSACTIONS }, (_, batch) =>
      orm.em
        .fork()
        .transactional((tx) =>
          notify(
            tx,
            Array.from({ length: BURST_PER_TRANSACTION }, (_, index) => {
              const n = batch * BURST_PER_TRANSACTION + index;
              return receipt(recipient, `${prefix}${n}`, 300_000 + n);
            }),
          ),
        )
        .then(() => {
          commits.push(performance.now());
        }),
    ),
  );
  const writeMs = performance.now() - started;
  const firstCommit = Math.min(...commits);

  const rowIds = [...(await rowIdsByEventKey(orm, prefix)).values()];
  if (rowIds.length !== BURST_EMAILS) {
    throw new Error(`${BURST_EMAILS} notifications wrote ${rowIds.length} outbox rows`);
  }
  const messageIds = rowIds.map((id) => messageIdOf(id));
  await waitForArrivals(arrivals, messageIds, 'burst', outboxState(orm));
  const arrived = messageIds.map((id) => arrivals.first.get(id)!);
  const spanMs = Math.max(...arrived) - firstCommit;
  const [relay] = await orm.em.fork().execute<{ last: number; transactions: number }[]>(
    `select extract(epoch from max(queued_at)) * 1000 as last, count(distinct queued_at)::int as transactions
       from emails where event_key like ?`,
    [`${prefix}%`],
  );
  return {
    rowIds,
    emailsPerSecond: (BURST_EMAILS / spanMs) * 1000,
    writeMs,
    spanMs,
    relayedMs: Number(relay!.last) - (performance.timeOrigin + firstCommit),
    relayTransactions: relay!.transactions,
    firstArrivalMs: Math.min(...arrived) - firstCommit,
  };
}

interface RenderedRow {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
}

// The baseline: the emails the server rendered, sent straight from this process with the transport the server
// uses (pooled, 5 connections) and as many in flight as the server's workers keep.
async function sendDirect(
  orm: MikroORM,
  sink: SmtpSink,
  arrivals: Arrivals,
  rowIds: string[],
): Promise<number> {
  const rows = await orm.em
    .fork()
    .execute<RenderedRow[]>(
      'select id, to_address, subject, html, text, headers from emails where id = any(?::uuid[])',
      [uuidArray(rowIds)],
    );
  if (rows.length !== rowIds.length || rows.some((row) => row.subject === null || row.html === null)) {
    throw new Error('the sent emails are not all rendered in the outbox');
  }
  const transport = nodemailer.createTransport({
    url: sink.url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const send = (row: RenderedRow, messageId: string) =>
    transport.sendMail({
      from: MAIL_FROM,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers ?? {},
      messageId,
    });
  const sendAll = async (messages: { row: RenderedRow; messageId: string }[]) => {
    let next = 0;
    const worker = async () => {
      while (next < messages.length) {
        const message = messages[next]!;
        next += 1;
        await send(message.row, message.messageId);
      }
    };
    await Promise.all(Array.from({ length: DIRECT_CONCURRENCY }, worker));
  };
  try {
    // Opens the pool's connections, as the server's were by the latency round.
    await sendAll(
      rows
        .slice(0, DIRECT_WARMUP_EMAILS)
        .map((row) => ({ row, messageId: `<direct-warm-up-${row.id}@bench>` })),
    );
    const messages = rows.map((row) => ({ row, messageId: `<direct-${row.id}@bench>` }));
    const started = performance.now();
    await sendAll(messages);
    const messageIds = messages.map((message) => message.messageId);
    await waitForArrivals(arrivals, messageIds, 'direct');
    const lastArrival = Math.max(...messageIds.map((id) => arrivals.first.get(id)!));
    return (rows.length / (lastArrival - started)) * 1000;
  } finally {
    transport.close();
  }
}

interface ResetRound {
  known: number[];
  unknown: number[];
}

async function forgotPassword(server: ServerProcess, email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`forgot-password for ${email} answered ${response.status}`);
  return elapsed;
}

// One request at a time, known and unknown in turn, so that both meet the same server and database load.
async function resetAnswerTimes(server: ServerProcess, knownEmails: string[]): Promise<ResetRound> {
  const known: number[] = [];
  const unknown: number[] = [];
  const run = randomBytes(4).toString('hex');
  for (let n = 0; n < RESET_WARMUP_PAIRS + RESET_PAIRS; n += 1) {
    const knownMs = await forgotPassword(server, knownEmails[n]!);
    const unknownMs = await forgotPassword(server, `bench-unknown-${run}-${n}@example.com`);
    if (n < RESET_WARMUP_PAIRS) continue;
    known.push(knownMs);
    unknown.push(unknownMs);
  }
  return { known, unknown };
}

export const emailDelivery: Benchmark = {
  name: 'email-delivery',
  async run({ log }) {
    const sink = await createSmtpSink();
    await sink.start();
    const arrivals = stampArrivals(sink);
    const pgDir = await makeTempDataDir('email-pg');
    const database = await startEmbeddedPostgres({ dataDir: pgDir, database: 'bench', persistent: false });
    const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, MAIL_FROM, PUBLIC_URL };
    try {
      return await withServer({ label: 'email', env }, async (server) => {
        // The server has migrated the database by the time it is healthy.
        const orm = await MikroORM.init(ormConfig(database.url));
        try {
          const { recipient, knownEmails } = await seed(orm);
          // The server, its PostgreSQL and the sink share this machine's CPUs with whatever else runs.
          log(`${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start`);

          const warmup = await notifyAtRate(orm, arrivals, recipient, 'warm-up', WARMUP_EMAILS);
          log(`warm-up: ${warmup.fromStart.length} of ${WARMUP_EMAILS} delivered`);
          const round = await notifyAtRate(orm, arrivals, recipient, 'measured', MEASURED_EMAILS);
          const fromStart = summarize(round.fromStart);
          const fromCommit = summarize(round.fromCommit);
          log(
            `${MEASURED_EMAILS} notifications at ${round.rate.toFixed(1)}/s, one per transaction, all delivered ` +
              `once; timed from just before each transaction began: p50 ${fromStart.p50.toFixed(1)} ms, ` +
              `p90 ${fromStart.p90.toFixed(1)} ms, p99 ${fromStart.p99.toFixed(1)} ms, ` +
              `max ${fromStart.max.toFixed(1)} ms (from the commit: p50 ${fromCommit.p50.toFixed(1)} ms, ` +
              `p99 ${fromCommit.p99.toFixed(1)} ms)`,
          );
          log(`  where it went, p50/p99 ms: ${describeStages(round.stages)}`);

          const burst = await notifyBurst(orm, arrivals, recipient);
          log(
            `${BURST_EMAILS} notifications in ${BURST_TRANSACTIONS} concurrent transactions (written in ` +
              `${burst.writeMs.toFixed(0)} ms): the last arrived ${burst.spanMs.toFixed(0)} ms after the first ` +
              `commit, ${burst.emailsPerSecond.toFixed(0)} emails/s, each once; the relay had queued them all ` +
              `${burst.relayedMs.toFixed(0)} ms after the first commit (${burst.relayTransactions} relay ` +
              `transactions), the first arrived after ${burst.firstArrivalMs.toFixed(0)} ms`,
          );
          const directPerSecond = await sendDirect(orm, sink, arrivals, burst.rowIds);
          const ratio = burst.emailsPerSecond / directPerSecond;
          log(
            `the same ${BURST_EMAILS} rendered emails sent directly by nodemailer (pool of 5, ` +
              `${DIRECT_CONCURRENCY} in flight): ${directPerSecond.toFixed(0)} emails/s; ` +
              `outbox + queue / direct = ${ratio.toFixed(2)}`,
          );

          log(`load average ${loadavg()[0]!.toFixed(1)} after the throughput rounds`);
          const resets = await resetAnswerTimes(server, knownEmails);
          // The known requests did the work (a token, an email): each of those accounts got its link.
          for (const email of knownEmails) {
            const got = await sink.waitFor((received) => received.to.includes(email), 1, DRAIN_MS);
            if (got.length !== 1) throw new Error(`${email} got ${got.length} password reset emails, not 1`);
          }
          const known = summarize(resets.known);
          const unknown = summarize(resets.unknown);
          const difference = known.p50 - unknown.p50;
          log(
            `forgot-password, ${RESET_PAIRS} each in turn: known p50 ${known.p50.toFixed(1)} ms ` +
              `(${known.min.toFixed(1)}..${known.max.toFixed(1)}), unknown p50 ${unknown.p50.toFixed(1)} ms ` +
              `(${unknown.min.toFixed(1)}..${unknown.max.toFixed(1)}); known - unknown ${difference.toFixed(1)} ms; ` +
              `every known account got its email`,
          );

          // Nothing arrived twice in any round, including after the rounds that were checked early.
          assertOnce(arrivals, [...arrivals.copies.keys()], 'bench');

          const measurements: Measurement[] = [
            {
              name: `notify to SMTP p50, ${RATE_PER_SECOND}/s, from before the transaction`,
              value: fromStart.p50,
              unit: 'ms',
              digits: 1,
              goal: { below: 100 },
            },
            {
              name: `notify to SMTP p99, ${RATE_PER_SECOND}/s, from before the transaction`,
              value: fromStart.p99,
              unit: 'ms',
              digits: 1,
              goal: { below: 500 },
            },
            {
              name: `outbox + queue, ${BURST_EMAILS} at once`,
              value: burst.emailsPerSecond,
              unit: 'emails/s',
              goal: { atLeast: 100 },
            },
            { name: 'direct nodemailer send (baseline)', value: directPerSecond, unit: 'emails/s' },
            { name: 'outbox + queue / direct', value: ratio, unit: 'x', digits: 2 },
            { name: 'forgot-password p50, known email', value: known.p50, unit: 'ms', digits: 1 },
            {
              name: 'forgot-password p50, unknown email',
              value: unknown.p50,
              unit: 'ms',
              digits: 1,
            },
            {
              name: 'forgot-password |known - unknown|',
              value: Math.abs(difference),
              unit: 'ms',
              digits: 1,
              goal: { below: 20 },
            },
          ];
          return measurements;
        } finally {
          await orm.close();
        }
      });
    } finally {
      await database.stop();
      await removeDataDir(pgDir);
      await sink.stop();
    }
  },
};
