import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { nameStatementsUnlessPooled } from './prepared-query.ts';

export interface Database {
  orm: MikroORM;
  // Closes the pool, then the embedded cluster if this process started one.
  close(): Promise<void>;
}

export async function openOrm(url: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url));
  await orm.migrator.up();
  return orm;
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  // DATABASE_DIRECT_URL: set, it says that databaseUrl may be a transaction-mode pooler.
  directDatabaseUrl: string | undefined;
  dataDir: string;
  // The embedded PostgreSQL's own log, as it writes it (routePostgresLog reads it).
  log: (output: string) => void;
}): Promise<Database> {
  const embedded = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: options.dataDir, database: 'humanise', log: options.log });
  try {
    const orm = await openOrm(options.databaseUrl ?? embedded!.url);
    nameStatementsUnlessPooled(orm, options.directDatabaseUrl);
    return {
      orm,
      async close() {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export interface ServerLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

type Level = 'warn' | 'error';

// The severities worth someone's attention; LOG (checkpoints, start and stop), NOTICE, INFO and DEBUG are the
// cluster's routine and stay out of the app's log.
const LEVELS: Record<string, Level> = { WARNING: 'warn', ERROR: 'error', FATAL: 'error', PANIC: 'error' };
// The lines PostgreSQL writes after a message, about that message.
const ABOUT = new Set(['DETAIL', 'HINT', 'CONTEXT', 'STATEMENT', 'QUERY', 'LOCATION']);
// "time [pid] SEVERITY:  text": log_line_prefix's default, which postgres-process.ts leaves as it is.
const LINE = /^(?:\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] )?([A-Z]+[0-9]?): {2}(.*)$/;
// Errors the app expects and answers itself, which are no news of PostgreSQL: a key taken (an email address
// at signup, a blog slug) or another constraint the app relies on to refuse a change, whose DETAIL would
// also copy the values into the log; and a connection ended by the cluster's own stop, whose loss the app
// reports if it matters. Read from the message, which the cluster writes in English (lc_messages=C).
const ROUTINE = [
  /violates (unique|foreign key|not-null|check|exclusion) constraint/,
  /^terminating connection due to administrator command$/,
];

interface Entry {
  severity: string;
  level: Level | undefined;
  message: string;
  about: Record<string, string>;
}

/**
 * Reads the embedded PostgreSQL's log as the cluster writes it (chunks of lines) and hands its warnings and
 * errors to the app's logger: WARNING as a warning, ERROR, FATAL and PANIC as errors, each with the DETAIL,
 * HINT and STATEMENT lines that belong to it. PostgreSQL writes a message with those lines at once, so a
 * message is complete at the end of the chunk that holds its last line.
 */
export function routePostgresLog(logger: () => ServerLogger | undefined): (output: string) => void {
  let partial = '';
  let current: Entry | undefined;
  let lastLevel: Level | undefined;

  const emit = () => {
    const entry = current;
    current = undefined;
    if (!entry?.level) return;
    const details = { postgres: { severity: entry.severity, ...entry.about } };
    const log = logger();
    // Before the app's log exists (while the server starts), standard error.
    if (log) log[entry.level](details, `postgres: ${entry.message}`);
    else console.error(`postgres ${entry.severity}: ${entry.message}`, entry.about);
  };

  return (output) => {
    const lines = (partial + output).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const match = LINE.exec(line);
      if (!match) {
        // A message or statement that runs over several lines goes on in lines that start with a tab.
        if (current && line.startsWith('\t')) {
          const keys = Object.keys(current.about);
          const last = keys.at(-1);
          if (last) current.about[last] += `\n${line.slice(1)}`;
          else current.message += `\n${line.slice(1)}`;
        }
        continue;
      }
      const [, severity = '', text = ''] = match;
      if (ABOUT.has(severity)) {
        if (current) current.about[severity.toLowerCase()] = text;
        // The rest of a message whose first line came in an earlier chunk: at that message's level.
        else current = { severity, level: lastLevel, message: text, about: {} };
        continue;
      }
      emit();
      lastLevel = ROUTINE.some((routine) => routine.test(text)) ? undefined : LEVELS[severity];
      current = { severity, level: lastLevel, message: text, about: {} };
    }
    if (partial === '') emit();
  };
}
