// Payouts under load (docs/decisions/0039): 100 writers, each with a cleared earning and an enabled payout
// account, withdraw at once through the real server (production settings, the test gateway); the goal is that
// every payout settles within 5 s. Side by side in the same run, the baseline: another 100 writers withdrawing
// one after another, which is what a single global lock would make of them. Afterwards the books must balance:
// every writer's totals (GET /api/copywriter/earnings) equal the ledger's sums, and the payouts equal the money
// that left the balances; anything else is a broken product.
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { LedgerEntry } from '../src/server/db/entities/ledger-entry.ts';
import { PayoutAccount } from '../src/server/db/entities/payout-account.ts';
import type { User } from '../src/server/db/entities/user.ts';
import type { Earnings, PayoutDto } from '../src/shared/schemas/payouts.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { approvedCopywriter, signIn, withOrm } from './list-seeds.ts';
import { makeTempDataDir, removeDataDir, withServer } from './server-process.ts';
import { summarize } from './stats.ts';

const WRITERS = 100;
const NET_PENCE = 9_000;
const GOAL_SECONDS = 5;

// Writers whose earning on an approved job has cleared, with a payout account enabled, as the product leaves
// them after approval, the clearance and the onboarding.
async function seedWriters(databaseUrl: string, group: string): Promise<User[]> {
  return withOrm(databaseUrl, async (em) => {
    const writers: User[] = [];
    for (let n = 1; n <= WRITERS; n += 1) {
      writers.push(await approvedCopywriter(em, `${group}-${n}@example.com`, `Writer ${group} ${n}`));
    }
    const fork = em.fork();
    const cleared = new Date(Date.now() - 60_000);
    for (const writer of writers) {
      const job = fork.create(Job, {
        client: null,
        title: `Approved job of ${writer.name}`,
        content: 'A draft that needs a careful human edit. '.repeat(20),
        serviceType: 'rewrite',
        writingStyle: 'Professional',
        wordCount: 160,
        status: 'completed',
        copywriter: writer,
        fixedPrice: 112.5,
        result: 'The finished text.',
        completedAt: cleared,
        approvedAt: cleared,
        earningTaskQueuedAt: cleared,
      });
      fork.create(LedgerEntry, {
        user: writer,
        kind: 'earning',
        pendingPence: NET_PENCE,
        feePence: 2_250,
        job,
        availableAt: cleared,
        description: `Earning: ${job.title}`,
      });
      fork.create(LedgerEntry, {
        user: writer,
        kind: 'earning_cleared',
        pendingPence: -NET_PENCE,
        amountPence: NET_PENCE,
        job,
        description: 'Cleared',
      });
      fork.create(PayoutAccount, {
        user: writer,
        gateway: 'test',
        externalId: `acct_bench_${group}_${writer.id}`,
        detailsSubmitted: true,
        payoutsEnabled: true,
      });
    }
    await fork.flush();
    return writers;
  });
}

async function withdraw(serverUrl: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/copywriter/payouts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`a withdrawal answered ${response.status}: ${text.slice(0, 300)}`);
  const payout = JSON.parse(text) as PayoutDto;
  if (payout.status !== 'paid' || payout.amount !== NET_PENCE) {
    throw new Error(`a withdrawal settled as ${payout.status} for ${payout.amount}`);
  }
  return performance.now() - started;
}

// Each writer's totals as the API gives them, against the ledger's own sums and the payouts made.
async function checkBooks(serverUrl: string, databaseUrl: string, cookies: string[], writers: User[]) {
  for (const cookie of cookies) {
    const response = await fetch(`${serverUrl}/api/copywriter/earnings`, { headers: { cookie } });
    const earnings = (await response.json()) as Earnings;
    if (earnings.available !== 0 || earnings.pending !== 0 || earnings.paidOut !== NET_PENCE) {
      throw new Error(`a writer's totals after withdrawing: ${JSON.stringify(earnings).slice(0, 200)}`);
    }
  }
  await withOrm(databaseUrl, async (em) => {
    const [row] = await em.execute<{ balance: string; left: string; paid: string; payouts: string }[]>(
      `select (select coalesce(sum(pending_pence + amount_pence), 0) from ledger_entries where user_id in (?)) as balance,
              (select coalesce(-sum(amount_pence), 0) from ledger_entries where kind = 'payout' and user_id in (?)) as left,
              (select coalesce(sum(amount_pence), 0) from payouts where status = 'paid' and writer_id in (?)) as paid,
              (select count(*) from payouts where writer_id in (?)) as payouts`,
      Array(4).fill(writers.map((writer) => writer.id)),
    );
    if (
      Number(row?.balance) !== 0 ||
      Number(row?.left) !== Number(row?.paid) ||
      Number(row?.payouts) !== WRITERS
    ) {
      throw new Error(`the books do not balance: ${JSON.stringify(row)}`);
    }
  });
}

export const payouts: Benchmark = {
  name: 'payouts',
  async run({ log }) {
    const pgDir = await makeTempDataDir('payouts-pg');
    const database = await startEmbeddedPostgres({ dataDir: pgDir, database: 'bench', persistent: false });
    try {
      return await withServer({ label: 'payouts', env: { DATABASE_URL: database.url } }, async (server) => {
        const baselineWriters = await seedWriters(database.url, 'one-by-one');
        const writers = await seedWriters(database.url, 'at-once');
        const baselineCookies = await Promise.all(baselineWriters.map((w) => signIn(server.url, w.email)));
        const cookies = await Promise.all(writers.map((w) => signIn(server.url, w.email)));

        const baselineStarted = performance.now();
        for (const cookie of baselineCookies) await withdraw(server.url, cookie);
        const baselineMs = performance.now() - baselineStarted;

        const started = performance.now();
        const latencies = await Promise.all(cookies.map((cookie) => withdraw(server.url, cookie)));
        const elapsedMs = performance.now() - started;

        await checkBooks(server.url, database.url, cookies, writers);
        await checkBooks(server.url, database.url, baselineCookies, baselineWriters);
        const summary = summarize(latencies);
        log(
          `${WRITERS} writers at once: ${(elapsedMs / 1000).toFixed(2)} s (p50 ${summary.p50.toFixed(0)} ms, ` +
            `p99 ${summary.p99.toFixed(0)} ms); one after another: ${(baselineMs / 1000).toFixed(2)} s; ` +
            'the ledger sums equal the totals and the payouts',
        );
        const measurements: Measurement[] = [
          {
            name: `${WRITERS} writers withdrawing at once: all settled`,
            value: elapsedMs / 1000,
            unit: 's',
            digits: 2,
            goal: { below: GOAL_SECONDS },
          },
          {
            name: `baseline: the same, one after another`,
            value: baselineMs / 1000,
            unit: 's',
            digits: 2,
          },
          {
            name: 'at once / one after another',
            value: elapsedMs / baselineMs,
            unit: 'x',
            digits: 2,
          },
          { name: 'p99 of a withdrawal, at once', value: summary.p99, unit: 'ms' },
        ];
        return measurements;
      });
    } finally {
      await database.stop();
      await removeDataDir(pgDir);
    }
  },
};
