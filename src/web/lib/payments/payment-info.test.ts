import { describe, expect, it } from 'vitest';
import { parsePaymentInfo, paymentSummary } from './payment-info.ts';

const PACKAGE_INFO = {
  clientSecret: 'pi_1_secret_2',
  paymentIntentId: 'pi_1',
  package: { name: 'Standard', hours: 10, amount: 65_000 },
};

describe('parsePaymentInfo', () => {
  it('is missing when nothing was stored', () => {
    expect(parsePaymentInfo(null)).toEqual({ state: 'missing' });
    expect(parsePaymentInfo('')).toEqual({ state: 'missing' });
  });

  it('is invalid for anything that is not a whole payment info', () => {
    for (const raw of [
      'not json',
      '{}',
      '"a string"',
      JSON.stringify({ ...PACKAGE_INFO, clientSecret: '' }),
      JSON.stringify({ ...PACKAGE_INFO, package: { name: 'Standard', hours: 10, amount: 650.5 } }),
      JSON.stringify({ clientSecret: 'x', paymentIntentId: 'y' }),
    ]) {
      expect(parsePaymentInfo(raw), raw).toEqual({ state: 'invalid' });
    }
  });

  it('reads a package or a job', () => {
    expect(parsePaymentInfo(JSON.stringify(PACKAGE_INFO))).toEqual({ state: 'ready', info: PACKAGE_INFO });
    const job = { clientSecret: 's', paymentIntentId: 'pi_2', job: { id: 4, title: 'Post', amount: 9000 } };
    expect(parsePaymentInfo(JSON.stringify(job))).toEqual({ state: 'ready', info: job });
  });
});

describe('paymentSummary', () => {
  it('names the package and its hours, in pence', () => {
    expect(paymentSummary(PACKAGE_INFO)).toEqual({
      title: 'Standard package',
      detail: '10 prepaid hours',
      amountPence: 65_000,
    });
  });
});
