// An agency's integration with Humanise, end to end over the REST API with one API key (scopes jobs:read,
// jobs:write, payments:write, webhooks): it registers its own webhook receiver, submits a job, waits to hear
// it was quoted, accepts the quote, pays with the card on file (the built-in test gateway takes a payment that
// carries no card as the test card 4242 4242 4242 4242), waits to hear the work was delivered, and downloads it.
import { randomUUID } from 'node:crypto';
import { ApiError, answerOf, createHumaniseClient } from './client.ts';
import { startWebhookReceiver, type WebhookEvent } from './receiver.ts';
import type { paths } from './schema.d.ts';

export interface IntegrationOptions {
  baseUrl: string;
  apiKey: string;
  topic: string;
  // The AI-written text to have checked (30 characters or more).
  text: string;
  serviceType?: CreateJobBody['serviceType'];
  // How long to wait for a quote, and then for the delivery.
  waitMs?: number;
  // Where the receiver listens; the server must be able to reach it (loopback outside production only).
  receiverHost?: string;
  log?: (line: string) => void;
}

export interface IntegrationResult {
  jobId: number;
  quoteId: number;
  paidPence: number;
  result: string;
  events: WebhookEvent[];
}

type CreateJobBody = NonNullable<paths['/jobs']['post']['requestBody']>['content']['application/json'];

const EVENTS = ['job.quoted', 'job.delivered'] as const;

// A POST that is safe to send again: the same Idempotency-Key makes the server answer a retry with the first
// answer instead of doing the work twice (docs/decisions/0050). Retried on a network error, a 5xx, and a 409
// IDEMPOTENCY_KEY_IN_USE (the first attempt still running).
async function postOnce<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> {
  const idempotencyKey = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(idempotencyKey);
    } catch (error) {
      const retryable =
        !(error instanceof ApiError) ||
        error.status >= 500 ||
        (error.status === 409 && error.body?.code === 'IDEMPOTENCY_KEY_IN_USE');
      if (!retryable || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export async function runIntegration(options: IntegrationOptions): Promise<IntegrationResult> {
  const log = options.log ?? (() => {});
  const waitMs = options.waitMs ?? 10 * 60 * 1000;
  const api = createHumaniseClient({ baseUrl: options.baseUrl, apiKey: options.apiKey });
  const receiver = await startWebhookReceiver({ host: options.receiverHost });
  let endpointId: number | undefined;
  try {
    const endpoint = await postOnce((idempotencyKey) =>
      answerOf(
        api.POST('/account/webhooks', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { url: receiver.url, events: [...EVENTS] },
        }),
      ),
    );
    endpointId = endpoint.id;
    receiver.setSecret(endpoint.secret);
    log(`webhook endpoint ${endpoint.id} at ${receiver.url}`);

    const job = await postOnce((idempotencyKey) =>
      answerOf(
        api.POST('/jobs', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: {
            contentTopic: options.topic,
            aiContent: options.text,
            serviceType: options.serviceType ?? 'human-check',
          },
        }),
      ),
    );
    log(`job ${job.id} submitted`);
    const ofJob = (data: Record<string, unknown>) => data.jobId === job.id;
    const byId = { params: { path: { id: job.id } } };

    const quoted = await receiver.waitFor('job.quoted', ofJob, waitMs);
    const quoteId = Number(quoted.data.quoteId);
    const quote = (await answerOf(api.GET('/jobs/{id}', byId))).quotes.find((each) => each.id === quoteId);
    if (!quote?.copywriterId || quote.price === null) throw new Error(`Quote ${quoteId} cannot be accepted`);
    const { copywriterId, price } = quote;
    log(`quote ${quote.id}: £${price.toFixed(2)}`);

    await postOnce((idempotencyKey) =>
      answerOf(
        api.POST('/client/accept-quote/{jobId}/{copywriterId}', {
          params: { path: { jobId: job.id, copywriterId }, header: { 'Idempotency-Key': idempotencyKey } },
        }),
      ),
    );
    // The server checks the amount against its own price of the accepted quote (pence).
    const amount = Math.round(price * 100);
    const paid = await postOnce((idempotencyKey) =>
      answerOf(
        api.POST('/payments/process-job-payment', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { jobId: job.id, amount },
        }),
      ),
    );
    if (paid.confirmation) {
      // With Stripe a card is confirmed by its holder in the browser (Stripe.js), which a script cannot do;
      // a quote by the hour can be paid from prepaid hours instead (POST /api/payments/pay-job-with-hours).
      throw new Error(
        `Job ${job.id}: the card payment ${paid.confirmation.paymentIntentId} awaits the browser`,
      );
    }
    log(`paid ${amount}p: job ${paid.job.status}`);

    await receiver.waitFor('job.delivered', ofJob, waitMs);
    const delivered = await answerOf(api.GET('/jobs/{id}', byId));
    if (delivered.result === null) throw new Error(`Job ${job.id} was delivered without a result`);
    log(`delivered: ${delivered.result.length} characters`);

    const events = await Promise.all(EVENTS.map((type) => receiver.waitFor(type, ofJob, 0)));
    return { jobId: job.id, quoteId, paidPence: amount, result: delivered.result, events };
  } finally {
    // The receiver stops with this run, so its endpoint goes too.
    if (endpointId !== undefined) {
      await api.DELETE('/account/webhooks/{id}', { params: { path: { id: endpointId } } }).catch(() => {});
    }
    await receiver.close();
  }
}
