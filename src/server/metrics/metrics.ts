// GET /metrics: this instance's figures in Prometheus's text format, for whoever runs it. Request latency by
// route and status, the database pool, the queue and the email outbox as PostgreSQL holds them at the moment
// of the scrape, the live streams open, the API requests under way and waiting, and Node's own process figures.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { AppError } from '../errors.ts';
import { databaseFigures } from './database-figures.ts';
import { metricsAccess } from './metrics-access.ts';
import { countRequestLatency } from './request-latency.ts';

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

// What this instance holds at the moment of a scrape, read from the app itself.
function instanceFigures(registry: Registry, options: MetricsOptions): void {
  const gauge = (name: string, help: string, value: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value());
      },
    });
  gauge(
    'humanise_live_streams',
    'Live streams (chat and notifications) open on this instance',
    options.liveStreams,
  );
  gauge(
    'humanise_api_requests_active',
    'API requests being worked on by this instance',
    () => options.apiRequests().active,
  );
  gauge(
    'humanise_api_requests_waiting',
    'API requests waiting their turn on this instance',
    () => options.apiRequests().waiting,
  );
}

/** Registered before any route: its latency hooks label each route as it is registered, and apply to all. */
export const metrics = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    const mayRead = metricsAccess(options.token);
    countRequestLatency(app, registry);
    const readPool = databaseFigures(registry, { orm: options.orm, log: app.log });
    instanceFigures(registry, options);

    // Not public: anyone else is answered as for an address that does not exist.
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!mayRead(request)) throw new AppError('NOT_FOUND', 'Not found');
      await readPool();
      const [own, ofProcess] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return reply.type(registry.contentType).send(own + ofProcess);
    });
  },
  { name: 'metrics' },
);
