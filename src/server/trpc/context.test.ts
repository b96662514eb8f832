import type { EntityManager } from '@mikro-orm/postgresql';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_INTENT_REQUEST } from '../../../test/helpers/payment-intent-request.ts';
import { registerAdmission } from '../http/admission.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import type { Delivery } from '../services/chat-stream.ts';
import { contextFactory } from './context.ts';

describe('contextFactory', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("gives a procedure a gateway whose calls are made off the request's turn", async () => {
    const gateway = createTestGateway();
    const app = Fastify();
    apps.push(app);
    const admission = registerAdmission(app, { concurrency: 1, maxWaiting: 10, streamPaths: new Set() });
    const createContext = contextFactory({
      // The context forks it and nothing here reads the database.
      em: { fork: () => ({}) } as unknown as EntityManager,
      sessionOptions: { cookieName: 'session', password: 'a-session-secret-of-at-least-32-characters' },
      settings: { adminSignupCode: undefined, publicUrl: 'http://localhost', linkSecret: 'link-secret' },
      services: { gateway, liveBus: {} as LiveBus<Delivery> },
    });
    const underWayDuringCall: number[] = [];
    const create = gateway.createPaymentIntent;
    gateway.createPaymentIntent = async (request) => {
      underWayDuringCall.push(admission.active);
      return create(request);
    };
    app.post('/api/pay', async (req, res) => {
      const ctx = await createContext({ req, res });
      const before = admission.active;
      await ctx.services.gateway.createPaymentIntent(PAYMENT_INTENT_REQUEST);
      return { before, during: underWayDuringCall, after: admission.active };
    });
    app.get('/api/health', async (req, res) => {
      const ctx = await createContext({ req, res });
      return { same: ctx.services.gateway === gateway };
    });

    expect((await app.inject({ method: 'POST', url: '/api/pay' })).json()).toEqual({
      before: 1,
      during: [0],
      after: 1,
    });
    // A request that does not take turns calls the gateway as it is.
    expect((await app.inject('/api/health')).json()).toEqual({ same: true });
  });
});
