// The background work of the product on pg-boss, in the same PostgreSQL (docs/decisions/0007): the email
// outbox is relayed into a queue and sent with retries and backoff, each delivery's review window gets a task
// that closes it when it ends (docs/decisions/0010), and recurring sweeps run on whichever instance takes
// them. Every instance runs one; they share the queue through the database.
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Mailer } from '../email/mailer.ts';
import { OUTBOX_CHANNEL } from '../services/notify.ts';
import {
  closeEndedReviewWindows,
  closeReviewWindow,
  REVIEW_WINDOW_CHANNEL,
} from '../services/review-service.ts';
import { sendUnreadMessageReminders } from '../services/unread-reminders.ts';
import { deliverEmail, markFailed } from './email-delivery.ts';

export const EMAIL_QUEUE = 'email-send';
export const UNREAD_REMINDERS_QUEUE = 'chat-unread-reminders';
// One task per delivery, to start when its review window ends; and an hourly backstop.
export const REVIEW_WINDOW_QUEUE = 'job-review-window';
export const REVIEW_WINDOW_SWEEP_QUEUE = 'job-review-window-sweep';
// How the queue's connections name themselves in pg_stat_activity.
export const QUEUE_APPLICATION_NAME = 'humanise-queue';

const RELAY_BATCH = 500;
// A backstop for a missed notification (an instance that was down at the commit): the outbox is swept anyway.
const RELAY_SWEEP_MS = 30_000;
// Twenty tries with doubling waits capped at an hour cover a mail server that is down for most of a day.
const EMAIL_RETRY_LIMIT = 20;
const EMAIL_RETRY_DELAY_MAX_SECONDS = 3600;

export interface QueueLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  databaseUrl: string;
  orm: MikroORM;
  mailer: Mailer;
  publicUrl: string;
  linkSecret: string;
  retryDelaySeconds: number;
  log: QueueLogger;
}

export interface JobQueue {
  /** Hands every email not yet queued to the queue; resolves with how many it handed over. */
  relay(): Promise<number>;
  /** Gives every review window not yet scheduled its closing task; resolves with how many it scheduled. */
  scheduleReviewWindows(): Promise<number>;
  /** Stops taking work, lets the emails being sent finish, and closes the queue's connections. */
  stop(): Promise<void>;
}

// pg-boss's schema is created once per database; the test template runs this so each test database has it.
export async function installQueueSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

async function ensureQueue(boss: PgBoss, name: string, options: Parameters<PgBoss['createQueue']>[1]) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, options);
  else await boss.createQueue(name, options);
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    application_name: QUEUE_APPLICATION_NAME,
    max: 4,
    // Workers wake the moment a job is queued rather than at their next poll.
    useListenNotify: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'queue: error'));
  await boss.start();

  const emailQueue = {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: EMAIL_RETRY_DELAY_MAX_SECONDS,
    // A send that hangs is given up and tried again; the email's row says whether it already went.
    expireInSeconds: 120,
    notify: true,
  };
  await ensureQueue(boss, EMAIL_QUEUE, emailQueue);
  await ensureQueue(boss, UNREAD_REMINDERS_QUEUE, { retryLimit: 1, expireInSeconds: 300 });

  const deliveryDeps = {
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    linkSecret: options.linkSecret,
    log,
  };

  // Emails are fetched ten at a time, and fetched again at once while full batches keep coming (a backlog
  // after an outage drains at full speed). Each email of a batch is settled on its own: one refused email
  // fails, and is retried, alone. A new job wakes the workers through LISTEN; a retry coming due is found by
  // the poll, which pg-boss would otherwise space 30 s apart while it listens.
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
    async (jobs: JobWithMetadata<{ id: string }>[]) =>
      Promise.all(
        jobs.map(async (job) => {
          try {
            await deliverEmail(options.orm.em.fork(), job.data.id, deliveryDeps);
            return { id: job.id, status: 'completed' as const };
          } catch (error) {
            if (job.retryCount >= job.retryLimit) await markFailed(options.orm.em.fork(), job.data.id, error);
            log.warn(
              { err: error, email: job.data.id, attempt: job.retryCount + 1 },
              'queue: an email could not be sent; it will be tried again',
            );
            return { id: job.id, status: 'failed' as const, output: { message: String(error) } };
          }
        }),
      ),
  );

  await boss.work(UNREAD_REMINDERS_QUEUE, async (_jobs: Job[]) => {
    await sendUnreadMessageReminders(options.orm.em.fork());
  });
  await boss.schedule(UNREAD_REMINDERS_QUEUE, '* * * * *');

  // A window's task starts when the window ends and approves the delivery if it still waits; run again, or
  // after a revision reopened the job, it changes nothing. A failure (the database away) is retried.
  await ensureQueue(boss, REVIEW_WINDOW_QUEUE, {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 300,
  });
  await boss.work(REVIEW_WINDOW_QUEUE, async (jobs: Job<{ jobId: number }>[]) => {
    for (const job of jobs) await closeReviewWindow(options.orm.em.fork(), job.data.jobId);
  });
  // The backstop: a window whose task was lost (a queue emptied by hand) closes within the hour anyway.
  await ensureQueue(boss, REVIEW_WINDOW_SWEEP_QUEUE, { retryLimit: 1, expireInSeconds: 600 });
  await boss.work(REVIEW_WINDOW_SWEEP_QUEUE, async (_jobs: Job[]) => {
    await closeEndedReviewWindows(options.orm.em.fork());
  });
  await boss.schedule(REVIEW_WINDOW_SWEEP_QUEUE, '17 * * * *');

  // The relay: outbox rows into the queue, in one transaction with marking them queued, so that each row is
  // queued exactly once whichever instance takes it (rows another instance holds are skipped, not waited for).
  const db = boss.getDb();
  const relayOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const transaction = await db.beginTransaction!();
      try {
        const { rows } = await transaction.db.executeSql(
          `select id from emails where queued_at is null order by created_at limit ${RELAY_BATCH}
           for update skip locked`,
        );
        if (rows.length > 0) {
          await boss.insert(
            EMAIL_QUEUE,
            rows.map((row: { id: string }) => ({ data: { id: row.id } })),
            { db: transaction.db },
          );
          await transaction.db.executeSql('update emails set queued_at = now() where id = any($1::uuid[])', [
            rows.map((row: { id: string }) => row.id),
          ]);
        }
        await transaction.commit();
        total += rows.length;
        if (rows.length < RELAY_BATCH) return total;
      } catch (error) {
        await transaction.rollback();
        throw error;
      }
    }
  };
  const relay = coalesced(relayOnce);
  const relaySoon = () => {
    relay.run().catch((error: unknown) => log.error({ err: error }, 'queue: relaying the outbox failed'));
  };

  // The same for review windows: the deliveries whose window has no closing task yet, each given one that
  // starts when the window ends, in one transaction with marking them scheduled (the delivery's transaction
  // cleared the mark and woke every instance at its commit, review-service.ts).
  const scheduleOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const transaction = await db.beginTransaction!();
      try {
        const { rows } = await transaction.db.executeSql(
          `select id, review_window_ends_at from jobs
            where status = 'completed' and approved_at is null and review_task_queued_at is null
              and review_window_ends_at is not null
            order by review_window_ends_at limit ${RELAY_BATCH} for update skip locked`,
        );
        const due = rows as { id: number; review_window_ends_at: Date }[];
        if (due.length > 0) {
          await boss.insert(
            REVIEW_WINDOW_QUEUE,
            due.map((row) => ({ data: { jobId: row.id }, startAfter: new Date(row.review_window_ends_at) })),
            { db: transaction.db },
          );
          await transaction.db.executeSql(
            'update jobs set review_task_queued_at = now() where id = any($1::int[])',
            [due.map((row) => row.id)],
          );
        }
        await transaction.commit();
        total += due.length;
        if (due.length < RELAY_BATCH) return total;
      } catch (error) {
        await transaction.rollback();
        throw error;
      }
    }
  };
  const schedule = coalesced(scheduleOnce);
  const scheduleSoon = () => {
    schedule
      .run()
      .catch((error: unknown) => log.error({ err: error }, 'queue: scheduling review windows failed'));
  };

  // Delivered at commit by PostgreSQL, to every instance; a reconnect sweeps what was missed meanwhile.
  const listener = await db.listen?.(OUTBOX_CHANNEL, relaySoon, relaySoon);
  const reviewListener = await db.listen?.(REVIEW_WINDOW_CHANNEL, scheduleSoon, scheduleSoon);
  const sweep = setInterval(() => {
    relaySoon();
    scheduleSoon();
  }, RELAY_SWEEP_MS);
  sweep.unref();
  relaySoon();
  scheduleSoon();

  return {
    relay: relay.run,
    scheduleReviewWindows: schedule.run,
    async stop() {
      clearInterval(sweep);
      await listener?.close();
      await reviewListener?.close();
      await relay.current()?.catch(() => {});
      await schedule.current()?.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
      options.mailer.close();
    },
  };
}

// One run at a time: a call while a run is under way asks for one more run after it, and answers with the
// run under way (so that a wake-up that arrives mid-run is never lost, and never starts a second run).
function coalesced(once: () => Promise<number>) {
  let running: Promise<number> | undefined;
  let again = false;
  return {
    current: () => running,
    run(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await once();
        } while (again);
        return total;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
