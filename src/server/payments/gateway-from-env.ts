import type { Env } from '../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

// Stripe when its secret key is set, else the built-in test gateway (docs/product.md "Money"), which
// production runs only with PAYMENTS=test (parseEnv has refused anything else; checked again here, as the
// last door).
export function gatewayFromEnv(env: Env): PaymentGateway {
  if (!env.STRIPE_SECRET_KEY) {
    if (env.NODE_ENV === 'production' && env.PAYMENTS !== 'test') {
      throw new Error('STRIPE_SECRET_KEY is required in production, unless PAYMENTS=test');
    }
    return createTestGateway();
  }
  return createStripeGateway({
    secretKey: env.STRIPE_SECRET_KEY,
    // parseEnv has refused a secret key without these two.
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
    api: { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL },
  });
}
