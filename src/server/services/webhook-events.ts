// Webhook events (docs/decisions/0048): written to the webhooks' outbox inside the transaction of the change
// they report, one row per (event, endpoint), so that a rolled-back change sends nothing and a committed one is
// never lost; PostgreSQL wakes the relay at commit (pg_notify), as the emails' outbox does (docs/decisions/0007).
// Who hears of an event is decided here, in that transaction, by the rules every read uses: a job's events go
// to those who may see the job (jobs/access.ts canSeeJob) and a message to those who may read its thread
// (chat-access.ts mayRead, decided from the job as it now stands, docs/decisions/0036). Admins see everything.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '../../shared/schemas/webhooks.ts';
import type { Job } from '../db/entities/job.ts';
import { User } from '../db/entities/user.ts';
import { chatViewer, loadAudiences, mayRead } from './chat-access.ts';
import { canSeeJob } from './jobs/access.ts';

export const WEBHOOK_OUTBOX_CHANNEL = 'webhook_outbox';

export interface WebhookEventRecord {
  type: WebhookEvent | 'webhook.test';
  // Names the event: the same key reported twice is delivered once to each endpoint.
  eventKey: string;
  data: Record<string, unknown>;
  // The accounts (besides admins) that may see what the event is about.
  audience: readonly number[];
  // Only this endpoint (a test event).
  endpointId?: number;
}

export function webhookBody(type: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** Writes the event's deliveries, one per subscribed endpoint of its audience and of admins. */
export async function recordWebhookEvent(em: EntityManager, event: WebhookEventRecord): Promise<number[]> {
  if (!em.isInTransaction())
    throw new Error('recordWebhookEvent() must run inside the transaction of the change');
  const body = webhookBody(event.type, event.data);
  const audience = [...new Set(event.audience)];
  const whose =
    audience.length > 0
      ? `e.user_id in (${audience.map(() => '?').join(', ')}) or u.role = 'admin'`
      : `u.role = 'admin'`;
  // One statement: the endpoints that asked for this type, of a live account that may see it, in id order.
  const rows = await em.execute<{ id: number }[]>(
    `insert into webhook_deliveries (endpoint_id, event_key, type, body, status, attempts, created_at)
     select e.id, ?, ?, ?, 'pending', 0, now()
       from webhook_endpoints e join users u on u.id = e.user_id
      where u.deleted_at is null and u.suspended_at is null
        and ${event.endpointId === undefined ? `? = any(e.events) and (${whose})` : 'e.id = ?'}
      order by e.id
     on conflict (endpoint_id, event_key) do nothing
     returning id`,
    [
      event.eventKey,
      event.type,
      body,
      ...(event.endpointId === undefined ? [event.type, ...audience] : [event.endpointId]),
    ],
  );
  if (rows.length > 0) await em.execute('select pg_notify(?, ?)', [WEBHOOK_OUTBOX_CHANNEL, '']);
  return rows.map((row) => row.id);
}

// The people a job's event may concern, narrowed to those who may see the job as it now stands.
async function jobAudience(em: EntityManager, job: Job, also: readonly number[]): Promise<number[]> {
  const ids = [
    ...new Set(
      [job.client?.id, job.copywriter?.id, ...also].filter((id): id is number => typeof id === 'number'),
    ),
  ];
  if (ids.length === 0) return [];
  const users = await em.find(User, { id: { $in: ids } });
  const seeing: number[] = [];
  for (const user of users) if (await canSeeJob(em, user, job)) seeing.push(user.id);
  return seeing;
}

/** A job's event; `also` names others it concerns (the writer of a quote), who get it only if they see the job. */
export async function recordJobWebhook(
  em: EntityManager,
  job: Job,
  type: WebhookEvent,
  options: { eventKey: string; data?: Record<string, unknown>; also?: readonly number[] },
): Promise<void> {
  await em.flush();
  await recordWebhookEvent(em, {
    type,
    eventKey: options.eventKey,
    data: { jobId: job.id, status: job.status, ...options.data },
    audience: await jobAudience(em, job, options.also ?? []),
  });
}

/** A new message, for those who may read its conversation now (its members, the job's client and writer). */
export async function recordMessageWebhook(
  em: EntityManager,
  message: { id: number; conversationId: number; senderId: number; createdAt: Date },
): Promise<void> {
  const audience = (await loadAudiences(em, [message.conversationId])).get(message.conversationId);
  if (!audience) return;
  const ids = [
    ...new Set(
      [
        ...audience.memberIds,
        audience.job?.clientId,
        audience.job?.writerId,
        audience.job?.copywriterId,
      ].filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const users = ids.length > 0 ? await em.find(User, { id: { $in: ids } }) : [];
  const readers: number[] = [];
  for (const user of users) if (mayRead(await chatViewer(em, user), audience)) readers.push(user.id);
  await recordWebhookEvent(em, {
    type: 'message.created',
    eventKey: `message:${message.id}`,
    data: {
      messageId: message.id,
      conversationId: message.conversationId,
      jobId: audience.job?.id ?? null,
      senderId: message.senderId,
      createdAt: message.createdAt.toISOString(),
    },
    audience: readers,
  });
}
