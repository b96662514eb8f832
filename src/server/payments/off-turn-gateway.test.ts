import { describe, expect, it } from 'vitest';
import { PAYMENT_INTENT_REQUEST } from '../../../test/helpers/payment-intent-request.ts';
import type { Turn } from '../http/admission.ts';
import { offTurnGateway } from './off-turn-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

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
