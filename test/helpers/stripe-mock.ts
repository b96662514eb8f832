// A Stripe-shaped HTTP server for tests and the bench: just the calls the gateway makes (payment intents,
// their cancellation, refunds; payout accounts and transfers in stripe-mock-connect.ts), answered with Stripe's JSON shapes and honouring idempotency keys as Stripe
// does. No Stripe mock on npm has PaymentIntents (stripe-stateful-mock lacks them), so this one keeps them in
// memory. Webhook events for its intents are built here and signed with the SDK's own test header.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type ConnectMock, type MockAnswer, startConnectMock } from './stripe-mock-connect.ts';

export interface MockIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  /** What the Payment Element may show: the allowed list given, or what the account enables. */
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method: string | null;
  last_payment_error: { message: string; code: string } | null;
  created: number;
  livemode: false;
}

export interface MockRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

export interface StripeMock extends ConnectMock {
  port: number;
  intents: Map<string, MockIntent>;
  refunds: MockRefund[];
  requests: RecordedRequest[];
  /** The card confirms in the browser: here, the intent simply succeeds with the card given. */
  succeed(intentId: string, cardNumber?: string): MockIntent;
  decline(intentId: string, message?: string): MockIntent;
  /** A webhook event about an object (an intent, a transfer) as it stands, as Stripe would send it. */
  event(type: string, object: object, id?: string): string;
  /** The Stripe-Signature header for a payload, signed with the SDK's test helper. */
  sign(payload: string, secret: string, timestamp?: number): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

// Stripe's form encoding: metadata[key]=value, list[0]=value.
function decodeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!match) {
      result[key] = value;
      continue;
    }
    const [, outer, inner] = match as unknown as [string, string, string];
    if (/^\d*$/.test(inner)) {
      const list = (result[outer] as unknown[] | undefined) ?? [];
      list.push(value);
      result[outer] = list;
    } else {
      const object = (result[outer] as Record<string, string> | undefined) ?? {};
      object[inner] = value;
      result[outer] = object;
    }
  }
  return result;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// API v2 takes JSON bodies; API v1 takes Stripe's form encoding.
function decodeBody(body: string, contentType: string | undefined): Record<string, unknown> {
  if (!contentType?.includes('json')) return decodeForm(body);
  try {
    return body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startStripeMock(): Promise<StripeMock> {
  const connect = startConnectMock();
  const intents = new Map<string, MockIntent>();
  const cards = new Map<string, string>();
  const refunds: MockRefund[] = [];
  const requests: RecordedRequest[] = [];
  // Stripe answers a repeated idempotency key with the first answer, whatever happened since.
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const paymentMethod = (pmId: string) => ({
    id: pmId,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: cards.get(pmId) ?? '4242', exp_month: 12, exp_year: 2034 },
  });

  const route = (method: string, path: string, params: Record<string, unknown>, query: URLSearchParams) => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const allowed = params.allowed_payment_method_types as string[] | undefined;
      const automatic = params.automatic_payment_methods as Record<string, string> | undefined;
      if (allowed && automatic) {
        return {
          status: 400,
          error: [
            'parameters_exclusive',
            'You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods.',
          ] as const,
        };
      }
      const intentId = id('pi');
      const intent: MockIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: String(params.currency),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        description: (params.description as string | undefined) ?? null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        // Without a list, Stripe's current API versions turn automatic payment methods on.
        payment_method_types: allowed ?? ['card', 'link'],
        automatic_payment_methods: allowed ? null : { enabled: true },
        payment_method: null,
        last_payment_error: null,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return { status: 404, error: ['resource_missing', 'No such payment_intent'] as const };
      if (method === 'GET') {
        const expand = [...query.getAll('expand[]'), ...query.getAll('expand[0]')];
        const expanded =
          expand.includes('payment_method') && intent.payment_method
            ? { ...intent, payment_method: paymentMethod(intent.payment_method) }
            : intent;
        return { status: 200, body: expanded };
      }
      if (method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return {
            status: 400,
            error: [
              'payment_intent_unexpected_state',
              `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            ] as const,
          };
        }
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(params.payment_intent));
      if (intent?.status !== 'succeeded') {
        return { status: 400, error: ['charge_not_refundable', 'This payment cannot be refunded.'] as const };
      }
      const refund: MockRefund = {
        id: id('re'),
        object: 'refund',
        amount: Number(params.amount ?? intent.amount),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return {
      status: 404,
      error: ['resource_missing', `Unrecognized request URL (${method}: ${path})`] as const,
    };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.mock');
    const params = decodeBody(await readBody(request), request.headers['content-type']);
    const key = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey: key, params });
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_')) {
      send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const remembered = key ? idempotent.get(key) : undefined;
    if (remembered) {
      send(response, remembered.status, remembered.body);
      return;
    }
    const answer: MockAnswer =
      connect.route(request.method ?? 'GET', url.pathname, params) ??
      route(request.method ?? 'GET', url.pathname, params, url.searchParams);
    const body =
      'error' in answer
        ? { error: { type: 'invalid_request_error', code: answer.error[0], message: answer.error[1] } }
        : answer.body;
    if (key && request.method === 'POST') idempotent.set(key, { status: answer.status, body });
    send(response, answer.status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const intentOrThrow = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`the Stripe mock has no intent ${intentId}`);
    return intent;
  };

  return {
    ...connect.mock,
    port,
    intents,
    refunds,
    requests,
    succeed(intentId, cardNumber = '4242424242424242') {
      const intent = intentOrThrow(intentId);
      const pmId = id('pm');
      cards.set(pmId, cardNumber.slice(-4));
      intent.status = 'succeeded';
      intent.payment_method = pmId;
      intent.last_payment_error = null;
      return { ...intent };
    },
    decline(intentId, message = 'Your card was declined.') {
      const intent = intentOrThrow(intentId);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { message, code: 'card_declined' };
      return { ...intent };
    },
    event(type, object, eventId = id('evt')) {
      return JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
    },
    sign(payload, secret, timestamp) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        ...(timestamp === undefined ? {} : { timestamp }),
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
