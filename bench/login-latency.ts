// Login latency under load: CONNECTIONS users each log in again and again, at the same time. Every login
// verifies an argon2id hash (about 50 ms of CPU), so this shows how the server queues that work. Only
// successful logins are sent: failed ones are throttled by design and would measure the throttle instead.
import type { Benchmark, Measurement } from './benchmark.ts';
import { withServer } from './server-process.ts';
import { summarize } from './stats.ts';

const CONNECTIONS = 20;
const WARMUP_ROUNDS = 1;
const ROUNDS = 10;
const TIME_LIMIT_MS = 60_000;
const PASSWORD = 'bench-password-123';

interface Credentials {
  email: string;
  password: string;
}

export const loginLatency: Benchmark = {
  name: 'login-latency',
  async run({ log }) {
    return withServer({ label: 'login' }, async (server) => {
      const stop = new AbortController();
      const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(TIME_LIMIT_MS)]);

      const users = Array.from({ length: CONNECTIONS }, (_, index) => ({
        name: `Bench User ${index + 1}`,
        email: `bench-user-${index + 1}@example.com`,
        password: PASSWORD,
      }));
      const signupStarted = performance.now();
      await Promise.all(users.map((user) => post(`${server.url}/api/auth/signup`, user, signal)));
      log(`signed up ${users.length} users in ${Math.round(performance.now() - signupStarted)} ms`);

      const credentials = users.map(({ email, password }) => ({ email, password }));
      await loginRounds(`${server.url}/api/auth/login`, credentials, WARMUP_ROUNDS, signal, stop);
      const started = performance.now();
      const latencies = await loginRounds(`${server.url}/api/auth/login`, credentials, ROUNDS, signal, stop);
      const elapsedMs = performance.now() - started;

      const summary = summarize(latencies);
      const throughput = latencies.length / (elapsedMs / 1000);
      log(
        `${summary.count} logins over ${CONNECTIONS} connections in ${(elapsedMs / 1000).toFixed(2)} s ` +
          `(after ${WARMUP_ROUNDS * CONNECTIONS} warm-up): ` +
          `min ${summary.min.toFixed(0)} ms, p50 ${summary.p50.toFixed(0)} ms, p90 ${summary.p90.toFixed(0)} ms, ` +
          `p99 ${summary.p99.toFixed(0)} ms, max ${summary.max.toFixed(0)} ms`,
      );

      // The issue sets no goal for login latency: the figures are reported for tracking.
      const measurements: Measurement[] = [
        { name: `login p50, ${CONNECTIONS} concurrent`, value: summary.p50, unit: 'ms' },
        { name: `login p99, ${CONNECTIONS} concurrent`, value: summary.p99, unit: 'ms' },
        { name: `login mean, ${CONNECTIONS} concurrent`, value: summary.mean, unit: 'ms' },
        { name: 'login throughput', value: throughput, unit: 'logins/s', digits: 1 },
      ];
      return measurements;
    });
  },
};

// One worker per user, each logging in `rounds` times in a row; returns every login's latency in ms.
async function loginRounds(
  url: string,
  users: Credentials[],
  rounds: number,
  signal: AbortSignal,
  stop: AbortController,
): Promise<number[]> {
  const latencies: number[] = [];
  let firstFailure: unknown;
  const worker = async (credentials: Credentials) => {
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      await post(url, credentials, signal);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(
    users.map((credentials) =>
      worker(credentials).catch((error: unknown) => {
        // The first failure is the cause; the others are the aborts it triggers. Aborting stops the other
        // workers instead of piling more load on a broken server.
        firstFailure ??= error;
        stop.abort();
      }),
    ),
  );
  if (firstFailure !== undefined) throw timeLimitOr(firstFailure, signal);
  return latencies;
}

async function post(url: string, body: object, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

function timeLimitOr(failure: unknown, signal: AbortSignal): unknown {
  if (signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError') {
    return new Error(`the login benchmark did not finish within ${TIME_LIMIT_MS / 1000} s`);
  }
  return failure;
}
