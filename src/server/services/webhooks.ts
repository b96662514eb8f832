// An account's webhook endpoints and their delivery log (docs/decisions/0048): added with the events they
// hear of (the signing secret answered once), listed, removed, sent a test event; each delivery listed with its
// last attempt and sent again on request. An endpoint of another account is not found.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  CreatedWebhook,
  CreateWebhookInput,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookEvent,
} from '../../shared/schemas/webhooks.ts';
import { WEBHOOK_ENDPOINTS_MAX } from '../../shared/schemas/webhooks.ts';
import type { User } from '../db/entities/user.ts';
import { WebhookDelivery, WebhookEndpoint } from '../db/entities/webhook.ts';
import { AppError } from '../errors.ts';
import { checkWebhookUrl, type UrlRules, WebhookUrlError } from '../webhooks/webhook-send.ts';
import { recordAudit } from './audit-log.ts';
import { byCreatedAt, type Page, type PageQuery } from './read-models/page.ts';
import { recordWebhookEvent, WEBHOOK_OUTBOX_CHANNEL } from './webhook-events.ts';

const NOT_FOUND = 'Webhook not found';

function toDto(endpoint: WebhookEndpoint): WebhookDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events as WebhookEvent[],
    createdAt: endpoint.createdAt.toISOString(),
  };
}

function toDeliveryDto(delivery: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: delivery.id,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(),
    statusCode: delivery.lastStatusCode ?? null,
    error: delivery.lastError ?? null,
    attemptedAt: delivery.lastAttemptAt?.toISOString() ?? null,
    durationMs: delivery.lastDurationMs ?? null,
    nextRetryAt: delivery.status === 'pending' ? (delivery.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

// The signing secret: 32 random bytes, written as the Standard Webhooks specification's `whsec_<base64>`.
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export async function createWebhook(
  em: EntityManager,
  owner: User,
  input: CreateWebhookInput,
  rules: UrlRules,
): Promise<CreatedWebhook> {
  try {
    await checkWebhookUrl(input.url, rules);
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    throw new AppError('VALIDATION_ERROR', error.message, {
      issues: [{ path: ['url'], message: error.message }],
    });
  }
  if ((await em.count(WebhookEndpoint, { user: owner.id })) >= WEBHOOK_ENDPOINTS_MAX) {
    throw new AppError('CONFLICT', `An account has at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`);
  }
  const secret = newSecret();
  const endpoint = em.create(WebhookEndpoint, {
    user: owner,
    url: input.url,
    events: [...new Set(input.events)],
    secret,
  });
  recordAudit(em, { action: 'webhook.added', actor: owner, subject: owner, detail: input.url });
  await em.flush();
  return { ...toDto(endpoint), secret };
}

export async function listWebhooks(
  em: EntityManager,
  owner: User,
  query: PageQuery,
): Promise<Page<WebhookDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const endpoints = await em.find(WebhookEndpoint, { user: owner.id, ...keyset.where }, keyset.options);
  return keyset.page(endpoints, toDto);
}

async function ownEndpoint(em: EntityManager, owner: User, id: number): Promise<WebhookEndpoint> {
  const endpoint = await em.findOne(WebhookEndpoint, { id, user: owner.id });
  if (!endpoint) throw new AppError('NOT_FOUND', NOT_FOUND);
  return endpoint;
}

export async function deleteWebhook(em: EntityManager, owner: User, id: number): Promise<void> {
  const endpoint = await ownEndpoint(em, owner, id);
  recordAudit(em, { action: 'webhook.removed', actor: owner, subject: owner, detail: endpoint.url });
  // Its deliveries go with it (cascade); a task left in the queue finds nothing and ends.
  em.remove(endpoint);
  await em.flush();
}

/** A `webhook.test` event to this endpoint only, through the same outbox as every event. */
export async function sendTestEvent(
  em: EntityManager,
  owner: User,
  id: number,
): Promise<{ deliveryId: number }> {
  return em.transactional(async (tx) => {
    const endpoint = await ownEndpoint(tx, owner, id);
    const [deliveryId] = await recordWebhookEvent(tx, {
      type: 'webhook.test',
      eventKey: `test:${randomBytes(12).toString('hex')}`,
      data: { webhookId: endpoint.id, message: 'A test event from Humanise AI' },
      audience: [],
      endpointId: endpoint.id,
    });
    return { deliveryId: deliveryId! };
  });
}

export async function listDeliveries(
  em: EntityManager,
  owner: User,
  id: number,
  query: PageQuery,
): Promise<Page<WebhookDeliveryDto>> {
  const endpoint = await ownEndpoint(em, owner, id);
  const keyset = byCreatedAt(query, 'desc');
  const deliveries = await em.find(
    WebhookDelivery,
    { endpoint: endpoint.id, ...keyset.where },
    keyset.options,
  );
  return keyset.page(deliveries, toDeliveryDto);
}

/** Sends a delivery again, behind the endpoint's other deliveries; one still being tried is left to its retries. */
export async function retryDelivery(
  em: EntityManager,
  owner: User,
  id: number,
  deliveryId: number,
): Promise<WebhookDeliveryDto> {
  return em.transactional(async (tx) => {
    const endpoint = await ownEndpoint(tx, owner, id);
    const [row] = await tx.execute<{ id: number }[]>(
      `update webhook_deliveries set status = 'pending', next_attempt_at = null, queued_at = null
        where id = ? and endpoint_id = ? and status <> 'pending' returning id`,
      [deliveryId, endpoint.id],
    );
    const delivery = await tx.findOne(
      WebhookDelivery,
      { id: deliveryId, endpoint: endpoint.id },
      { refresh: true },
    );
    if (!delivery) throw new AppError('NOT_FOUND', 'Delivery not found');
    if (!row)
      throw new AppError('CONFLICT', 'This delivery is still being tried; it is sent again by itself');
    await tx.execute('select pg_notify(?, ?)', [WEBHOOK_OUTBOX_CHANNEL, '']);
    return toDeliveryDto(delivery);
  });
}
