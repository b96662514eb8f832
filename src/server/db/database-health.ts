// The health check's own connection to PostgreSQL, outside the ORM's pool: with every pooled connection busy
// serving requests, a check waiting its turn in that pool took up to 444 ms (bench/copywriter-dashboards.ts),
// and a load balancer would take a busy instance for a dead one. It still sends a statement each time, so
// that it says whether the database answers, not whether a connection was once opened.
import pg from 'pg';

export const HEALTH_APPLICATION_NAME = 'humanise-health';

// Long enough for a database under load, short enough that a check answers before a balancer gives up on it.
const TIMEOUT_MS = 3_000;

export interface DatabaseHealth {
  // Whether the database answered a statement.
  check(): Promise<boolean>;
  close(): Promise<void>;
}

export function databaseHealth(databaseUrl: string): DatabaseHealth {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // One connection: a check is one tiny statement, and checks arrive one at a time.
    max: 1,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
    application_name: HEALTH_APPLICATION_NAME,
  });
  // A connection the database ends while idle (a restart) is dropped from the pool, and the next check opens
  // another; the error itself is the check's answer, not a crash.
  pool.on('error', () => {});
  return {
    async check() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
