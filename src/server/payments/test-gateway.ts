// The built-in gateway for development and tests: no network, Stripe's test card numbers, confirmed on the
// server. It keeps no state of its own: the payment rows are the record of every intent it opened.
import { randomBytes, randomUUID } from 'node:crypto';
import type { ConfirmResult, TestGateway } from './gateway.ts';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

// The web page that plays the gateway's onboarding for the test gateway.
export const TEST_ONBOARDING_PATH = '/payouts/test-onboarding';

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
    async createPayoutAccount() {
      return { id: `acct_test_${randomUUID().replaceAll('-', '')}` };
    },
    // The product's own stand-in for the gateway's onboarding page, where one click enables the account
    // (docs/decisions/0039), as the test card stands in for a real card.
    async onboardingLink(request) {
      const url = new URL(TEST_ONBOARDING_PATH, request.returnUrl);
      url.searchParams.set('account', request.accountId);
      return { url: url.toString() };
    },
    // Money moves at once: there is no bank behind it.
    async transfer() {
      return { status: 'paid', id: `tr_test_${randomUUID().replaceAll('-', '')}` };
    },
  };
}
