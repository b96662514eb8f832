// Every payment endpoint that takes a body or an id, sent malformed JSON, wrong types, 1 MB strings and missing
// fields by a caller who is allowed to use it: a 4xx JSON error each time, never a 5xx.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob } from '../../../test/factories.ts';
import { type BadInputTarget, expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

interface Case {
  name: string;
  target: () => Promise<BadInputTarget>;
}

const CASES: Case[] = [
  {
    name: 'POST /api/payments/create-payment-intent',
    target: async () => {
      const { cookie } = await t.restLogin('client');
      return {
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        validBody: { packageId: 'standard' },
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/simulate-payment-success',
    target: async () => {
      const { cookie } = await t.restLogin('client');
      const intent = await t.rest({
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        payload: { packageId: 'starter' },
        cookie,
      });
      return {
        method: 'POST',
        url: '/api/simulate-payment-success',
        validBody: {
          paymentIntentId: (intent.body as { paymentIntentId: string }).paymentIntentId,
          card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        },
        optional: ['card'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/payments/pay-job-with-hours',
    target: async () => {
      const { user, cookie } = await t.restLogin('client');
      // Five prepaid hours, so that the valid body pays the job.
      const intent = await t.rest({
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        payload: { packageId: 'starter' },
        cookie,
      });
      const paymentIntentId = (intent.body as { paymentIntentId: string }).paymentIntentId;
      await t.rest({
        method: 'POST',
        url: '/api/simulate-payment-success',
        payload: { paymentIntentId },
        cookie,
      });
      const writer = await createCopywriter(t.em);
      const job = await createJob(t.em, {
        client: user,
        status: 'unpaid',
        copywriter: writer,
        estimatedHours: 2,
      });
      return {
        method: 'POST',
        url: '/api/payments/pay-job-with-hours',
        validBody: { jobId: job.id },
        cookie: () => cookie,
      };
    },
  },
];

describe('bad input to the payment endpoints', () => {
  for (const testCase of CASES) {
    it(`${testCase.name} answers 4xx JSON`, async () => {
      await expectBadInputRejected(t, await testCase.target());
    });
  }

  it('answers card fields that are not card details with the form’s messages', async () => {
    const { cookie } = await t.restLogin('client');
    const response = await t.rest({
      method: 'POST',
      url: '/api/simulate-payment-success',
      payload: { paymentIntentId: 'pi_test_1', card: { number: '4242', expiry: '13/99', cvc: 'abc' } },
      cookie,
    });
    expect(response.status).toBe(400);
    expect((response.body as { issues: { path: string; message: string }[] }).issues).toEqual([
      { path: 'card.number', message: 'Please enter a valid card number' },
      { path: 'card.expiry', message: 'Use the form MM/YY' },
      { path: 'card.cvc', message: 'Please enter the 3 or 4 digits on the back' },
    ]);
  });

  it('refuses a package that is not on sale', async () => {
    const { cookie } = await t.restLogin('client');
    for (const packageId of ['enterprise', '__proto__', 'Standard', '']) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        payload: { packageId },
        cookie,
      });
      expect(response.status, packageId).toBe(400);
    }
  });

  it('answers ids in the path that are not payment ids with 4xx', async () => {
    const client = await t.restLogin('client');
    const admin = await t.restLogin('admin');
    for (const id of ['abc', '-1', '1.5', '99999999999999999999', '2147483648']) {
      const receipt = await t.rest({
        method: 'GET',
        url: `/api/payments/receipts/${id}`,
        cookie: client.cookie,
      });
      expect(receipt.status, `receipt ${id}`).toBeGreaterThanOrEqual(400);
      expect(receipt.status, `receipt ${id}`).toBeLessThan(500);
      const refund = await t.rest({
        method: 'POST',
        url: `/api/admin/payments/${id}/refund`,
        cookie: admin.cookie,
      });
      expect(refund.status, `refund ${id}`).toBeGreaterThanOrEqual(400);
      expect(refund.status, `refund ${id}`).toBeLessThan(500);
    }
    const longIntent = await t.rest({
      method: 'GET',
      url: `/api/payments/status/${'x'.repeat(5000)}`,
      cookie: client.cookie,
    });
    // Longer than any path parameter the router takes (app.ts, maxParamLength): an address too long.
    expect([longIntent.status, longIntent.body]).toEqual([
      414,
      { message: 'The address is too long', code: 'URI_TOO_LONG' },
    ]);
  });
});
