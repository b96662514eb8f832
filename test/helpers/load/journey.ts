// The marketplace's whole journey over the REST door, as an integration would make it: a new client signs up,
// submits a job, a copywriter quotes, the client accepts and pays (the test gateway), and the two exchange
// messages in the job's conversation. Every write the server acknowledged with a 2xx is noted with the id it
// answered, so that a test can look for each one in the database afterwards.
import type { Answer, HttpUser } from './http-user.ts';

export type WriteKind = 'user' | 'job' | 'quote' | 'acceptance' | 'payment' | 'message';

export interface AcknowledgedWrite {
  kind: WriteKind;
  id: number;
  // For a message, the text it was acknowledged with; for an acceptance or a payment, the job's copywriter.
  detail?: string | number;
}

export interface JourneyCopywriter {
  http: HttpUser;
  id: number;
}

const AI_CONTENT =
  'Artificial intelligence is transforming the way businesses create content, offering speed and scale ' +
  'that no team could match by hand, though a human reader still notices the seams.';

const ok = (answer: Answer<unknown>) => answer.record.outcome === 'answered' && answer.record.status < 300;

/**
 * One journey; resolves true when every step was answered 2xx, false at the first step that was not (the
 * rest of that journey is skipped, as a person would stop at an error).
 */
export async function runJourney(options: {
  client: HttpUser;
  copywriter: JourneyCopywriter;
  // Unique across the run: it makes the email and the texts.
  serial: string;
  acknowledge: (write: AcknowledgedWrite) => void;
}): Promise<boolean> {
  const { client, copywriter, serial, acknowledge } = options;

  const signup = await client.call<{ id: number }>('signup', 'POST', '/api/auth/signup', {
    name: `Load client ${serial}`,
    email: `load-${serial}@example.com`,
    password: 'load test password',
  });
  if (!ok(signup)) return false;
  acknowledge({ kind: 'user', id: signup.body.id });

  const submitted = await client.call<{ id: number }>('submit job', 'POST', '/api/jobs', {
    contentTopic: `Load topic ${serial}`,
    aiContent: AI_CONTENT,
    serviceType: 'human-check',
    writingStyle: 'Professional',
    wordCount: 30,
    status: 'quote',
  });
  if (!ok(submitted)) return false;
  const jobId = submitted.body.id;
  acknowledge({ kind: 'job', id: jobId });

  // Whole pounds and pence, varied so that the amounts differ from job to job.
  const fixedPrice = 40 + (jobId % 50) + 0.5;
  const quote = await copywriter.http.call<{ id: number }>(
    'submit quote',
    'POST',
    `/api/copywriter/submit-quote/${jobId}`,
    { estimatedHours: null, fixedPrice, quoteMessage: `I can do ${serial} today.` },
  );
  if (!ok(quote)) return false;
  acknowledge({ kind: 'quote', id: quote.body.id });

  const read = await client.call('read job', 'GET', `/api/jobs/${jobId}`);
  if (!ok(read)) return false;

  const accepted = await client.call(
    'accept quote',
    'POST',
    `/api/client/accept-quote/${jobId}/${copywriter.id}`,
  );
  if (!ok(accepted)) return false;
  acknowledge({ kind: 'acceptance', id: jobId, detail: copywriter.id });

  const paid = await client.call<{ payment: { id: number; amountPence: number } }>(
    'pay job',
    'POST',
    '/api/payments/process-job-payment',
    { jobId, amount: Math.round(fixedPrice * 100) },
  );
  if (!ok(paid)) return false;
  acknowledge({ kind: 'payment', id: paid.body.payment.id, detail: jobId });

  const exchange = [
    [client, `Thanks, ${serial} is paid: over to you.`],
    [copywriter.http, `Starting on ${serial} now.`],
    [client, `Great, ${serial} looks in good hands.`],
  ] as const;
  for (const [sender, content] of exchange) {
    const sent = await sender.call<{ id: number }>(
      'send message',
      'POST',
      `/api/conversations/job/${jobId}/message`,
      { content },
    );
    if (!ok(sent)) return false;
    acknowledge({ kind: 'message', id: sent.body.id, detail: content });
  }
  return true;
}
