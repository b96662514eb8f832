// Stripe's webhook under duplicate, concurrent delivery (docs/decisions/0005): the real server, started with
// Stripe configured against a Stripe-shaped server (test/helpers/stripe-mock.ts), gets 1,000 distinct
// payment_intent.succeeded events, each delivered three times, 50 deliveries in flight. The figures are the
// time it takes and the latency of a delivery; a credit count other than exactly 1,000 is a broken product.
import { startStripeMock } from '../test/helpers/stripe-mock.ts';
import type { Benchmark, Measurement } from './benchmark.ts';
import { withServer } from './server-process.ts';
import { summarize } from './stats.ts';

const EVENTS = 1000;
const DELIVERIES_PER_EVENT = 3;
const IN_FLIGHT = 50;
const WEBHOOK_SECRET = 'whsec_bench';
const PACKAGE = { id: 'starter', hours: 5 };

async function bounded<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function json(response: Response, what: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export const paymentsWebhook: Benchmark = {
  name: 'payments-webhook',
  async run({ log }) {
    const stripe = await startStripeMock();
    try {
      return await withServer(
        {
          label: 'payments-webhook',
          env: {
            STRIPE_SECRET_KEY: 'sk_test_bench',
            STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
            STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
            STRIPE_API_HOST: '127.0.0.1',
            STRIPE_API_PORT: String(stripe.port),
            STRIPE_API_PROTOCOL: 'http',
          },
        },
        async (server) => {
          const signup = await fetch(`${server.url}/api/auth/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Bench Buyer',
              email: 'bench-buyer@example.com',
              password: 'bench password',
            }),
          });
          await json(signup, 'signup');
          const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;

          const buyStarted = performance.now();
          const intents: string[] = [];
          await bounded(
            Array.from({ length: EVENTS }, (_, index) => index),
            async () => {
              const response = await fetch(`${server.url}/api/payments/create-payment-intent`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', cookie },
                body: JSON.stringify({ packageId: PACKAGE.id }),
              });
              intents.push((await json(response, 'create-payment-intent')).paymentIntentId as string);
            },
          );
          log(`${EVENTS} purchases opened in ${Math.round(performance.now() - buyStarted)} ms`);

          const events = intents.map((intentId) =>
            stripe.event('payment_intent.succeeded', stripe.succeed(intentId)),
          );
          // Duplicates side by side, so that the copies of one event are in flight together.
          const deliveries = events.flatMap((event) => Array<string>(DELIVERIES_PER_EVENT).fill(event));
          const latencies: number[] = [];
          const started = performance.now();
          await bounded(deliveries, async (payload) => {
            const sent = performance.now();
            const response = await fetch(`${server.url}/api/payments/webhook`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json; charset=utf-8',
                'stripe-signature': stripe.sign(payload, WEBHOOK_SECRET),
              },
              body: payload,
            });
            await json(response, 'the webhook');
            latencies.push(performance.now() - sent);
          });
          const elapsedMs = performance.now() - started;

          const user = await json(
            await fetch(`${server.url}/api/auth/user`, { headers: { cookie } }),
            'auth/user',
          );
          const credits = (user.hoursBalance as number) / PACKAGE.hours;
          if (credits !== EVENTS) {
            throw new Error(
              `${EVENTS} events credited ${credits} times (balance ${String(user.hoursBalance)} hours)`,
            );
          }
          const summary = summarize(latencies);
          log(
            `${deliveries.length} deliveries of ${EVENTS} events, ${IN_FLIGHT} in flight: ` +
              `${(elapsedMs / 1000).toFixed(2)} s, ${Math.round(deliveries.length / (elapsedMs / 1000))} deliveries/s; ` +
              `p50 ${summary.p50.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms; credited exactly ${credits} times`,
          );
          const measurements: Measurement[] = [
            {
              name: `${EVENTS} events x ${DELIVERIES_PER_EVENT}, ${IN_FLIGHT} in flight: all delivered`,
              value: elapsedMs / 1000,
              unit: 's',
              digits: 2,
            },
            {
              name: 'webhook deliveries per second',
              value: deliveries.length / (elapsedMs / 1000),
              unit: '/s',
            },
            { name: 'webhook delivery p50', value: summary.p50, unit: 'ms', digits: 1 },
            { name: 'webhook delivery p99', value: summary.p99, unit: 'ms', digits: 1 },
            {
              name: `credits from ${EVENTS} distinct events`,
              value: credits,
              unit: 'credits',
              goal: { atLeast: EVENTS, label: `= ${EVENTS}` },
            },
          ];
          return measurements;
        },
      );
    } finally {
      await stripe.close();
    }
  },
};
