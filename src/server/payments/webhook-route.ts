// POST /api/payments/webhook: Stripe's signed events. A plugin of its own, in a scope of its own, because the
// signature is computed over the raw bytes: the body must reach it unparsed.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { applyGatewayEvent, type EventOutcome } from '../services/payments/webhook.ts';
import { type GatewayEvent, type PaymentGateway, WebhookSignatureError } from './gateway.ts';

export const WEBHOOK_PATH = '/api/payments/webhook';

// Stripe's events are a few kilobytes; anything much larger is not from Stripe.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function paymentWebhook(
  scope: FastifyInstance,
  options: { orm: MikroORM; gateway: PaymentGateway },
) {
  // Stripe delivers an event again when an answer is slow, so duplicates arrive while the first is being
  // applied. Within this process they wait for that first one instead of each holding a database connection
  // while blocked on its row; across processes the event's primary key still lets one through.
  const inFlight = new Map<string, Promise<EventOutcome>>();

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  scope.post(WEBHOOK_PATH, async (request, reply) => {
    const { gateway } = options;
    // The test gateway has no webhook: like the other Stripe-only path, it does not exist.
    if (gateway.name !== 'stripe') throw new AppError('NOT_FOUND', 'Not found');
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event: GatewayEvent;
    try {
      // A thin event's account is asked of Stripe here: if Stripe does not answer, the 500 makes it deliver again.
      event = await gateway.verifyWebhook(payload, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.detail ?? error.message }, 'refused a webhook that did not check out');
      throw new AppError('INVALID_SIGNATURE', error.message);
    }
    const running = inFlight.get(event.id);
    if (running) {
      // The first delivery's failure is this one's too (a 500), so that Stripe keeps delivering the event.
      await running;
      return reply.status(200).send({ received: true, outcome: 'duplicate' });
    }
    const applying = applyGatewayEvent(options.orm.em.fork(), gateway, event, request.log);
    inFlight.set(event.id, applying);
    try {
      // Any failure here answers 500, and Stripe delivers the event again later.
      const outcome = await applying;
      return reply.status(200).send({ received: true, outcome });
    } finally {
      inFlight.delete(event.id);
    }
  });
}
