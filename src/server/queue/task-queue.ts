// The background work of the product on pg-boss, in the same PostgreSQL (docs/decisions/0007). Its units
// are "tasks" (pg-boss calls them jobs; here a job is the client's order): the outbox's emails, the end of
// each delivery's review window (docs/decisions/0010), each earning's clearance (docs/decisions/0039), and
// recurring sweeps (among them the expired Idempotency-Keys', docs/decisions/0050) that run on whichever instance
// takes them. Every instance runs one; they share the queue through the database.
import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import type { Mailer } from '../email/mailer.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { PayoutRules } from '../services/payouts/earnings.ts';
import { startDisputeTasks } from './dispute-tasks.ts';
import { startEarningTasks } from './earning-tasks.ts';
import { startEmailTasks } from './email-tasks.ts';
import { startIdempotencyKeyTasks } from './idempotency-key-tasks.ts';
import type { QueueLogger } from './queue-setup.ts';
import { startReviewWindowTasks } from './review-window-tasks.ts';
import { startUnreadReminderTasks } from './unread-reminder-tasks.ts';
import { startWebhookTasks, type WebhookSettings } from './webhook-tasks.ts';

// How the queue's connections name themselves in pg_stat_activity.
export const QUEUE_APPLICATION_NAME = 'humanise-queue';

// A backstop for a missed notification (an instance that was down at the commit): the relays run anyway.
const RELAY_SWEEP_MS = 30_000;

export interface TaskQueueOptions {
  databaseUrl: string;
  orm: MikroORM;
  mailer: Mailer;
  publicUrl: string;
  linkSecret: string;
  retryDelaySeconds: number;
  payoutRules: PayoutRules;
  // The payouts' sweep asks the gateway again for transfers that never answered.
  gateway: PaymentGateway;
  // How webhooks are sent: which addresses are allowed, and the first wait before a retry (docs/decisions/0048).
  webhooks: WebhookSettings;
  log: QueueLogger;
}

export interface TaskQueue {
  /** Hands every email not yet queued to the queue; resolves with how many it handed over. */
  relay(): Promise<number>;
  /** Gives every review window not yet scheduled its closing task; resolves with how many it scheduled. */
  scheduleReviewWindows(): Promise<number>;
  /** Gives every earning not yet scheduled its clearing task; resolves with how many it scheduled. */
  scheduleEarnings(): Promise<number>;
  /** Gives every dispute deadline not yet scheduled its escalation task; resolves with how many it scheduled. */
  scheduleDisputes(): Promise<number>;
  /** Hands every webhook delivery not yet queued to the queue; resolves with how many it handed over. */
  relayWebhooks(): Promise<number>;
  /** Stops taking work, lets the emails being sent finish, and closes the queue's connections. */
  stop(): Promise<void>;
}

// pg-boss's schema is created once per database; the test template runs this so each test database has it.
export async function installQueueSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

export async function startTaskQueue(options: TaskQueueOptions): Promise<TaskQueue> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    application_name: QUEUE_APPLICATION_NAME,
    max: 4,
    // Workers wake the moment a task is queued rather than at their next poll.
    useListenNotify: true,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'queue: error'));
  await boss.start();

  const outbox = await startEmailTasks(boss, options);
  await startUnreadReminderTasks(boss, options);
  await startIdempotencyKeyTasks(boss, options);
  const reviewWindows = await startReviewWindowTasks(boss, options);
  const earnings = await startEarningTasks(boss, options);
  const disputes = await startDisputeTasks(boss, options);
  const webhooks = await startWebhookTasks(boss, options);
  const relays = [outbox, reviewWindows, earnings, disputes, webhooks];
  const sweep = setInterval(() => {
    for (const relay of relays) relay.soon();
  }, RELAY_SWEEP_MS);
  sweep.unref();

  return {
    relay: outbox.run,
    scheduleReviewWindows: reviewWindows.run,
    scheduleEarnings: earnings.run,
    scheduleDisputes: disputes.run,
    relayWebhooks: webhooks.run,
    async stop() {
      clearInterval(sweep);
      for (const relay of relays) await relay.stop();
      await boss.stop({ graceful: true, timeout: 10_000 });
      options.mailer.close();
    },
  };
}
