// A copywriter's job from quote to approval through the REST door, as the payouts' tests need it: quoted by
// the hour, accepted, paid by card or with prepaid hours, delivered and approved.
import { expect } from 'vitest';
import type { User } from '../../src/server/db/entities/user.ts';
import { createCopywriter, createJob, createUser } from '../factories.ts';
import type { RestResponse } from './test-app.ts';

interface Harness {
  rest(options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: never;
    cookie?: string;
  }): Promise<RestResponse>;
  restLoginAs(user: User): Promise<string>;
  readonly em: Parameters<typeof createUser>[0];
}

export interface ApprovedJob {
  client: User;
  clientCookie: string;
  writer: User;
  writerCookie: string;
  jobId: number;
}

export function restCalls(t: Harness) {
  const post = (url: string, body: unknown, cookie: string) =>
    t.rest({ method: 'POST', url, payload: body as never, cookie });
  const get = (url: string, cookie: string) => t.rest({ method: 'GET', url, cookie });
  return { post, get };
}

/**
 * A job quoted at `hours` by the writer (a new approved one unless given), paid by card or with a Starter
 * package of prepaid hours, delivered and approved by the client.
 */
export async function approvedJob(t: Harness, options: JourneyOptions): Promise<ApprovedJob> {
  const job = await deliveredJob(t, options);
  const { post } = restCalls(t);
  expect((await post(`/api/jobs/${job.jobId}/approve`, undefined, job.clientCookie)).status).toBe(200);
  return job;
}

interface JourneyOptions {
  by: 'card' | 'hours';
  hours?: number;
  writer?: { user: User; cookie: string };
}

/** The same job, delivered and waiting for the client's approval. */
export async function deliveredJob(t: Harness, options: JourneyOptions): Promise<ApprovedJob> {
  const { post } = restCalls(t);
  const hours = options.hours ?? 1.5;
  const client = await createUser(t.em, { name: 'Clara Client' });
  const clientCookie = await t.restLoginAs(client);
  const writer =
    options.writer?.user ?? (await createCopywriter(t.em, 'approved', { name: 'Walter Writer' }));
  const writerCookie = options.writer?.cookie ?? (await t.restLoginAs(writer));
  const job = await createJob(t.em, { client, status: 'quote' });
  const quoted = await post(
    `/api/copywriter/submit-quote/${job.id}`,
    { estimatedHours: hours, fixedPrice: null, quoteMessage: null },
    writerCookie,
  );
  expect(quoted.status).toBe(200);
  expect(
    (await post(`/api/client/accept-quote/${job.id}/${writer.id}`, undefined, clientCookie)).status,
  ).toBe(200);
  if (options.by === 'card') {
    const paid = await post(
      '/api/payments/process-job-payment',
      { jobId: job.id, amount: Math.round(hours * 7500) },
      clientCookie,
    );
    expect(paid.status).toBe(200);
  } else {
    const intent = await post('/api/payments/create-payment-intent', { packageId: 'starter' }, clientCookie);
    const { paymentIntentId } = intent.body as { paymentIntentId: string };
    expect((await post('/api/simulate-payment-success', { paymentIntentId }, clientCookie)).status).toBe(200);
    expect((await post('/api/payments/pay-job-with-hours', { jobId: job.id }, clientCookie)).status).toBe(
      200,
    );
  }
  const delivered = await post(
    `/api/copywriter/submit-work/${job.id}`,
    { result: 'The finished text.' },
    writerCookie,
  );
  expect(delivered.status).toBe(200);
  return { client, clientCookie, writer, writerCookie, jobId: job.id };
}
