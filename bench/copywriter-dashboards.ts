// 32 copywriters opening their dashboards at once, again and again, with 300 jobs of 100 KB open for quotes:
// each dashboard load is the requests the page itself makes (read from a real browser loading it once), in
// the waves it makes them, then the opening of its live stream, and /api/health is asked meanwhile, from a
// thread of its own. Before paging, eight dashboards at once took
// up to 5.3 s and the health check 1.7 s, while the available list answered 33 MB.
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { Job } from '../src/server/db/entities/job.ts';
import type { User } from '../src/server/db/entities/user.ts';
import { MAX_RESPONSE_BYTES } from './api-throughput.ts';
import type { BenchContext, Benchmark, Measurement } from './benchmark.ts';
import { launchChromium } from './chromium.ts';
import { startHealthPoller } from './health-poller.ts';
import { approvedCopywriter, seedOpenJobs, signIn, withOrm } from './list-seeds.ts';
import { makeTempDataDir, removeDataDir, withServer } from './server-process.ts';
import { percentile } from './stats.ts';

const DASHBOARDS = 32;
const OPEN_JOBS = 300;
const WARMUP_SECONDS = 3;
const MEASURED_SECONDS = 15;
const HEALTH_EVERY_MS = 25;
const GOALS = { dashboardP99Ms: 500, healthMs: 50 };

interface Call {
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
}

// Requests that overlap run together; one that starts after every earlier one has finished waited for them
// (the loader asks for the lists once the profile says approved), and starts the next wave.
function waves(calls: Call[]): Call[][] {
  const result: Call[][] = [];
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    if (result.length === 0 || call.startedAt >= waveEnd) {
      result.push([call]);
      waveEnd = call.endedAt;
    } else {
      result.at(-1)!.push(call);
      waveEnd = Math.max(waveEnd, call.endedAt);
    }
  }
  return result;
}

interface DashboardLoad {
  waves: Call[][];
  // The live stream the page opens once shown, which stays open.
  stream: string;
}

// The document and the API calls a browser makes opening the dashboard (not its cached scripts and styles),
// and the live stream it opens.
async function captureDashboard(
  origin: string,
  cookie: string,
  { log }: BenchContext,
): Promise<DashboardLoad> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
    const page = await context.newPage();
    const calls = new Map<unknown, Call>();
    let stream: string | undefined;
    page.on('request', (request) => {
      const url = new URL(request.url());
      const kind = request.resourceType();
      if (url.origin !== origin) return;
      if (kind === 'eventsource' || request.headers().accept?.includes('text/event-stream')) {
        stream ??= url.pathname + url.search;
        return;
      }
      if (!['document', 'fetch', 'xhr'].includes(kind)) return;
      calls.set(request, {
        method: request.method(),
        path: url.pathname + url.search,
        startedAt: Date.now(),
        endedAt: 0,
      });
    });
    page.on('requestfinished', (request) => {
      const call = calls.get(request);
      if (call) call.endedAt = Date.now();
    });
    await page.goto(`${origin}/copywriter-dashboard`);
    await page.getByRole('tab', { name: /Available Jobs/ }).waitFor();
    await page.locator('article').first().waitFor();
    await sleep(1_000);
    const finished = [...calls.values()].filter((call) => call.endedAt > 0);
    const result = waves(finished);
    log(
      `a dashboard load, as the browser made it: ${finished.length} request(s) in ${result.length} wave(s)`,
    );
    for (const [index, wave] of result.entries()) {
      for (const call of wave) log(`  wave ${index + 1}: ${call.method} ${call.path.slice(0, 150)}`);
    }
    if (!finished.some((call) => call.path.includes('availableJobs'))) {
      throw new Error('the dashboard did not ask for the available jobs');
    }
    if (!stream) throw new Error('the dashboard opened no live stream');
    log(`  then its live stream: GET ${stream.slice(0, 150)}`);
    return { waves: result, stream };
  } finally {
    await browser.close();
  }
}

async function seed(databaseUrl: string): Promise<User[]> {
  return withOrm(databaseUrl, async (em) => {
    const copywriters: User[] = [];
    for (let n = 1; n <= DASHBOARDS; n += 1) {
      copywriters.push(await approvedCopywriter(em, `copywriter-${n}@example.com`, `Copywriter ${n}`));
    }
    await seedOpenJobs(em, copywriters.slice(0, 2), OPEN_JOBS);
    // Each has work under way and delivered, as a working copywriter does.
    const fork = em.fork();
    for (const copywriter of copywriters) {
      for (let i = 0; i < 6; i += 1) {
        const completed = i >= 2;
        fork.create(Job, {
          client: null,
          title: `Assigned job ${i}`,
          content: 'A draft that needs a careful human edit. '.repeat(60),
          serviceType: 'rewrite',
          writingStyle: 'Professional',
          wordCount: 480,
          status: completed ? 'completed' : 'in_progress',
          copywriter,
          fixedPrice: 90,
          result: completed ? 'The finished text. '.repeat(120) : null,
          completedAt: completed ? new Date() : null,
        });
      }
    }
    await fork.flush();
    return copywriters;
  });
}

export const copywriterDashboards: Benchmark = {
  name: 'copywriter-dashboards',
  async run(context) {
    const { log } = context;
    const build = await ensureWebBuild();
    log(build.built ? `built dist/web: ${build.reason}` : `using dist/web as built: ${build.reason}`);
    const pgDir = await makeTempDataDir('dashboards-pg');
    const database = await startEmbeddedPostgres({ dataDir: pgDir, database: 'bench', persistent: false });
    try {
      return await withServer(
        { label: 'dashboards', env: { DATABASE_URL: database.url } },
        async (server) => {
          const seedStarted = performance.now();
          const copywriters = await seed(database.url);
          const cookies = await Promise.all(copywriters.map((user) => signIn(server.url, user.email)));
          log(
            `seeded ${OPEN_JOBS} open jobs of 100 KB and ${DASHBOARDS} copywriters in ${Math.round(performance.now() - seedStarted)} ms`,
          );
          const load = await captureDashboard(server.url, cookies[0]!, context);

          let largest = 0;
          // Each wave's time in the measured loads, to say where a slow load spent it.
          const waveTimes: number[][] = load.waves.map(() => []);
          const loadDashboard = async (cookie: string, measured: boolean): Promise<number> => {
            const started = performance.now();
            for (const [index, wave] of load.waves.entries()) {
              const waveStarted = performance.now();
              await Promise.all(
                wave.map(async (call) => {
                  const response = await fetch(`${server.url}${call.path}`, {
                    method: call.method,
                    headers: { cookie, accept: 'application/json, text/html' },
                  });
                  const body = await response.arrayBuffer();
                  if (response.status >= 400) throw new Error(`${call.path} answered ${response.status}`);
                  largest = Math.max(largest, body.byteLength);
                }),
              );
              if (measured) waveTimes[index]!.push(performance.now() - waveStarted);
            }
            return performance.now() - started;
          };
          // The page is on screen before its live stream opens, so the opening is not part of a load's time;
          // but its work (the session, the subscription, the stream's first event) is the server's all the
          // same, and competes with the other loads. Read up to that first event, then closed.
          const streamTimes: number[] = [];
          const openStream = async (cookie: string, measured: boolean): Promise<void> => {
            const started = performance.now();
            const abort = new AbortController();
            const response = await fetch(`${server.url}${load.stream}`, {
              headers: { cookie, accept: 'text/event-stream' },
              signal: abort.signal,
            });
            if (!response.ok || !response.body)
              throw new Error(`the live stream answered ${response.status}`);
            const decoder = new TextDecoder();
            let text = '';
            for await (const chunk of response.body) {
              text += decoder.decode(chunk, { stream: true });
              if (text.includes('"notifications"')) break;
            }
            abort.abort();
            if (!text.includes('"notifications"'))
              throw new Error('the live stream ended before its first event');
            if (measured) streamTimes.push(performance.now() - started);
          };

          const startedAt = performance.now();
          const warmUntil = startedAt + WARMUP_SECONDS * 1000;
          const endAt = warmUntil + MEASURED_SECONDS * 1000;

          // From a thread of its own, as a load balancer's checks come from elsewhere (health-poller.ts).
          const poller = startHealthPoller(server.url, HEALTH_EVERY_MS);

          const loads: number[] = [];
          await Promise.all(
            cookies.map(async (cookie) => {
              while (performance.now() < endAt) {
                const began = performance.now();
                const took = await loadDashboard(cookie, began >= warmUntil);
                if (began >= warmUntil) loads.push(took);
                await openStream(cookie, began >= warmUntil);
              }
            }),
          );
          const epoch = (at: number) => performance.timeOrigin + at;
          const healthDuring = (await poller.stop())
            .filter((check) => check.askedAt >= epoch(warmUntil) && check.askedAt < epoch(endAt))
            .map((check) => check.latencyMs);

          log(
            `${loads.length} dashboards loaded by ${DASHBOARDS} at once in ${MEASURED_SECONDS} s: ` +
              `p50 ${percentile(loads, 50).toFixed(0)} ms, p99 ${percentile(loads, 99).toFixed(0)} ms, ` +
              `max ${Math.max(...loads).toFixed(0)} ms`,
          );
          for (const [index, times] of waveTimes.entries()) {
            log(
              `  wave ${index + 1}: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
            );
          }
          log(
            `  then the live stream's first event: p50 ${percentile(streamTimes, 50).toFixed(0)} ms, p99 ${percentile(streamTimes, 99).toFixed(0)} ms`,
          );
          log(
            `/api/health meanwhile, ${healthDuring.length} checks: p50 ${percentile(healthDuring, 50).toFixed(1)} ms, ` +
              `p99 ${percentile(healthDuring, 99).toFixed(1)} ms, max ${Math.max(...healthDuring).toFixed(1)} ms`,
          );
          const measurements: Measurement[] = [
            {
              name: `${DASHBOARDS} copywriter dashboards at once, ${OPEN_JOBS} open jobs of 100 KB: load, p99`,
              value: percentile(loads, 99),
              unit: 'ms',
              goal: { below: GOALS.dashboardP99Ms },
            },
            { name: 'dashboard load, p50', value: percentile(loads, 50), unit: 'ms' },
            { name: 'dashboards loaded', value: loads.length, unit: `in ${MEASURED_SECONDS} s` },
            {
              name: '/api/health during the load, max',
              value: Math.max(...healthDuring),
              unit: 'ms',
              digits: 1,
              goal: { below: GOALS.healthMs },
            },
            {
              name: '/api/health during the load, p99',
              value: percentile(healthDuring, 99),
              unit: 'ms',
              digits: 1,
            },
            {
              name: 'largest response of a dashboard load',
              value: largest / 1024,
              unit: 'KB',
              digits: 1,
              goal: { below: MAX_RESPONSE_BYTES / 1024, label: '< 2 MB' },
            },
          ];
          return measurements;
        },
      );
    } finally {
      await database.stop();
      await removeDataDir(pgDir);
    }
  },
};
