// An agency's integration with Humanise, end to end over the REST API with one API key (scopes jobs:read,
// jobs:write, payments:write, webhooks): it registers its own webhook receiver, submits a job, waits to hear
// it was quoted, accepts the quote, pays with the card on file (the built-in test gateway takes a payment that
// carries no card as the test card 4242 4242 4242 4242), waits to hear the work was delivered, and downloads it.
import { randomUUID } from 'node:crypto';
import { ApiError, type CreatedWebhook, createApiClient, type Job, type JobPaymentResult } from './client.ts';
import { startWebhookReceiver, type WebhookEvent } from './receiver.ts';

export interface IntegrationOptions {
  baseUrl: string;
  apiKey: string;
  topic: string;
  // The AI-written text to have checked (30 characters or more).
  text: string;
  serviceType?: 'human-check' | 'rewrite';
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

const EVENTS = ['job.quoted', 'job.delivered'];

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
        (error.status === 409 && (error.body as { code?: string })?.code === 'IDEMPOTENCY_KEY_IN_USE');
      if (!retryable || attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export async function runIntegration(options: IntegrationOptions): Promise<IntegrationResult> {
  const log = options.log ?? (() => {});
  const waitMs = options.waitMs ?? 10 * 60 * 1000;
  const api = createApiClient({ baseUrl: options.baseUrl, apiKey: options.apiKey });
  const receiver = await startWebhookReceiver({ host: options.receiverHost });
  let endpoint: CreatedWebhook | undefined;
  try {
    endpoint = await postOnce((idempotencyKey) =>
      api.post<CreatedWebhook>(
        '/account/webhooks',
        { url: receiver.url, events: EVENTS },
        { idempotencyKey },
      ),
    );
    receiver.setSecret(endpoint.secret);
    log(`webhook endpoint ${endpoint.id} at ${receiver.url}`);

    const job = await postOnce((idempotencyKey) =>
      api.post<Job>(
        '/jobs',
        {
          contentTopic: options.topic,
          aiContent: options.text,
          serviceType: options.serviceType ?? 'human-check',
        },
        { idempotencyKey },
      ),
    );
    log(`job ${job.id} submitted`);
    const ofJob = (data: Record<string, unknown>) => data.jobId === job.id;

    const quoted = await receiver.waitFor('job.quoted', ofJob, waitMs);
    const quoteId = Number(quoted.data.quoteId);
    const quote = (await api.get<Job>(`/jobs/${job.id}`)).quotes.find((each) => each.id === quoteId);
    if (!quote?.copywriterId || quote.price === null) throw new Error(`Quote ${quoteId} cannot be accepted`);
    log(`quote ${quote.id}: £${quote.price.toFixed(2)}`);

    await postOnce((idempotencyKey) =>
      api.post<Job>(`/client/accept-quote/${job.id}/${quote.copywriterId}`, undefined, { idempotencyKey }),
    );
    // The server checks the amount against its own price of the accepted quote (pence).
    const amount = Math.round(quote.price * 100);
    const paid = await postOnce((idempotencyKey) =>
      api.post<JobPaymentResult>(
        '/payments/process-job-payment',
        { jobId: job.id, amount },
        { idempotencyKey },
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
    const delivered = await api.get<Job>(`/jobs/${job.id}`);
    if (delivered.result === null) throw new Error(`Job ${job.id} was delivered without a result`);
    log(`delivered: ${delivered.result.length} characters`);

    const events = await Promise.all(EVENTS.map((type) => receiver.waitFor(type, ofJob, 0)));
    return { jobId: job.id, quoteId, paidPence: amount, result: delivered.result, events };
  } finally {
    // The receiver stops with this run, so its endpoint goes too.
    if (endpoint) await api.delete(`/account/webhooks/${endpoint.id}`).catch(() => {});
    await receiver.close();
  }
}
