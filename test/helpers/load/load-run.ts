// A load of virtual users, each looping through the whole journey for a set time against one base URL, and what
// a test needs afterwards: every call (outcome, status, latency), every acknowledged write, and a summary per
// operation with its percentiles. Sizes come from LOAD_VUS and LOAD_SECONDS (`npm run test:load` sets the full
// ones); `npm test` runs the reduced default.
import { randomBytes } from 'node:crypto';
import { type CallRecord, HttpUser } from './http-user.ts';
import { type AcknowledgedWrite, runJourney } from './journey.ts';

export interface LoadSize {
  vus: number;
  seconds: number;
}

const whole = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** The size `npm test` runs (20 users for 10 s), or the one LOAD_VUS and LOAD_SECONDS ask for. */
export function loadSize(defaults: LoadSize = { vus: 20, seconds: 10 }): LoadSize {
  return {
    vus: whole(process.env.LOAD_VUS, defaults.vus),
    seconds: whole(process.env.LOAD_SECONDS, defaults.seconds),
  };
}

export interface LoadCopywriter {
  id: number;
  email: string;
  password: string;
}

export interface LoadOptions extends LoadSize {
  baseUrl: string;
  // One approved copywriter per virtual user, made before the run.
  copywriters: LoadCopywriter[];
  // After a journey stops at an error, a user waits this long before the next, as a person would.
  pauseAfterFailureMs?: number;
  timeoutMs?: number;
  onCall?: (record: CallRecord) => void;
  // Ends the run before its time (users finish the journey they are in).
  signal?: AbortSignal;
}

export interface LoadResult {
  records: CallRecord[];
  writes: AcknowledgedWrite[];
  journeysCompleted: number;
  journeysStopped: number;
  startedAt: number;
  endedAt: number;
}

// Every journey is a new person, so it comes from an address of its own: no address ever signs up twice, and
// the throttles by address count each person apart, as they would in production behind a proxy.
function clientAddress(serial: number): string {
  return `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`;
}

function copywriterAddress(vu: number): string {
  return `172.16.${(vu >> 8) & 255}.${vu & 255}`;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.copywriters.length < options.vus) throw new Error('one copywriter per virtual user');
  const run = randomBytes(3).toString('hex');
  const records: CallRecord[] = [];
  const writes: AcknowledgedWrite[] = [];
  const onCall = (record: CallRecord) => {
    records.push(record);
    options.onCall?.(record);
  };
  let journeysCompleted = 0;
  let journeysStopped = 0;
  let serial = 0;
  const startedAt = performance.now();
  const deadline = startedAt + options.seconds * 1000;
  const running = () => performance.now() < deadline && !options.signal?.aborted;
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.pauseAfterFailureMs ?? 100));

  const virtualUser = async (vu: number) => {
    const account = options.copywriters[vu]!;
    const copywriter = new HttpUser({
      baseUrl: options.baseUrl,
      forwardedFor: copywriterAddress(vu),
      timeoutMs: options.timeoutMs,
      onCall,
    });
    const client = new HttpUser({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, onCall });
    try {
      while (running() && !copywriter.sessionCookie) {
        const login = await copywriter.call('login', 'POST', '/api/auth/login', {
          email: account.email,
          password: account.password,
        });
        if (login.record.status !== 200) {
          copywriter.signOutLocally();
          await pause();
        }
      }
      while (running()) {
        serial += 1;
        client.signOutLocally();
        client.forwardedFor = clientAddress(serial);
        const completed = await runJourney({
          client,
          copywriter: { http: copywriter, id: account.id },
          serial: `${run}-${serial}`,
          acknowledge: (write) => writes.push(write),
        });
        if (completed) journeysCompleted += 1;
        else {
          journeysStopped += 1;
          await pause();
        }
      }
    } finally {
      copywriter.close();
      client.close();
    }
  };

  await Promise.all(Array.from({ length: options.vus }, (_, vu) => virtualUser(vu)));
  return { records, writes, journeysCompleted, journeysStopped, startedAt, endedAt: performance.now() };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface OperationSummary {
  operation: string;
  count: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Per operation: how many calls, by status (or outcome), and the latency percentiles of the answered ones. */
export function summarise(records: CallRecord[]): OperationSummary[] {
  const byOperation = new Map<string, CallRecord[]>();
  for (const record of records) {
    byOperation.set(record.operation, [...(byOperation.get(record.operation) ?? []), record]);
  }
  return [...byOperation].map(([operation, calls]) => {
    const statuses: Record<string, number> = {};
    for (const call of calls) {
      const key = call.outcome === 'answered' ? String(call.status) : `${call.outcome}:${call.error}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const latencies = calls
      .filter((call) => call.outcome === 'answered')
      .map((call) => call.ms)
      .sort((a, b) => a - b);
    return {
      operation,
      count: calls.length,
      statuses,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
    };
  });
}

/** The summary as a table for the test's output (the figures the report quotes). */
export function formatSummary(title: string, result: LoadResult, size: LoadSize): string {
  const seconds = (result.endedAt - result.startedAt) / 1000;
  const rows = summarise(result.records).map(
    (row) =>
      `  ${row.operation.padEnd(14)} ${String(row.count).padStart(7)}  p50 ${row.p50.toFixed(0).padStart(5)} ms` +
      `  p95 ${row.p95.toFixed(0).padStart(5)} ms  p99 ${row.p99.toFixed(0).padStart(5)} ms` +
      `  max ${row.max.toFixed(0).padStart(5)} ms  ${JSON.stringify(row.statuses)}`,
  );
  const fiveHundreds = result.records.filter((record) => record.status >= 500).length;
  return [
    `${title}: ${size.vus} users for ${size.seconds} s (ran ${seconds.toFixed(1)} s)`,
    `  ${result.records.length} requests (${(result.records.length / seconds).toFixed(0)}/s), ` +
      `${result.journeysCompleted} journeys completed, ${result.journeysStopped} stopped at an error, ` +
      `${result.writes.length} acknowledged writes, ${fiveHundreds} answers 5xx`,
    ...rows,
  ].join('\n');
}
