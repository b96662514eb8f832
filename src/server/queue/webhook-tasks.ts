// Webhook deliveries (docs/decisions/0048): the outbox relayed into a pg-boss queue, one task per delivery,
// and sent by the queue's workers, retried with doubling waits for 24 hours on anything but 2xx.
// In order per endpoint: the queue's policy is key_strict_fifo with the endpoint as the key, so an endpoint's
// next task is not fetched while its earlier one is active or waiting for a retry; tasks of one relay batch
// are ordered by their ids, which are made from the delivery's id (pg-boss breaks a tie of creation times on
// the task id). A delivery given up after 24 hours completes its task, so that it no longer holds the rest back.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Db, JobWithMetadata, PgBoss } from 'pg-boss';
import { WebhookDelivery } from '../db/entities/webhook.ts';
import { WEBHOOK_OUTBOX_CHANNEL } from '../services/webhook-events.ts';
import { sendWebhook, type UrlRules } from '../webhooks/webhook-send.ts';
import { ensureQueue, type QueueLogger } from './queue-setup.ts';
import { RELAY_BATCH, startTableRelay, type TableRelay } from './table-relay.ts';

export const WEBHOOK_QUEUE = 'webhook-send';

// Waits double from the first (10 s in production) up to an hour; the retry window, not the count, ends it.
const WEBHOOK_RETRY_LIMIT = 60;
const WEBHOOK_RETRY_DELAY_MAX_SECONDS = 3600;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface WebhookSettings extends UrlRules {
  // The first wait after a failed attempt, in whole seconds (tests make it 1).
  retryDelaySeconds: number;
  // How long a delivery is tried for after it was queued.
  retryWindowMs?: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = { strict: false, retryDelaySeconds: 10 };

export interface WebhookTasksOptions {
  orm: MikroORM;
  webhooks: WebhookSettings;
  log: QueueLogger;
}

export async function startWebhookTasks(boss: PgBoss, options: WebhookTasksOptions): Promise<TableRelay> {
  await ensureQueue(boss, WEBHOOK_QUEUE, {
    policy: 'key_strict_fifo',
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelay: options.webhooks.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: WEBHOOK_RETRY_DELAY_MAX_SECONDS,
    // A send is cut off after 10 s; a task still active a minute on was lost with its worker.
    expireInSeconds: 60,
    notify: true,
  });
  await workWebhookTasks(boss, options);
  return startTableRelay({
    boss,
    channel: WEBHOOK_OUTBOX_CHANNEL,
    relayBatch: relayWebhookBatch(boss),
    what: 'relaying the webhooks',
    log: options.log,
  });
}

// A task's id: the delivery's id first, so that one batch's tasks sort as their deliveries do.
function orderedTaskId(deliveryId: number): string {
  const hex = deliveryId.toString(16).padStart(16, '0') + randomBytes(8).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function relayWebhookBatch(boss: PgBoss) {
  return async (transaction: Db): Promise<number> => {
    const { rows } = await transaction.executeSql(
      `select id, endpoint_id from webhook_deliveries where queued_at is null order by id limit ${RELAY_BATCH}
       for update skip locked`,
    );
    const found = rows as { id: number; endpoint_id: number }[];
    if (found.length === 0) return 0;
    await boss.insert(
      WEBHOOK_QUEUE,
      found.map((row) => ({
        id: orderedTaskId(row.id),
        data: { id: row.id },
        singletonKey: String(row.endpoint_id),
      })),
      { db: transaction },
    );
    await transaction.executeSql(
      'update webhook_deliveries set queued_at = now() where id = any($1::int[])',
      [found.map((row) => row.id)],
    );
    return found.length;
  };
}

type Outcome = 'sent' | 'retry' | 'given-up' | 'done';

/** One attempt at a delivery; 'retry' asks the queue to try again later. */
export async function attemptDelivery(
  orm: MikroORM,
  id: number,
  retryCount: number,
  retryLimit: number,
  settings: WebhookSettings,
): Promise<Outcome> {
  const em = orm.em.fork();
  const delivery = await em.findOne(WebhookDelivery, { id }, { populate: ['endpoint'] });
  // Removed with its endpoint, or already answered 2xx (a task run twice after a restart).
  if (delivery?.status !== 'pending') return 'done';
  const endpoint = delivery.endpoint;
  const attempt = await sendWebhook(
    { url: endpoint.url, secret: endpoint.secret },
    { id: `msg_${delivery.id}`, timestamp: new Date(), body: delivery.body },
    settings,
  );
  const now = new Date();
  delivery.attempts += 1;
  delivery.lastStatusCode = attempt.statusCode;
  delivery.lastError = attempt.error;
  delivery.lastAttemptAt = now;
  delivery.lastDurationMs = attempt.durationMs;
  let outcome: Outcome;
  if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) {
    delivery.status = 'succeeded';
    delivery.nextAttemptAt = null;
    outcome = 'sent';
  } else {
    const queuedAt = delivery.queuedAt ?? delivery.createdAt;
    const window = settings.retryWindowMs ?? WEBHOOK_RETRY_WINDOW_MS;
    const wait =
      Math.min(
        WEBHOOK_RETRY_DELAY_MAX_SECONDS,
        Math.max(settings.retryDelaySeconds, 1) * 2 ** Math.min(16, retryCount + 1),
      ) * 1000;
    if (retryCount >= retryLimit || now.getTime() + wait - queuedAt.getTime() > window) {
      delivery.status = 'failed';
      delivery.nextAttemptAt = null;
      outcome = 'given-up';
    } else {
      // The queue draws the wait between half of this and this: the latest time it is tried again.
      delivery.nextAttemptAt = new Date(now.getTime() + wait);
      outcome = 'retry';
    }
  }
  await em.flush();
  return outcome;
}

async function workWebhookTasks(boss: PgBoss, options: WebhookTasksOptions): Promise<void> {
  const { log } = options;
  await boss.work(
    WEBHOOK_QUEUE,
    {
      batchSize: 10,
      burstWhenBatchFull: true,
      perJobResults: true,
      includeMetadata: true,
      localConcurrency: 2,
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 1,
    },
    async (tasks: JobWithMetadata<{ id: number }>[]) => {
      const results = await Promise.all(
        tasks.map(async (task) => {
          try {
            const outcome = await attemptAndFollow(
              options.orm,
              task.data.id,
              task.retryCount,
              task.retryLimit,
              options.webhooks,
            );
            if (outcome !== 'retry') return { id: task.id, status: 'completed' as const };
            return { id: task.id, status: 'failed' as const, output: { message: 'not answered with 2xx' } };
          } catch (error) {
            log.warn({ err: error, delivery: task.data.id }, 'queue: a webhook could not be attempted');
            // A task the queue fails for good would hold the endpoint's later deliveries back for ever.
            if (task.retryCount >= task.retryLimit) return { id: task.id, status: 'completed' as const };
            return { id: task.id, status: 'failed' as const, output: { message: String(error) } };
          }
        }),
      );
      // An endpoint's next delivery becomes fetchable only once this one completes: the workers fetch again at
      // once rather than at their next poll, a second later, which would send one delivery a second.
      if (results.some((result) => result.status === 'completed')) wakeWorkers(boss);
      return results;
    },
  );
}

// The most of an endpoint's later deliveries one task sends after its own, and for how long: well inside the
// task's expiry, so that the queue never takes the endpoint's key back while it is still being used.
const FOLLOW_MAX = 200;
const FOLLOW_MS = 20_000;

// A task whose delivery succeeded goes on to the endpoint's next deliveries already handed to the queue, in
// order, while it still holds the endpoint's key: one fetch of the queue per delivery would otherwise cap an
// endpoint at the queue's round trips (about 15 a second on a loaded machine, bench/webhooks.ts). The first
// that fails is left to its own task, which the queue fetches next and retries with backoff; the tasks of
// those sent here find them sent and end.
async function attemptAndFollow(
  orm: MikroORM,
  id: number,
  retryCount: number,
  retryLimit: number,
  settings: WebhookSettings,
): Promise<Outcome> {
  const outcome = await attemptDelivery(orm, id, retryCount, retryLimit, settings);
  if (outcome !== 'sent') return outcome;
  const until = Date.now() + FOLLOW_MS;
  let after = id;
  for (let sent = 0; sent < FOLLOW_MAX && Date.now() < until; sent += 1) {
    // The endpoint's lowest pending delivery, whatever its state: one not yet handed to the queue stops the run,
    // and so does an earlier one (a later transaction's commit handed over first), so that nothing overtakes it.
    const [next] = await orm.em.fork().execute<{ id: number; queued: boolean }[]>(
      `select n.id, n.queued_at is not null as queued
         from webhook_deliveries d join webhook_deliveries n on n.endpoint_id = d.endpoint_id
        where d.id = ? and n.status = 'pending'
        order by n.id limit 1`,
      [id],
    );
    if (!next?.queued || next.id < after) break;
    if ((await attemptDelivery(orm, next.id, 0, retryLimit, settings)) !== 'sent') break;
    after = next.id;
  }
  return outcome;
}

function wakeWorkers(boss: PgBoss): void {
  for (const worker of boss.getWipData()) if (worker.name === WEBHOOK_QUEUE) boss.notifyWorker(worker.id);
}
