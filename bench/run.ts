// `npm run bench [-- name ...]`: runs the benchmarks in order (or only those named) and ends with one summary
// table. A missed goal is reported and still exits 0; a broken product (a server that will not start, a
// request that fails) exits 1, because then the figures would mean nothing.
import { adminJobsListThroughput } from './admin-jobs-list.ts';
import { apiKeysOverhead } from './api-keys.ts';
import { availableJobsThroughput } from './available-jobs.ts';
import { type Benchmark, formatFigure, formatGoal, goalMet, type Measurement } from './benchmark.ts';
import { blogPublishedThroughput } from './blog-published.ts';
import { chatLatency } from './chat-latency.ts';
import { copywriterDashboards } from './copywriter-dashboards.ts';
import { dashboardFirstCard } from './dashboard-first-card.ts';
import { emailDelivery } from './email-delivery.ts';
import { estimateThroughput } from './estimate.ts';
import { homePageJs } from './home-page-js.ts';
import { interactions } from './interactions.ts';
import { jobsListThroughput } from './jobs-list.ts';
import { lighthouseMobile } from './lighthouse.ts';
import { listValidation } from './list-validation.ts';
import { loginLatency } from './login-latency.ts';
import { paymentsWebhook } from './payments-webhook.ts';
import { payouts } from './payouts.ts';
import { scale } from './scale.ts';
import { cleanUpAll } from './server-process.ts';
import { startToHealthy } from './start-to-healthy.ts';
import { webhooks } from './webhooks.ts';
import { wordDiff } from './word-diff.ts';

const BENCHMARKS: Benchmark[] = [
  startToHealthy,
  homePageJs,
  lighthouseMobile,
  interactions,
  loginLatency,
  jobsListThroughput,
  apiKeysOverhead,
  adminJobsListThroughput,
  availableJobsThroughput,
  blogPublishedThroughput,
  estimateThroughput,
  listValidation,
  copywriterDashboards,
  dashboardFirstCard,
  paymentsWebhook,
  payouts,
  chatLatency,
  emailDelivery,
  webhooks,
  wordDiff,
  scale,
];

interface Row {
  benchmark: string;
  measure: string;
  figure: string;
  goal: string;
  met: string;
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
  if (unknown.length > 0) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')}`);
    console.error(`available: ${BENCHMARKS.map((benchmark) => benchmark.name).join(', ')}`);
    return 2;
  }
  const selected = wanted.length > 0 ? BENCHMARKS.filter((b) => wanted.includes(b.name)) : BENCHMARKS;

  const rows: Row[] = [];
  const failures: { benchmark: string; error: unknown }[] = [];
  const benchStarted = performance.now();
  for (const benchmark of selected) {
    console.log(`\n== ${benchmark.name}`);
    const started = performance.now();
    try {
      const measurements = await benchmark.run({ log: (line) => console.log(`   ${line}`) });
      rows.push(...measurements.map((measurement) => toRow(benchmark.name, measurement)));
      console.log(`   (${seconds(performance.now() - started)})`);
    } catch (error) {
      failures.push({ benchmark: benchmark.name, error });
      rows.push({ benchmark: benchmark.name, measure: '-', figure: 'FAILED', goal: '-', met: '-' });
      console.log(`   FAILED after ${seconds(performance.now() - started)}: ${message(error)}`);
    }
  }

  console.log(`\nSummary (${seconds(performance.now() - benchStarted)} in all)\n`);
  printTable(rows);
  const missed = rows.filter((row) => row.met === 'NO').length;
  if (missed > 0) console.log(`\n${missed} goal(s) missed.`);
  if (failures.length > 0) {
    console.log(`\n${failures.length} benchmark(s) failed:`);
    for (const failure of failures) console.log(`\n-- ${failure.benchmark}\n${message(failure.error)}`);
    return 1;
  }
  return 0;
}

function toRow(benchmark: string, measurement: Measurement): Row {
  const met = goalMet(measurement);
  return {
    benchmark,
    measure: measurement.name,
    figure: formatFigure(measurement.value, measurement.unit, measurement.digits),
    goal: formatGoal(measurement),
    met: met === undefined ? '-' : met ? 'yes' : 'NO',
  };
}

function printTable(rows: Row[]): void {
  const header: Row = {
    benchmark: 'benchmark',
    measure: 'measure',
    figure: 'figure',
    goal: 'goal',
    met: 'met',
  };
  const columns = Object.keys(header) as (keyof Row)[];
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  // Figures right-aligned, so that their units line up.
  const line = (row: Row) =>
    columns
      .map((column, index) =>
        column === 'figure' ? row[column].padStart(widths[index]!) : row[column].padEnd(widths[index]!),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

// Ctrl-C or a CI timeout must not leave servers (and their PostgreSQL) running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers the bench started`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}

process.exitCode = await main();
