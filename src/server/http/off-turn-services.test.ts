import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_INTENT_REQUEST } from '../../../test/helpers/payment-intent-request.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import type { Delivery } from '../services/chat-stream.ts';
import { registerAdmission, type Turn } from './admission.ts';
import { offTurnGateway, servicesOffTurn } from './off-turn-services.ts';

describe('offTurnGateway', () => {
  it('makes each call to the gateway off the request turn, and answers what the gateway answered', async () => {
    const calls: string[] = [];
    const turn: Turn = {
      async away(work) {
        calls.push('away');
        const result = await work();
        calls.push('back');
        return result;
      },
    };
    const gateway = createTestGateway();
    const wrapped = offTurnGateway(gateway, turn);
    expect(wrapped.name).toBe('test');
    expect(wrapped.publishableKey).toBe(gateway.publishableKey);

    const intent = await wrapped.createPaymentIntent(PAYMENT_INTENT_REQUEST);
    expect(intent.id).toBeTruthy();
    expect(calls).toEqual(['away', 'back']);
    if (wrapped.name !== 'test') throw new Error('the test gateway');
    expect((await wrapped.confirm(intent.id, { number: '4242424242424242' })).status).toBe('succeeded');
    expect(calls).toEqual(['away', 'back', 'away', 'back']);
  });
});

describe('servicesOffTurn', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("gives a request's procedures a gateway whose calls are made off the request's turn", async () => {
    const gateway = createTestGateway();
    const app = Fastify();
    apps.push(app);
    const admission = registerAdmission(app, { concurrency: 1, maxWaiting: 10, streamPaths: new Set() });
    const servicesOf = servicesOffTurn({ gateway, liveBus: {} as LiveBus<Delivery> });
    const underWayDuringCall: number[] = [];
    const create = gateway.createPaymentIntent;
    gateway.createPaymentIntent = async (request) => {
      underWayDuringCall.push(admission.active);
      return create(request);
    };
    app.post('/api/pay', async (request) => {
      const before = admission.active;
      await servicesOf(request).gateway.createPaymentIntent(PAYMENT_INTENT_REQUEST);
      return { before, during: underWayDuringCall, after: admission.active };
    });
    app.get('/api/health', async (request) => ({ same: servicesOf(request).gateway === gateway }));

    expect((await app.inject({ method: 'POST', url: '/api/pay' })).json()).toEqual({
      before: 1,
      during: [0],
      after: 1,
    });
    // A request that does not take turns calls the gateway as it is.
    expect((await app.inject('/api/health')).json()).toEqual({ same: true });
  });
});
