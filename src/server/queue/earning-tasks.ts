// Each earning clears when its clearance ends (docs/decisions/0039): the earning is given one task that starts
// at its clearance and moves it to available, and an hourly sweep backs the tasks up and asks the gateway again
// for any payout whose transfer never answered.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Db, Job, PgBoss } from 'pg-boss';
import type { PaymentGateway } from '../payments/gateway.ts';
import { clearDueEarnings, clearEarning, EARNINGS_CHANNEL } from '../services/payouts/earnings.ts';
import { retryUnsentPayouts } from '../services/payouts/withdrawals.ts';
import { ensureQueue, type QueueLogger } from './queue-setup.ts';
import { RELAY_BATCH, startTableRelay, type TableRelay } from './table-relay.ts';

export const EARNING_QUEUE = 'earning-clearance';
export const EARNING_SWEEP_QUEUE = 'earning-clearance-sweep';

export interface EarningTasksOptions {
  orm: MikroORM;
  gateway: PaymentGateway;
  log: QueueLogger;
}

export async function startEarningTasks(boss: PgBoss, options: EarningTasksOptions): Promise<TableRelay> {
  // Run again, early, or on an earning a refund took back, the task changes nothing; a failure is retried.
  await ensureQueue(boss, EARNING_QUEUE, {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  });
  await boss.work(EARNING_QUEUE, async (tasks: Job<{ jobId: number }>[]) => {
    for (const task of tasks) await clearEarning(options.orm.em.fork(), task.data.jobId);
  });
  await ensureQueue(boss, EARNING_SWEEP_QUEUE, { retryLimit: 1, expireInSeconds: 600 });
  await boss.work(EARNING_SWEEP_QUEUE, async (_tasks: Job[]) => {
    await clearDueEarnings(options.orm.em.fork());
    await retryUnsentPayouts(options.orm.em.fork(), options.gateway);
  });
  await boss.schedule(EARNING_SWEEP_QUEUE, '23 * * * *');

  // The approval's transaction booked the earning and woke every instance at its commit (services/payouts/earnings.ts).
  return startTableRelay({
    boss,
    channel: EARNINGS_CHANNEL,
    relayBatch: relayEarningBatch(boss),
    what: 'scheduling earnings',
    log: options.log,
  });
}

// The earnings whose job has no clearing task yet, each given one that starts when it clears.
function relayEarningBatch(boss: PgBoss) {
  return async (transaction: Db): Promise<number> => {
    const { rows } = await transaction.executeSql(
      `select j.id, le.available_at from jobs j
         join ledger_entries le on le.job_id = j.id and le.kind = 'earning'
        where j.earning_task_queued_at is null
        order by le.available_at limit ${RELAY_BATCH} for update of j skip locked`,
    );
    const due = rows as { id: number; available_at: Date }[];
    if (due.length === 0) return 0;
    await boss.insert(
      EARNING_QUEUE,
      due.map((row) => ({ data: { jobId: row.id }, startAfter: new Date(row.available_at) })),
      { db: transaction },
    );
    await transaction.executeSql('update jobs set earning_task_queued_at = now() where id = any($1::int[])', [
      due.map((row) => row.id),
    ]);
    return due.length;
  };
}
