// The built-in gateway for development and tests: no network, Stripe's test card numbers.
import { randomUUID } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.ts';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      // A payment that carries no card (the REST payloads of SPEC.md section 7) is taken as paid with 4242.
      const number = request.card?.number ?? TEST_CARDS.succeeds;
      const reference = `test_${randomUUID()}`;
      const cardLast4 = number.slice(-4);
      if (number === TEST_CARDS.succeeds) return { status: 'succeeded', reference, cardLast4 };
      if (number === TEST_CARDS.declined) {
        return { status: 'declined', reference, cardLast4, message: 'Your card was declined.' };
      }
      return {
        status: 'declined',
        reference,
        cardLast4,
        message: 'This is the test gateway: use the test card 4242 4242 4242 4242.',
      };
    },
  };
}
