// GET /metrics: this instance's figures in Prometheus's text format, for whoever runs it. Request latency by
// route and status, the database pool, the queue and the email outbox as PostgreSQL holds them at the moment
// of the scrape, the live streams open, and Node's own process figures.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { EMAIL_STATUSES } from '../db/entities/outbox-email.ts';
import { appRouter } from '../routers/_app.ts';
import { LatencyHistogram, type LatencyObserver } from './latency-histogram.ts';
import { metricsAccess } from './metrics-access.ts';
import { createRouteLabeller } from './route-label.ts';

export interface MetricsOptions {
  orm: MikroORM;
  // METRICS_TOKEN: a scraper on another machine sends it as a bearer token.
  token: string | undefined;
  // How many live streams (chat and notifications) this instance holds open.
  liveStreams: () => number;
  // The API requests under way and waiting their turn (http/admission.ts).
  apiRequests: () => { active: number; waiting: number };
}

// Node's own figures belong to the process, whichever of its apps (tests build several) is scraped.
let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

// Most answers take a few milliseconds; a live stream's whole life lands in +Inf.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'];
const METHOD_INDEX = new Map(METHODS.map((method, index) => [method, index]));
const OTHER_METHOD = METHODS.length - 1;
const TASK_STATES = ['created', 'retry', 'active', 'failed'] as const;
// How long a scrape waits for the database. The pool's figures are answered either way, which matters most
// when the pool is what is exhausted.
const QUERY_TIMEOUT_MS = 1000;
const ROUTE_LABEL = Symbol('metrics route label');

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  const labeller = createRouteLabeller(appRouter);
  const mayRead = metricsAccess(options.token);

  const requestDuration = new LatencyHistogram(
    'humanise_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status code',
    LATENCY_BUCKETS,
  );
  registry.registerMetric(requestDuration.asMetric());
  // One series per route, method and status, kept: no request after the first of its kind builds labels.
  const observers = new Map<string, Map<number, LatencyObserver>>();
  const observerFor = (route: string, method: string, status: number): LatencyObserver => {
    let ofRoute = observers.get(route);
    if (!ofRoute) {
      ofRoute = new Map();
      observers.set(route, ofRoute);
    }
    const methodIndex = METHOD_INDEX.get(method) ?? OTHER_METHOD;
    const key = status * METHODS.length + methodIndex;
    let observer = ofRoute.get(key);
    if (!observer) {
      observer = requestDuration.series({
        method: METHODS[methodIndex]!,
        route,
        status_code: String(status),
      });
      ofRoute.set(key, observer);
    }
    return observer;
  };

  // Each route's label is worked out once, as it is registered; only the catch-all /trpc/:path is labelled per
  // request. Registered before any route, so that every route has one.
  app.addHook('onRoute', (route) => {
    const label = labeller.ofRoute(route);
    if (label !== undefined) {
      route.config = { ...route.config, [ROUTE_LABEL]: label } as typeof route.config;
    }
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions;
    const label =
      (route.config as { [ROUTE_LABEL]?: string } | undefined)?.[ROUTE_LABEL] ??
      labeller.ofRequest(route.url, request.params);
    observerFor(label, request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });

  // Read as the scrape begins, before its own queries below take connections from the pool.
  const poolConnections = new Gauge({
    name: 'humanise_db_pool_connections',
    help: "The database pool's connections: open (total), of which idle, and queries waiting for one (waiting)",
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const poolMax = new Gauge({
    name: 'humanise_db_pool_max_connections',
    help: 'The most connections the database pool opens',
    registers: [registry],
  });
  const readPool = async () => {
    const pool = await options.orm.em.getConnection().getNativeClient();
    poolConnections.set({ state: 'total' }, pool.totalCount);
    poolConnections.set({ state: 'idle' }, pool.idleCount);
    poolConnections.set({ state: 'waiting' }, pool.waitingCount);
    if (pool.options.max !== undefined) poolMax.set(pool.options.max);
  };

  const failing = new Set<string>();
  // A figure read from the database at scrape time: left out of a scrape it could not be read for (rather
  // than shown stale), with one warning per run of failures.
  const read = async <T>(what: string, sql: string): Promise<T[] | undefined> => {
    try {
      const rows = await withTimeout(
        options.orm.em.getConnection().execute<T[]>(sql),
        QUERY_TIMEOUT_MS,
        `no answer within ${QUERY_TIMEOUT_MS} ms`,
      );
      failing.delete(what);
      return rows;
    } catch (error) {
      if (!failing.has(what)) app.log.warn({ err: error }, `metrics: could not read ${what}`);
      failing.add(what);
      return undefined;
    }
  };

  // pg-boss's unfinished tasks, and those that failed for good (docs/decisions/0007), counted in its job table
  // through the partial index it keeps on exactly these states; every queue is listed, at zero when empty.
  new Gauge({
    name: 'humanise_queue_tasks',
    help: 'Tasks of each pg-boss queue by state: created (waiting), retry (waiting to be tried again), active, failed',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read<{ queue: string; state: string | null; n: number }>(
        'the queue',
        `select name as queue, null as state, 0 as n from pgboss.queue
         union all
         select name, state::text, count(*)::int from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      for (const row of rows ?? []) {
        if (row.state === null) for (const state of TASK_STATES) this.set({ queue: row.queue, state }, 0);
      }
      for (const row of rows ?? []) {
        if (row.state !== null) this.set({ queue: row.queue, state: row.state }, row.n);
      }
    },
  });

  // The outbox (docs/decisions/0007) by status, and whether the relay has handed each email to the queue yet.
  new Gauge({
    name: 'humanise_emails',
    help:
      'Emails of the outbox by status (pending: not yet sent, sent, kept: no SMTP configured, failed) and ' +
      'whether they were handed to the queue (queued)',
    labelNames: ['status', 'queued'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await read<{ status: string; queued: boolean; n: number }>(
        'the email outbox',
        'select status, queued_at is not null as queued, count(*)::int as n from emails group by 1, 2',
      );
      if (!rows) return;
      for (const status of EMAIL_STATUSES) {
        this.set({ status, queued: 'true' }, 0);
        this.set({ status, queued: 'false' }, 0);
      }
      for (const row of rows) this.set({ status: row.status, queued: String(row.queued) }, row.n);
    },
  });

  new Gauge({
    name: 'humanise_live_streams',
    help: 'Live streams (chat and notifications) open on this instance',
    registers: [registry],
    collect() {
      this.set(options.liveStreams());
    },
  });

  new Gauge({
    name: 'humanise_api_requests_active',
    help: 'API requests being worked on by this instance',
    registers: [registry],
    collect() {
      this.set(options.apiRequests().active);
    },
  });
  new Gauge({
    name: 'humanise_api_requests_waiting',
    help: 'API requests waiting their turn on this instance',
    registers: [registry],
    collect() {
      this.set(options.apiRequests().waiting);
    },
  });

  // Not public: anyone else is answered as for an address that does not exist.
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!mayRead(request)) {
      return reply.status(404).type('application/json').send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    await readPool();
    const [own, ofProcess] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    return reply.type(registry.contentType).send(own + ofProcess);
  });
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
