import { defineEntity, p } from '@mikro-orm/core';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../shared/schemas/webhooks.ts';
import { User } from './user.ts';

// An address an account has asked to be told of events at (docs/decisions/0048). The secret signs each
// delivery; it is shown once, when the endpoint is added, and kept to sign with.
export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    url: p.string().length(2000),
    events: p.array(),
    secret: p.string().length(100),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);

// The outbox of webhooks: one row per (event, endpoint), written in the transaction of the change it reports,
// handed to the queue after commit and sent, in order per endpoint, until the receiver answers 2xx.
export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  uniques: [{ properties: ['endpoint', 'eventKey'] }],
  indexes: [
    { properties: ['endpoint', 'createdAt'] },
    {
      name: 'webhook_deliveries_unqueued_index',
      expression:
        'create index "webhook_deliveries_unqueued_index" on "webhook_deliveries" ("id") where "queued_at" is null',
    },
  ],
  properties: {
    id: p.integer().primary(),
    endpoint: () => p.manyToOne(WebhookEndpoint).deleteRule('cascade'),
    eventKey: p.string().length(200),
    type: p.string().length(50),
    // The body sent, as it is signed: the same bytes on every attempt.
    body: p.text(),
    status: p.enum([...WEBHOOK_DELIVERY_STATUSES]).default('pending'),
    attempts: p.integer().default(0),
    lastStatusCode: p.integer().nullable(),
    lastError: p.string().length(500).nullable(),
    lastAttemptAt: p.datetime().nullable(),
    lastDurationMs: p.integer().nullable(),
    nextAttemptAt: p.datetime().nullable(),
    queuedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
