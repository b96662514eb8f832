// The events a webhook endpoint may hear of (docs/decisions/0048), without zod: the /account page lists them
// before the form's schema has loaded.
export const WEBHOOK_EVENTS = [
  'job.quoted',
  'job.delivered',
  'job.revision_requested',
  'job.approved',
  'job.withdrawn',
  'job.disputed',
  'payment.succeeded',
  'payment.refunded',
  'message.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

// What the /account form says beside each event's checkbox.
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'job.quoted': 'A quote is placed',
  'job.delivered': 'Work is delivered',
  'job.revision_requested': 'A revision is requested',
  'job.approved': 'A delivery is approved',
  'job.withdrawn': 'A job is withdrawn',
  'job.disputed': 'A dispute is opened',
  'payment.succeeded': 'A payment succeeds',
  'payment.refunded': 'A payment is refunded',
  'message.created': 'A message is written',
};
