// Every (role, endpoint) pair of the payment endpoints, with the status docs/product.md "Roles" implies. Each
// call gets fresh state, so that one role's success cannot change what the next role finds.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { statusesByCaller, type TableCall } from '../../../test/helpers/authorisation-table.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Payment } from '../db/entities/payment.ts';
import { User } from '../db/entities/user.ts';
import { createTestGateway } from '../payments/test-gateway.ts';
import { payJob } from '../services/payments/job-payment.ts';
import { startHoursPurchase } from '../services/payments/package-purchase.ts';
import { confirmTestPayment } from '../services/payments/settlement.ts';

const t = setupTestApp();

const ROLES = ['anonymous', 'clientA', 'clientB', 'copywriter', 'admin'] as const;
type Actor = (typeof ROLES)[number];
type Actors = Record<Exclude<Actor, 'anonymous'>, User>;

interface Row {
  name: string;
  call: (actors: Actors) => Promise<TableCall>;
  expect: Record<Actor, number>;
}

const ALL = (status: number): Record<Actor, number> =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Actor, number>;
const ONLY = (allowed: Partial<Record<Actor, number>>, others: number, anonymous = 401) => ({
  ...ALL(others),
  anonymous,
  ...allowed,
});

const gateway = createTestGateway();

/** clientA's purchase of a package, paid (so that it has a receipt) or still open. */
async function purchase(actors: Actors, paid: boolean) {
  const em = t.em;
  const client = await em.findOneOrFail(User, actors.clientA.id);
  const info = await startHoursPurchase(em, gateway, client, 'starter');
  if (paid) await confirmTestPayment(em, gateway, client, { paymentIntentId: info.paymentIntentId });
  return info;
}

const ROWS: Row[] = [
  {
    name: 'GET /api/payments/packages',
    call: async () => ({ method: 'GET', url: '/api/payments/packages' }),
    expect: ALL(200),
  },
  {
    name: 'POST /api/payments/create-payment-intent',
    call: async () => ({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      body: { packageId: 'starter' },
    }),
    expect: ONLY({ clientA: 200, clientB: 200 }, 403),
  },
  {
    name: 'POST /api/simulate-payment-success',
    call: async (actors) => ({
      method: 'POST',
      url: '/api/simulate-payment-success',
      body: { paymentIntentId: (await purchase(actors, false)).paymentIntentId },
    }),
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'GET /api/payments/status/{paymentIntentId}',
    call: async (actors) => ({
      method: 'GET',
      url: `/api/payments/status/${(await purchase(actors, false)).paymentIntentId}`,
    }),
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'POST /api/payments/pay-job-with-hours',
    call: async (actors) => {
      await purchase(actors, true);
      const job = await createJob(t.em, { client: actors.clientA, status: 'unpaid', estimatedHours: 1 });
      return { method: 'POST', url: '/api/payments/pay-job-with-hours', body: { jobId: job.id } };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'GET /api/payments/history',
    call: async () => ({ method: 'GET', url: '/api/payments/history' }),
    expect: ONLY({ clientA: 200, clientB: 200 }, 403),
  },
  {
    name: 'GET /api/payments/receipts/{id}',
    call: async (actors) => {
      const info = await purchase(actors, true);
      const payment = await t.em.findOneOrFail(Payment, { reference: info.paymentIntentId });
      return { method: 'GET', url: `/api/payments/receipts/${payment.id}` };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'GET /api/admin/payments',
    call: async () => ({ method: 'GET', url: '/api/admin/payments' }),
    expect: ONLY({ admin: 200 }, 403),
  },
  {
    name: 'POST /api/admin/payments/{id}/refund',
    call: async (actors) => {
      const job = await createJob(t.em, {
        client: actors.clientA,
        status: 'unpaid',
        copywriter: actors.copywriter,
        fixedPrice: 40,
      });
      const em = t.em;
      const client = await em.findOneOrFail(User, actors.clientA.id);
      const paid = await payJob(em, gateway, client, { jobId: job.id, amount: 4000 });
      return { method: 'POST', url: `/api/admin/payments/${paid.payment.id}/refund` };
    },
    expect: ONLY({ admin: 200 }, 403),
  },
  {
    name: 'POST /api/payments/webhook (test gateway: not there)',
    call: async () => ({ method: 'POST', url: '/api/payments/webhook', body: { id: 'evt_1' } }),
    expect: ALL(404),
  },
];

describe('who may call the payment endpoints', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const actors: Actors = {
        clientA: await createUser(t.em),
        clientB: await createUser(t.em),
        copywriter: await createCopywriter(t.em, 'approved'),
        admin: await createUser(t.em, { role: 'admin' }),
      };
      expect(await statusesByCaller(t, actors, ROLES, row.call)).toEqual(row.expect);
    });
  }
});
