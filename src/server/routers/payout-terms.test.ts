// The terms a writer works under, as the quote form shows them ("You receive £X after the 20% fee",
// docs/decisions/0039): the server's own settings, for approved writers only.
import { describe, expect, it } from 'vitest';
import { createCopywriter } from '../../../test/factories.ts';
import { setupTestApp, TEST_SETTINGS } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

describe('payouts.terms', () => {
  it('answers an approved writer the fee, the clearance and the smallest withdrawal', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const terms = await t.caller(await t.sessionOf(writer)).payouts.terms();
    expect(terms).toEqual({
      feePercent: TEST_SETTINGS.payouts.feePercent,
      clearanceDays: TEST_SETTINGS.payouts.clearanceDays,
      minPayoutPence: 2000,
    });
  });

  it('refuses a client and a writer not yet approved', async () => {
    const { caller } = await t.createTestCaller({ as: 'client' });
    await expect(caller.payouts.terms()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const pending = await createCopywriter(t.em, 'pending');
    await expect(t.caller(await t.sessionOf(pending)).payouts.terms()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
