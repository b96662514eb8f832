// The built-in gateway for development and tests: no network, Stripe's test card numbers, confirmed on the
// server. It keeps no state of its own: the payment rows are the record of every intent it opened.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ConfirmResult, TestGateway } from './gateway.ts';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export function createTestGateway(): TestGateway {
  return {
    name: 'test',
    publishableKey: null,
    async createPaymentIntent() {
      const id = `pi_test_${randomUUID().replaceAll('-', '')}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    async confirm(_paymentIntentId, card): Promise<ConfirmResult> {
      // A payment that carries no card (as a plain REST payload) is taken as paid with 4242.
      const number = card?.number ?? TEST_CARDS.succeeds;
      const cardLast4 = number.slice(-4);
      if (number === TEST_CARDS.succeeds) return { status: 'succeeded', cardLast4 };
      if (number === TEST_CARDS.declined) {
        return { status: 'declined', cardLast4, message: 'Your card was declined.' };
      }
      return {
        status: 'declined',
        cardLast4,
        message: 'This is the test gateway: use the test card 4242 4242 4242 4242.',
      };
    },
    async refund() {
      return { id: `re_test_${randomUUID().replaceAll('-', '')}` };
    },
  };
}
