// Webhooks (DECISIONS "Integrations", docs/decisions/0048): an account's endpoints, the events each hears of,
// and the log of what was sent. One schema for the /account form and the procedure.
import { z } from 'zod';
import './zod-setup.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '../domain/webhook-events.ts';
import { idSchema, isoDateSchema, text } from './common.ts';

export { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent };

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_ENDPOINTS_MAX = 20;

export const webhookUrlSchema = text()
  .trim()
  .min(1, 'Enter the address to send events to')
  .max(WEBHOOK_URL_MAX, `Use at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Enter a full address, starting with https://');

export const createWebhookSchema = z.object({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Not an event this product sends' }))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length, 'Each event once'),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

export const webhookIdSchema = z.object({ id: idSchema('webhook') });
export const webhookDeliveryIdSchema = z.object({
  id: idSchema('webhook'),
  deliveryId: idSchema('delivery'),
});

export const webhookDtoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: isoDateSchema,
});
export type WebhookDto = z.infer<typeof webhookDtoSchema>;

// The answer to adding one: the signing secret, shown this once.
export const createdWebhookSchema = webhookDtoSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliveryDtoSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: isoDateSchema,
  // The last attempt: the receiver's status code (null: no answer, see error), when, and how long it took.
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  attemptedAt: isoDateSchema.nullable(),
  durationMs: z.number().int().nullable(),
  // When it is tried again, while it is pending after a failed attempt.
  nextRetryAt: isoDateSchema.nullable(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDtoSchema>;

export const webhookTestAnswerSchema = z.object({ deliveryId: z.number().int() });
