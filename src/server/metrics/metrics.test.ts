// GET /metrics as a scraper reads it: refused to anyone but this machine and the holder of METRICS_TOKEN,
// and figures that move with what the server does.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { startTestApp, stopTestApp } from '../../../test/helpers/test-app.ts';
import type { TestDatabase } from '../../../test/helpers/test-database.ts';
import { User } from '../db/entities/user.ts';
import { POOL_MAX } from '../db/pool-size.ts';
import { EMAIL_QUEUE } from '../queue/email-tasks.ts';
import { notify } from '../services/notify.ts';
import { isLoopback } from './metrics-access.ts';

const TOKEN = 'c0ffee5a1e7ab1e0c0ffee5a1e7ab1e0c0ffee5a1e7ab1e0';
const ELSEWHERE = '203.0.113.7';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await startTestApp({ trustProxy: true, metricsToken: TOKEN }));
});
afterAll(async () => stopTestApp(app, db));

const scrape = (options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...options });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return {
        name,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]),
        ),
        value: Number(value),
      };
    });
}

// The value of the one sample of `name` whose labels include `labels`; undefined when there is none.
async function figure(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  const found = samples(response.body).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}

const requestCount = async (labels: Record<string, string>) =>
  (await figure('humanise_http_request_duration_seconds_count', labels)) ?? 0;

describe('who may read /metrics', () => {
  it('refuses another machine without the token, as an address that does not exist', async () => {
    const response = await scrape({ remoteAddress: ELSEWHERE });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect(response.body).not.toContain('humanise_');
  });

  it('refuses a wrong token, or the token sent another way than as a bearer', async () => {
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const response = await scrape({ remoteAddress: ELSEWHERE, headers: { authorization } });
      expect(response.statusCode, authorization).toBe(404);
    }
  });

  it('answers another machine that sends the token', async () => {
    const response = await scrape({
      remoteAddress: ELSEWHERE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE humanise_http_request_duration_seconds histogram');
  });

  it('answers this machine without a token, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await scrape({ remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('goes by the socket, never by X-Forwarded-For, even when told to trust the proxy', async () => {
    const forged = await scrape({ remoteAddress: ELSEWHERE, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(404);
    // A proxy on this machine connects from loopback: what it relays is another machine's request.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await scrape({ remoteAddress: '127.0.0.1', headers: { [header]: '198.51.100.4' } });
      expect(relayed.statusCode, header).toBe(404);
    }
  });

  it('knows loopback addresses from others', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '::2', '1127.0.0.1', '', undefined].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('what /metrics holds', () => {
  it('counts requests by route pattern and status, never by the address asked for', async () => {
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const restJob = { method: 'GET', route: '/api/jobs/:id', status_code: '401' };
    const procedure = { method: 'GET', route: '/trpc/blog.categories', status_code: '200' };
    const batch = { method: 'GET', route: '/trpc/(batch)', status_code: '200' };
    const unmatched = { method: 'GET', route: '(unmatched)', status_code: '404' };
    const before = await Promise.all([health, restJob, procedure, batch, unmatched].map(requestCount));

    for (let i = 0; i < 3; i += 1) expect((await app.inject('/api/health')).statusCode).toBe(200);
    for (const id of [17, 18]) expect((await app.inject(`/api/jobs/${id}`)).statusCode).toBe(401);
    expect((await app.inject('/trpc/blog.categories')).statusCode).toBe(200);
    expect((await app.inject('/trpc/auth.session,blog.categories?batch=1&input={}')).statusCode).toBe(200);
    for (const path of ['/api/no/such/thing', `/api/${randomUUID()}`]) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }

    const after = await Promise.all([health, restJob, procedure, batch, unmatched].map(requestCount));
    expect(after.map((count, index) => count - before[index]!)).toEqual([3, 2, 1, 1, 2]);

    const text = (await scrape()).body;
    expect(text).not.toContain('/api/jobs/17');
    expect(text).not.toContain('/api/no/such/thing');
    expect(text).toMatch(
      /humanise_http_request_duration_seconds_bucket\{le="0.001",method="GET",route="\/api\/health"/,
    );
  });

  it("shows the database pool's connections", async () => {
    expect(await figure('humanise_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(await figure('humanise_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(await figure('humanise_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(await figure('humanise_db_pool_max_connections')).toBe(POOL_MAX);
  });

  it('shows the queue grow when a task is queued, and every queue at zero when empty', async () => {
    expect(await figure('humanise_queue_tasks', { queue: EMAIL_QUEUE, state: 'failed' })).toBe(0);
    const created = { queue: EMAIL_QUEUE, state: 'created' };
    const before = (await figure('humanise_queue_tasks', created)) ?? Number.NaN;

    // Queued to start in an hour, so that no worker takes it while the test reads.
    const boss = new PgBoss({ connectionString: db.url, max: 1, supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.send(EMAIL_QUEUE, { id: randomUUID() }, { startAfter: 3600 });
    } finally {
      await boss.stop({ graceful: false });
    }

    expect(await figure('humanise_queue_tasks', created)).toBe(before + 1);
  });

  it("shows the email outbox's emails by status", async () => {
    const total = async () => {
      const response = await scrape();
      return samples(response.body)
        .filter((sample) => sample.name === 'humanise_emails')
        .reduce((sum, sample) => sum + sample.value, 0);
    };
    const before = await total();
    const user = await createUser(db.orm.em);
    await db.orm.em.fork().transactional(async (em) => {
      const to = await em.findOneOrFail(User, user.id);
      await notify(em, {
        to,
        eventKey: `metrics:${randomUUID()}`,
        message: {
          kind: 'payment_receipt',
          paymentId: 1,
          description: 'A receipt',
          amountPence: 100,
          paidAt: new Date().toISOString(),
        },
      });
    });
    expect(await total()).toBe(before + 1);
    expect(await figure('humanise_emails', { status: 'failed', queued: 'true' })).toBe(0);
  });

  it('shows the live streams open', async () => {
    const user = await createUser(db.orm.em);
    const before = (await figure('humanise_live_streams')) ?? Number.NaN;
    const abort = new AbortController();
    await app.liveBus.subscribe(() => false, abort.signal, user.id);
    expect(await figure('humanise_live_streams')).toBe(before + 1);
    abort.abort();
    expect(await figure('humanise_live_streams')).toBe(before);
  });

  it("holds Node's own process figures", async () => {
    const text = (await scrape()).body;
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});
