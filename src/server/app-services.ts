// What the app runs beside its routes, each as a plugin that starts it with the app and stops it with the app:
// the live bus (the live streams' LISTEN connection) and the queue that sends the emails.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHAT_LIMITS } from '../shared/schemas/chat.ts';
import { createMailer, type MailSettings } from './email/mailer.ts';
import { createLiveBus, type LiveBus } from './live/live-bus.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import { startTaskQueue, type TaskQueue } from './queue/task-queue.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from './queue/webhook-tasks.ts';
import { type Delivery, loadDeliveries, messageIdsAfter, newestMessageId } from './services/chat-stream.ts';
import type { Settings } from './trpc/context.ts';

// One LISTEN connection per app, opened when the first chat stream does. Its streams end first when the app
// stops: an open stream is a request that never finishes, and would hold the stop open.
export const liveBusPlugin = fp(
  async (app: FastifyInstance, { orm, databaseUrl }: { orm: MikroORM; databaseUrl: string }) => {
    const liveBus = createLiveBus<Delivery>({
      databaseUrl,
      maxStreamsPerUser: CHAT_LIMITS.streamsPerUser,
      load: (ids) => loadDeliveries(orm.em.fork(), ids),
      newestMessageId: () => newestMessageId(orm.em.fork()),
      messageIdsAfter: (id, limit) => messageIdsAfter(orm.em.fork(), id, limit),
      log: app.log,
    });
    app.decorate('liveBus', liveBus);
    app.addHook('preClose', async () => {
      await liveBus.close();
    });
  },
  { name: 'chat-bus' },
);

// The queue starts with the app and stops after the last request, letting the emails being sent finish.
export const taskQueuePlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      orm: MikroORM;
      databaseUrl: string;
      settings: Settings;
      mail: MailSettings & { retryDelaySeconds: number };
      gateway: PaymentGateway;
    },
  ) => {
    const queue = await startTaskQueue({
      databaseUrl: options.databaseUrl,
      orm: options.orm,
      mailer: createMailer(options.mail, new URL(options.settings.publicUrl).hostname),
      publicUrl: options.settings.publicUrl,
      linkSecret: options.settings.linkSecret,
      retryDelaySeconds: options.mail.retryDelaySeconds,
      payoutRules: options.settings.payouts,
      gateway: options.gateway,
      webhooks: options.settings.webhooks ?? DEFAULT_WEBHOOK_SETTINGS,
      log: app.log,
    });
    app.decorate('queue', queue);
    app.addHook('onClose', async () => {
      await queue.stop();
    });
  },
  { name: 'task-queue' },
);

declare module 'fastify' {
  interface FastifyInstance {
    liveBus: LiveBus<Delivery>;
    queue: TaskQueue;
  }
}
