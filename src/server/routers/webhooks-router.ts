import { successSchema } from '../../shared/schemas/common.ts';
import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliveryDtoSchema,
  webhookDeliveryIdSchema,
  webhookDtoSchema,
  webhookIdSchema,
  webhookTestAnswerSchema,
} from '../../shared/schemas/webhooks.ts';
import { listOutput } from '../http/list-output.ts';
import { DEFAULT_WEBHOOK_SETTINGS } from '../queue/webhook-tasks.ts';
import * as webhooks from '../services/webhooks.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { webhooksProcedure } from '../trpc/procedures.ts';

const tags = ['webhooks'];

export const webhooksRouter = router({
  create: webhooksProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/webhooks',
        tags,
        summary:
          'Add a webhook endpoint: its events are POSTed to the URL, signed as Standard Webhooks says; the secret is answered this once',
      },
    })
    .input(createWebhookSchema)
    .output(createdWebhookSchema)
    .mutation(({ ctx, input }) =>
      webhooks.createWebhook(ctx.em, ctx.user, input, ctx.settings.webhooks ?? DEFAULT_WEBHOOK_SETTINGS),
    ),

  list: webhooksProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/webhooks',
        tags,
        summary:
          'Your webhook endpoints, newest first (paged: Link rel="next"); the secrets are not shown again',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(webhookDtoSchema))
    .query(async ({ ctx, input }) => linked(ctx, await webhooks.listWebhooks(ctx.em, ctx.user, input ?? {}))),

  delete: webhooksProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/account/webhooks/{id}',
        tags,
        summary: 'Remove a webhook endpoint',
      },
    })
    .input(webhookIdSchema)
    .output(successSchema)
    .mutation(async ({ ctx, input }) => {
      await webhooks.deleteWebhook(ctx.em, ctx.user, input.id);
      return { success: true as const };
    }),

  test: webhooksProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/webhooks/{id}/test',
        tags,
        summary: 'Send a webhook.test event to this endpoint; it appears in its deliveries',
      },
    })
    .input(webhookIdSchema)
    .output(webhookTestAnswerSchema)
    .mutation(({ ctx, input }) => webhooks.sendTestEvent(ctx.em, ctx.user, input.id)),

  deliveries: webhooksProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/account/webhooks/{id}/deliveries',
        tags,
        summary:
          'What was sent to this endpoint, newest first: each delivery with its last attempt (status code, time, duration) and next retry (paged)',
      },
    })
    .input(webhookIdSchema.extend(pageQuerySchema.shape))
    .output(listOutput(webhookDeliveryDtoSchema))
    .query(async ({ ctx, input }) =>
      linked(ctx, await webhooks.listDeliveries(ctx.em, ctx.user, input.id, input)),
    ),

  retry: webhooksProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/account/webhooks/{id}/deliveries/{deliveryId}/retry',
        tags,
        summary:
          'Send a delivery again, after the endpoint’s earlier ones; 409 while it is still being retried',
      },
    })
    .input(webhookDeliveryIdSchema)
    .output(webhookDeliveryDtoSchema)
    .mutation(({ ctx, input }) => webhooks.retryDelivery(ctx.em, ctx.user, input.id, input.deliveryId)),
});
