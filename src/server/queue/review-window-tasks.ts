// Each delivery's review window closes when it ends (docs/decisions/0010): the delivery is given one task
// that starts at the window's end and approves it if it still waits, and an hourly sweep backs the tasks up.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Db, Job, PgBoss } from 'pg-boss';
import { closeEndedReviewWindows, closeReviewWindow } from '../services/jobs/approve.ts';
import { REVIEW_WINDOW_CHANNEL } from '../services/jobs/review-window.ts';
import type { PayoutRules } from '../services/payouts/earnings.ts';
import { ensureQueue, type QueueLogger } from './queue-setup.ts';
import { RELAY_BATCH, startTableRelay, type TableRelay } from './table-relay.ts';

// The queues' names say "job" for the product's job whose window it is; they are stored in pg-boss's tables.
export const REVIEW_WINDOW_QUEUE = 'job-review-window';
export const REVIEW_WINDOW_SWEEP_QUEUE = 'job-review-window-sweep';

export interface ReviewWindowTasksOptions {
  orm: MikroORM;
  // The window's end approves the job, which books the writer's earning (docs/decisions/0039).
  payoutRules: PayoutRules;
  log: QueueLogger;
}

/** Starts closing windows; answers with the relay that gives each window its task. */
export async function startReviewWindowTasks(
  boss: PgBoss,
  options: ReviewWindowTasksOptions,
): Promise<TableRelay> {
  // A window's task approves the delivery if it still waits; run again, or after a revision reopened the
  // job, it changes nothing. A failure (the database away) is retried.
  await ensureQueue(boss, REVIEW_WINDOW_QUEUE, {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  });
  await boss.work(REVIEW_WINDOW_QUEUE, async (tasks: Job<{ jobId: number }>[]) => {
    for (const task of tasks)
      await closeReviewWindow(options.orm.em.fork(), task.data.jobId, options.payoutRules);
  });
  // The backstop: a window whose task was lost (a queue emptied by hand) closes within the hour anyway.
  await ensureQueue(boss, REVIEW_WINDOW_SWEEP_QUEUE, { retryLimit: 1, expireInSeconds: 600 });
  await boss.work(REVIEW_WINDOW_SWEEP_QUEUE, async (_tasks: Job[]) => {
    await closeEndedReviewWindows(options.orm.em.fork(), options.payoutRules);
  });
  await boss.schedule(REVIEW_WINDOW_SWEEP_QUEUE, '17 * * * *');

  // The delivery's transaction cleared its mark and woke every instance at its commit (services/jobs/deliver.ts).
  return startTableRelay({
    boss,
    channel: REVIEW_WINDOW_CHANNEL,
    relayBatch: relayReviewWindowBatch(boss),
    what: 'scheduling review windows',
    log: options.log,
  });
}

// The deliveries whose window has no task yet, each given one that starts when the window ends.
function relayReviewWindowBatch(boss: PgBoss) {
  return async (transaction: Db): Promise<number> => {
    const { rows } = await transaction.executeSql(
      `select id, review_window_ends_at from jobs
        where status = 'completed' and approved_at is null and review_task_queued_at is null
          and review_window_ends_at is not null
        order by review_window_ends_at limit ${RELAY_BATCH} for update skip locked`,
    );
    const due = rows as { id: number; review_window_ends_at: Date }[];
    if (due.length === 0) return 0;
    await boss.insert(
      REVIEW_WINDOW_QUEUE,
      due.map((row) => ({ data: { jobId: row.id }, startAfter: new Date(row.review_window_ends_at) })),
      { db: transaction },
    );
    await transaction.executeSql('update jobs set review_task_queued_at = now() where id = any($1::int[])', [
      due.map((row) => row.id),
    ]);
    return due.length;
  };
}
