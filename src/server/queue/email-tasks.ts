// The outbox's emails (docs/decisions/0007): relayed from the emails table into a queue, one task per email,
// and sent by the queue's workers with retries and backoff.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Db, JobWithMetadata, PgBoss } from 'pg-boss';
import { OUTBOX_CHANNEL } from '../services/notify.ts';
import { type DeliveryDeps, deliverEmail, markFailed } from './email-delivery.ts';
import { ensureQueue, type QueueLogger } from './queue-setup.ts';
import { RELAY_BATCH, startTableRelay, type TableRelay } from './table-relay.ts';

export const EMAIL_QUEUE = 'email-send';

// Twenty tries with doubling waits capped at an hour cover a mail server that is down for most of a day.
const EMAIL_RETRY_LIMIT = 20;
const EMAIL_RETRY_DELAY_MAX_SECONDS = 3600;

export interface EmailTasksOptions extends DeliveryDeps {
  orm: MikroORM;
  retryDelaySeconds: number;
  log: QueueLogger;
}

/** Starts sending; answers with the outbox's relay. */
export async function startEmailTasks(boss: PgBoss, options: EmailTasksOptions): Promise<TableRelay> {
  await ensureQueue(boss, EMAIL_QUEUE, {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: EMAIL_RETRY_DELAY_MAX_SECONDS,
    // A send that hangs is given up and tried again; the email's row says whether it already went.
    expireInSeconds: 120,
    notify: true,
  });
  await workEmailTasks(boss, options);
  return startTableRelay({
    boss,
    channel: OUTBOX_CHANNEL,
    relayBatch: relayOutboxBatch(boss),
    what: 'relaying the outbox',
    log: options.log,
  });
}

// Emails are fetched ten at a time, and fetched again at once while full batches keep coming (a backlog
// after an outage drains at full speed). Each email of a batch is settled on its own: one refused email
// fails, and is retried, alone. A new task wakes the workers through LISTEN; a retry coming due is found by
// the poll, which pg-boss would otherwise space 30 s apart while it listens.
async function workEmailTasks(boss: PgBoss, options: EmailTasksOptions): Promise<void> {
  const { log } = options;
  await boss.work(
    EMAIL_QUEUE,
    {
      batchSize: 10,
      burstWhenBatchFull: true,
      perJobResults: true,
      includeMetadata: true,
      localConcurrency: 3,
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
    },
    async (tasks: JobWithMetadata<{ id: string }>[]) =>
      Promise.all(
        tasks.map(async (task) => {
          try {
            await deliverEmail(options.orm.em.fork(), task.data.id, options);
            return { id: task.id, status: 'completed' as const };
          } catch (error) {
            if (task.retryCount >= task.retryLimit)
              await markFailed(options.orm.em.fork(), task.data.id, error);
            log.warn(
              { err: error, email: task.data.id, attempt: task.retryCount + 1 },
              'queue: an email could not be sent; it will be tried again',
            );
            return { id: task.id, status: 'failed' as const, output: { message: String(error) } };
          }
        }),
      ),
  );
}

// Outbox rows into the queue, marked queued in the same transaction.
function relayOutboxBatch(boss: PgBoss) {
  return async (transaction: Db): Promise<number> => {
    const { rows } = await transaction.executeSql(
      `select id from emails where queued_at is null order by created_at limit ${RELAY_BATCH}
       for update skip locked`,
    );
    const ids = (rows as { id: string }[]).map((row) => row.id);
    if (ids.length === 0) return 0;
    await boss.insert(
      EMAIL_QUEUE,
      ids.map((id) => ({ data: { id } })),
      { db: transaction },
    );
    await transaction.executeSql('update emails set queued_at = now() where id = any($1::uuid[])', [ids]);
    return ids.length;
  };
}
