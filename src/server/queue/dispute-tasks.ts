// A dispute nobody answers escalates by itself (docs/decisions/0041): each deadline is given one task that starts
// at it and escalates the dispute if its party still has not answered, and an hourly sweep backs the tasks up.
// An offer sets a new deadline, which the relay schedules again.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Db, Job, PgBoss } from 'pg-boss';
import { DISPUTES_CHANNEL, escalateDueDisputes, escalateIfDue } from '../services/disputes/disputes.ts';
import { ensureQueue, type QueueLogger } from './queue-setup.ts';
import { RELAY_BATCH, startTableRelay, type TableRelay } from './table-relay.ts';

export const DISPUTE_QUEUE = 'dispute-escalation';
export const DISPUTE_SWEEP_QUEUE = 'dispute-escalation-sweep';

export async function startDisputeTasks(
  boss: PgBoss,
  options: { orm: MikroORM; log: QueueLogger },
): Promise<TableRelay> {
  // Early (after an offer moved the deadline), or on an answered dispute, the task changes nothing.
  await ensureQueue(boss, DISPUTE_QUEUE, {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  });
  await boss.work(DISPUTE_QUEUE, async (tasks: Job<{ jobId: number }>[]) => {
    for (const task of tasks) await escalateIfDue(options.orm.em.fork(), task.data.jobId);
  });
  await ensureQueue(boss, DISPUTE_SWEEP_QUEUE, { retryLimit: 1, expireInSeconds: 600 });
  await boss.work(DISPUTE_SWEEP_QUEUE, async (_tasks: Job[]) => {
    await escalateDueDisputes(options.orm.em.fork());
  });
  await boss.schedule(DISPUTE_SWEEP_QUEUE, '29 * * * *');

  return startTableRelay({
    boss,
    channel: DISPUTES_CHANNEL,
    relayBatch: relayDisputeBatch(boss),
    what: 'scheduling dispute deadlines',
    log: options.log,
  });
}

function relayDisputeBatch(boss: PgBoss) {
  return async (transaction: Db): Promise<number> => {
    const { rows } = await transaction.executeSql(
      `select id, job_id, respond_by from job_disputes
        where status in ('open', 'offered') and escalation_task_queued_at is null
        order by respond_by limit ${RELAY_BATCH} for update skip locked`,
    );
    const due = rows as { id: number; job_id: number; respond_by: Date }[];
    if (due.length === 0) return 0;
    await boss.insert(
      DISPUTE_QUEUE,
      due.map((row) => ({ data: { jobId: row.job_id }, startAfter: new Date(row.respond_by) })),
      { db: transaction },
    );
    await transaction.executeSql(
      'update job_disputes set escalation_task_queued_at = now() where id = any($1::int[])',
      [due.map((row) => row.id)],
    );
    return due.length;
  };
}
