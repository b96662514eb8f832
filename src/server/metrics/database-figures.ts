// The figures /metrics reads from the database at the moment of a scrape: the pool's connections, pg-boss's
// queues, and the email outbox.
import type { MikroORM } from '@mikro-orm/postgresql';
import { Gauge, type Registry } from 'prom-client';
import { EMAIL_STATUSES } from '../db/entities/outbox-email.ts';

const TASK_STATES = ['created', 'retry', 'active', 'failed'] as const;
// How long a scrape waits for the database. The pool's figures are answered either way, which matters most
// when the pool is what is exhausted.
const QUERY_TIMEOUT_MS = 1000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Registers the database's figures; answers the function that reads the pool's, which a scrape calls as it
 * begins, before its own queries take connections from the pool.
 */
export function databaseFigures(
  registry: Registry,
  { orm, log }: { orm: MikroORM; log: Log },
): () => Promise<void> {
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

  const failing = new Set<string>();
  // A figure read from the database at scrape time: left out of a scrape it could not be read for (rather
  // than shown stale), with one warning per run of failures.
  const read = async <T>(what: string, sql: string): Promise<T[] | undefined> => {
    try {
      const rows = await withTimeout(
        orm.em.getConnection().execute<T[]>(sql),
        QUERY_TIMEOUT_MS,
        `no answer within ${QUERY_TIMEOUT_MS} ms`,
      );
      failing.delete(what);
      return rows;
    } catch (error) {
      if (!failing.has(what)) log.warn({ err: error }, `metrics: could not read ${what}`);
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

  return async () => {
    const pool = await orm.em.getConnection().getNativeClient();
    poolConnections.set({ state: 'total' }, pool.totalCount);
    poolConnections.set({ state: 'idle' }, pool.idleCount);
    poolConnections.set({ state: 'waiting' }, pool.waitingCount);
    if (pool.options.max !== undefined) poolMax.set(pool.options.max);
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
