// How the server process reports what stops it. A start that cannot go on for a reason the person starting it
// can fix (the configuration, the embedded PostgreSQL) is one clear paragraph, with no stack trace to wade
// through; anything else is a crash, and its stack trace is what whoever fixes it needs.
import { inspect } from 'node:util';

/** A start that cannot go on, told in one paragraph that says what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}

// The address the server was told to listen on is taken or not this machine's: its message says which.
const LISTEN_ERRORS = new Set(['EADDRINUSE', 'EADDRNOTAVAIL', 'EACCES']);

// What a failed start prints on standard error: a StartupError's paragraph, or anything else in full (its
// stack, and its cause's).
export function startFailureReport(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (error instanceof Error && syscall === 'listen' && LISTEN_ERRORS.has(String(code))) return error.message;
  return inspect(error);
}

export interface CrashLogger {
  fatal(details: object, message: string): void;
}

// An error nothing caught, once the server runs, goes to its log with its stack (the log is where whoever
// runs it looks, and standard error may not be kept), before the process ends as Node would have ended it:
// with exit code 1, since what the error left half done is unknown. Before the log exists, standard error.
export function logCrashes(logger: () => CrashLogger | undefined): void {
  const crash = (event: string) => (error: unknown) => {
    const log = logger();
    if (log) log.fatal({ err: error }, `${event}: the server stops`);
    else console.error(`${event}:`, error);
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaughtException'));
  process.on('unhandledRejection', crash('unhandledRejection'));
}
