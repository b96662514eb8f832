// Webhooks end to end (docs/decisions/0048): endpoints managed through /api/account/webhooks, events written
// with the change, sent by the queue to a real HTTP receiver started here, signed and verified with the
// standardwebhooks package, retried, in order per endpoint, and only about what the owner may see.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp, TEST_SETTINGS } from '../../../test/helpers/test-app.ts';
import { WebhookDelivery } from '../db/entities/webhook.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from './_app.ts';

const harness = setupTestApp({ settings: { webhooks: { strict: false, retryDelaySeconds: 1 } } });

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

// A receiver: records every request; `answer` decides each status (200 unless told).
let server: Server;
let base: string;
let received: Received[] = [];
let answer: (request: Received, index: number) => number = () => 200;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        path: req.url ?? '/',
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString(),
      };
      received.push(request);
      res.statusCode = answer(request, received.length - 1);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function addEndpoint(cookie: string, path: string, events: string[]) {
  const response = await harness.rest({
    method: 'POST',
    url: '/api/account/webhooks',
    cookie,
    payload: { url: `${base}${path}`, events },
  });
  expect(response.status).toBe(200);
  return response.body as { id: number; url: string; events: string[]; secret: string };
}

function fresh() {
  received = [];
  answer = () => 200;
}

describe('webhooks', () => {
  it('adds an endpoint, shows its secret once, lists it, and signs what it sends', async () => {
    fresh();
    const { cookie } = await harness.restLogin('client');
    const endpoint = await addEndpoint(cookie, '/signed', ['job.delivered']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await harness.rest({ method: 'GET', url: '/api/account/webhooks', cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: endpoint.id, url: endpoint.url, events: ['job.delivered'], createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    const test = await harness.rest({
      method: 'POST',
      url: `/api/account/webhooks/${endpoint.id}/test`,
      cookie,
    });
    expect(test.status).toBe(200);
    const request = await until(() => received.find((r) => r.path === '/signed'));
    const verified = new Webhook(endpoint.secret).verify(request.body, request.headers) as {
      type: string;
      timestamp: string;
      data: unknown;
    };
    expect(verified.type).toBe('webhook.test');
    expect(request.headers['webhook-id']).toBe(`msg_${(test.body as { deliveryId: number }).deliveryId}`);
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret').toString('base64')}`).verify(
        request.body,
        request.headers,
      ),
    ).toThrow();

    const log = await until(async () => {
      const answer = await harness.rest({
        method: 'GET',
        url: `/api/account/webhooks/${endpoint.id}/deliveries`,
        cookie,
      });
      const [first] = answer.body as { status: string }[];
      return first?.status === 'succeeded' ? (answer.body as Record<string, unknown>[]) : undefined;
    });
    expect(log[0]).toMatchObject({
      type: 'webhook.test',
      status: 'succeeded',
      attempts: 1,
      statusCode: 200,
      nextRetryAt: null,
    });
    expect(log[0]!.durationMs).toEqual(expect.any(Number));

    const removed = await harness.rest({
      method: 'DELETE',
      url: `/api/account/webhooks/${endpoint.id}`,
      cookie,
    });
    expect(removed.status).toBe(200);
    const after = await harness.rest({ method: 'GET', url: '/api/account/webhooks', cookie });
    expect(after.body).toEqual([]);
  });

  it('retries a receiver that answers 500 three times, and succeeds exactly once', {
    timeout: 60_000,
  }, async () => {
    fresh();
    let failures = 0;
    answer = () => (failures++ < 3 ? 500 : 200);
    const { cookie } = await harness.restLogin('client');
    const endpoint = await addEndpoint(cookie, '/flaky', ['job.delivered']);
    await harness.rest({ method: 'POST', url: `/api/account/webhooks/${endpoint.id}/test`, cookie });
    const delivery = await until(async () => {
      const found = await harness.em.findOne(WebhookDelivery, { endpoint: endpoint.id });
      return found?.status === 'succeeded' ? found : undefined;
    }, 50_000);
    expect(delivery.attempts).toBe(4);
    expect(delivery.lastStatusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.filter((r) => r.path === '/flaky')).toHaveLength(4);

    // Sent again on request: one more request, one more success.
    const retried = await harness.rest({
      method: 'POST',
      url: `/api/account/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`,
      cookie,
    });
    expect(retried.status).toBe(200);
    await until(() => received.filter((r) => r.path === '/flaky').length === 5 || undefined);
  });

  it('sends an endpoint its deliveries in order, the later ones waiting for an earlier one being retried', {
    timeout: 60_000,
  }, async () => {
    fresh();
    let first = true;
    answer = (request) => {
      if (request.path === '/ordered' && first) {
        first = false;
        return 503;
      }
      return 200;
    };
    const { cookie } = await harness.restLogin('client');
    const endpoint = await addEndpoint(cookie, '/ordered', ['job.delivered']);
    const ids: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const test = await harness.rest({
        method: 'POST',
        url: `/api/account/webhooks/${endpoint.id}/test`,
        cookie,
      });
      ids.push((test.body as { deliveryId: number }).deliveryId);
    }
    await until(() => received.filter((r) => r.path === '/ordered').length >= 6 || undefined, 40_000);
    const sequence = received
      .filter((r) => r.path === '/ordered')
      .map((r) => Number(r.headers['webhook-id']!.slice(4)));
    // The first, refused, then the first again, then the rest in order.
    expect(sequence).toEqual([ids[0], ...ids]);
  });

  it('tells nobody of a job they may not see', async () => {
    fresh();
    const client = await createUser(harness.em, { role: 'client' });
    const writer = await createCopywriter(harness.em);
    const otherWriter = await createCopywriter(harness.em);
    const otherClient = await createUser(harness.em, { role: 'client' });
    const events = ['job.delivered', 'message.created', 'job.approved'];
    const clientEndpoint = await addEndpoint(await harness.restLoginAs(client), '/client', events);
    const writerEndpoint = await addEndpoint(await harness.restLoginAs(writer), '/writer', events);
    const otherWriterEndpoint = await addEndpoint(
      await harness.restLoginAs(otherWriter),
      '/other-writer',
      events,
    );
    const otherClientEndpoint = await addEndpoint(
      await harness.restLoginAs(otherClient),
      '/other-client',
      events,
    );
    const job = await createJob(harness.em, { client, copywriter: writer, status: 'in_progress' });

    const asWriter = harness.caller(await harness.sessionOf(writer));
    await asWriter.chat.sendJobMessage({ id: job.id, content: 'Starting now' });
    await asWriter.copywriter.submitWork({ id: job.id, result: 'The finished text, as agreed.' });

    const byEndpoint = async (id: number) =>
      (await harness.em.find(WebhookDelivery, { endpoint: id }, { orderBy: { id: 'asc' } })).map(
        (d) => d.type,
      );
    expect(await byEndpoint(clientEndpoint.id)).toEqual(['message.created', 'job.delivered']);
    expect(await byEndpoint(writerEndpoint.id)).toEqual(['message.created', 'job.delivered']);
    expect(await byEndpoint(otherWriterEndpoint.id)).toEqual([]);
    expect(await byEndpoint(otherClientEndpoint.id)).toEqual([]);
    const delivered = await until(() =>
      received.find((r) => r.path === '/client' && r.body.includes('job.delivered')),
    );
    expect(JSON.parse(delivered.body)).toMatchObject({
      type: 'job.delivered',
      data: { jobId: job.id, status: 'completed' },
    });
  });

  it('answers bad input with a 4xx, and another account’s endpoint with a 404', async () => {
    const { cookie } = await harness.restLogin('client');
    const post = (payload: unknown) =>
      harness.rest({ method: 'POST', url: '/api/account/webhooks', cookie, payload: payload as object });
    expect((await post({ url: `${base}/x`, events: ['job.eaten'] })).status).toBe(400);
    expect((await post({ url: `${base}/x`, events: [] })).status).toBe(400);
    expect(
      (await post({ url: `https://example.com/${'a'.repeat(3000)}`, events: ['job.quoted'] })).status,
    ).toBe(400);
    expect((await post({ url: 'ftp://example.com/', events: ['job.quoted'] })).status).toBe(400);
    expect((await post({ url: 'http://10.0.0.1/hook', events: ['job.quoted'] })).status).toBe(400);
    expect((await post({ events: ['job.quoted'] })).status).toBe(400);
    expect((await post('not json')).status).toBe(400);

    // Production's rules: https only, and only to the public internet.
    const user = await createUser(harness.em, { role: 'client' });
    const production = createCallerFactory(appRouter)({
      ...harness.context(await harness.sessionOf(user)),
      settings: { ...TEST_SETTINGS, webhooks: { strict: true, retryDelaySeconds: 1 } },
    });
    for (const url of [
      `${base}/hook`,
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://[::1]/hook',
      'https://[::ffff:169.254.169.254]/hook',
      'https://192.168.0.10/hook',
      'https://localhost/hook',
    ]) {
      await expect(production.webhooks.create({ url, events: ['job.quoted'] }), url).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }

    const { cookie: otherCookie } = await harness.restLogin('client');
    const mine = await addEndpoint(cookie, '/mine', ['job.quoted']);
    for (const [method, url] of [
      ['DELETE', `/api/account/webhooks/${mine.id}`],
      ['POST', `/api/account/webhooks/${mine.id}/test`],
      ['GET', `/api/account/webhooks/${mine.id}/deliveries`],
      ['POST', `/api/account/webhooks/${mine.id}/deliveries/1/retry`],
    ] as const) {
      const response = await harness.rest({ method, url, cookie: otherCookie });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    expect((await harness.rest({ method: 'GET', url: '/api/account/webhooks' })).status).toBe(401);
  });
});
