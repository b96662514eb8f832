// The example's receiver trusts only what the endpoint's secret signed (Standard Webhooks, docs/decisions/0048),
// and hands a delivery sent again under the same webhook-id over once.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from './receiver.ts';

const secretOf = () => `whsec_${randomBytes(32).toString('base64')}`;
let receiver: WebhookReceiver | undefined;
afterEach(async () => receiver?.close());

async function deliver(url: string, secret: string, id: string, event: object): Promise<number> {
  const body = JSON.stringify(event);
  const at = new Date();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
    body,
  });
  return response.status;
}

describe('the example webhook receiver', () => {
  it('refuses a delivery signed with another secret and accepts the endpoint’s own, once per webhook-id', async () => {
    receiver = await startWebhookReceiver();
    const secret = secretOf();
    const event = { type: 'job.quoted', timestamp: new Date().toISOString(), data: { jobId: 7, quoteId: 3 } };
    expect(await deliver(receiver.url, secret, 'msg_1', event)).toBe(503);

    receiver.setSecret(secret);
    expect(await deliver(receiver.url, secretOf(), 'msg_1', event)).toBe(401);
    expect(receiver.refused()).toBe(1);
    const waiting = receiver.waitFor('job.quoted', (data) => data.jobId === 7, 1000);
    expect(await deliver(receiver.url, secret, 'msg_1', event)).toBe(204);
    expect((await waiting).data).toEqual({ jobId: 7, quoteId: 3 });

    expect(await deliver(receiver.url, secret, 'msg_1', { ...event, data: { jobId: 8 } })).toBe(204);
    await expect(receiver.waitFor('job.quoted', (data) => data.jobId === 8, 200)).rejects.toThrow(
      'No job.quoted event within 200 ms',
    );
  });
});
