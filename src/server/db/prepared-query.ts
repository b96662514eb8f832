// The hot reads' statements as named prepared statements (docs/decisions/0019): em.execute writes each
// parameter into the SQL text, so PostgreSQL parsed and planned every list afresh, a third of its CPU while 32
// dashboards loaded. A named statement is parsed once per pooled connection, and PostgreSQL may keep its plan.
// Inside a transaction the statement goes through the ORM, on the transaction's connection.
// A named statement is session state, which a transaction-mode pooler does not keep: it hands each
// transaction whichever server connection is free. So statements are named only on a pool known to reach
// PostgreSQL itself, and elsewhere sent unnamed, still with their values as parameters (docs/decisions/0024).
import { createHash } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

interface Prepared {
  name: string;
  text: string;
}

// The statements are the code's own (their texts never hold a value), so there are a few dozen of them; the
// bound only keeps a mistake from growing every connection's statement cache without end.
const MAX_STATEMENTS = 500;
const prepared = new Map<string, Prepared>();

// `?` placeholders as PostgreSQL's `$1, $2, ...`. The texts given here hold no `?` of their own (no string
// literal or jsonb operator with one), which the tests of each read model would show by failing.
function preparedOf(sql: string): Prepared | null {
  const known = prepared.get(sql);
  if (known) return known;
  if (prepared.size >= MAX_STATEMENTS) return null;
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  const made = { name: `r_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, text };
  prepared.set(sql, made);
  return made;
}

// The ORMs (by their configuration, which every fork of their EntityManager shares) whose pool is known to
// reach PostgreSQL itself.
const direct = new WeakSet<object>();

/**
 * Decides, once for an ORM as it is opened, whether preparedRows names its statements there. DATABASE_DIRECT_URL
 * is set only when DATABASE_URL may go through a transaction-mode pooler (README "Several instances on one
 * PostgreSQL"); without it, DATABASE_URL reaches PostgreSQL itself.
 */
export function nameStatementsUnlessPooled(orm: MikroORM, directDatabaseUrl: string | undefined): void {
  if (directDatabaseUrl === undefined) direct.add(orm.config);
}

/** The rows of a read statement with `?` placeholders, as em.execute answers them. */
export async function preparedRows<T extends object>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  const statement = preparedOf(sql);
  if (!statement || em.getTransactionContext()) return em.execute<T[]>(sql, [...params]);
  const pool = await em.getConnection().getNativeClient();
  const started = Date.now();
  const logger = em.config.getLogger();
  try {
    const name = direct.has(em.config) ? statement.name : undefined;
    const result = await pool.query<T>({ name, text: statement.text, values: [...params] });
    logger.logQuery({ query: sql, took: Date.now() - started, results: result.rowCount ?? 0, level: 'info' });
    return result.rows;
  } catch (error) {
    logger.logQuery({ query: sql, took: Date.now() - started, level: 'error' });
    throw error;
  }
}
