import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { gatewayFromEnv } from './gateway-from-env.ts';

describe('the gateway the environment picks', () => {
  it('is the test gateway unless a Stripe secret key is set', () => {
    expect(gatewayFromEnv(parseEnv({})).name).toBe('test');
  });

  it('is Stripe with a complete Stripe configuration', () => {
    const gateway = gatewayFromEnv(
      parseEnv({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
      }),
    );
    expect([gateway.name, gateway.publishableKey]).toEqual(['stripe', 'pk_test_1']);
  });

  it('takes the payout accounts’ destination secret as optional (docs/decisions/0040)', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(parseEnv(stripe).STRIPE_CONNECT_WEBHOOK_SECRET).toBeUndefined();
    expect(
      parseEnv({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: ' whsec_2 ' }).STRIPE_CONNECT_WEBHOOK_SECRET,
    ).toBe('whsec_2');
  });

  it('refuses to start with half a Stripe configuration', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => parseEnv({ STRIPE_API_PORT: 'eighty' })).toThrow(/STRIPE_API_PORT/);
  });
});
