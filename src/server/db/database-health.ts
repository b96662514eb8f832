// The health check's own connection to PostgreSQL, outside the ORM's pool: with every pooled connection busy
// serving requests, a check waiting its turn in that pool took up to 444 ms (bench/copywriter-dashboards.ts),
// and a load balancer would take a busy instance for a dead one. It asks the database with a statement twice a
// second, so that it says whether the database answers, not whether a connection was once opened; a check
// answers from an answer under a second old, or asks at once. A connection the database ends (a stop, a
// restart) voids the last answer at once. Under 32 dashboards loading at once, a check waiting for its own
// statement's answer behind the requests in flight took p99 67-84 ms; answering from the last one, 32-34 ms.
import pg from 'pg';

export const HEALTH_APPLICATION_NAME = 'humanise-health';

// Long enough for a database under load, short enough that a check answers before a balancer gives up on it.
const TIMEOUT_MS = 3_000;

export interface DatabaseHealth {
  // Whether the database answered a statement.
  check(): Promise<boolean>;
  close(): Promise<void>;
}

// How often the database is asked while the app runs, and how long an answer counts: a check then answers at
// once from the last answer instead of waiting behind the requests in flight for PostgreSQL's reply.
const PROBE_EVERY_MS = 500;
const ANSWER_COUNTS_MS = 1_000;

export function databaseHealth(databaseUrl: string): DatabaseHealth {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // One connection: a check is one tiny statement, and checks arrive one at a time.
    max: 1,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
    application_name: HEALTH_APPLICATION_NAME,
  });
  let answeredAt = Number.NEGATIVE_INFINITY;
  // A connection the database ends while idle (a restart, a stop) is dropped from the pool, and the next check
  // opens another; the error itself is the check's answer, not a crash, and the last answer no longer counts.
  pool.on('error', () => {
    answeredAt = Number.NEGATIVE_INFINITY;
  });
  const probe = async (): Promise<boolean> => {
    try {
      await pool.query('select 1');
      answeredAt = performance.now();
      return true;
    } catch {
      answeredAt = Number.NEGATIVE_INFINITY;
      return false;
    }
  };
  const timer = setInterval(() => void probe(), PROBE_EVERY_MS);
  timer.unref();
  return {
    check: async () => performance.now() - answeredAt < ANSWER_COUNTS_MS || (await probe()),
    close: async () => {
      clearInterval(timer);
      await pool.end();
    },
  };
}
