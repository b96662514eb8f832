// Over 300 lines: the client's choices before payment, each against every status it may meet.
// The client's choices before payment (changing quote, withdrawing), an admin's rejection of a copywriter who
// quoted, a client applying to write, and what the job page and its timeline show to whom (docs/product.md
// "The job page, review and revisions").
// Long on purpose: the choices of one job before payment, their cases sharing the database and app this file
// starts once.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { JobDetailDto, JobDto, TimelineEntry } from '../../shared/schemas/jobs.ts';
import { ConversationParticipant } from '../db/entities/conversation.ts';
import { Job } from '../db/entities/job.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { Payment } from '../db/entities/payment.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { createConversation, postJobMessage, postMessage } from '../services/chat-writes.ts';

const t = setupTestApp();

function post(url: string, body: unknown, cookie: string) {
  return t.rest({ method: 'POST', url, payload: body as never, cookie });
}
function get(url: string, cookie: string) {
  return t.rest({ method: 'GET', url, cookie });
}

const AI_TEXT =
  'In todays fast paced digital landscape, leveraging synergies is crucial for unlocking value.';
const application = {
  specialties: ['marketing'],
  experience: 'I have written marketing copy for fifteen years for agencies and brands.',
  sampleContent: 'Sample writing. '.repeat(25),
  availability: 'Weekdays',
  rates: '£75 an hour',
};

// A client's job submitted through the REST door and quoted by each writer, through the REST door too.
async function quotedJob(client: { cookie: string }, writers: { cookie: string; price: number }[]) {
  const submitted = await post(
    '/api/jobs',
    {
      contentTopic: 'Spring newsletter',
      aiContent: AI_TEXT,
      serviceType: 'rewrite',
      writingStyle: 'Conversational',
      extraNotes: 'Keep it under 300 words.',
    },
    client.cookie,
  );
  expect(submitted.status).toBe(200);
  const jobId = (submitted.body as JobDto).id;
  for (const writer of writers) {
    const quoted = await post(
      `/api/copywriter/submit-quote/${jobId}`,
      { estimatedHours: null, fixedPrice: writer.price, quoteMessage: null },
      writer.cookie,
    );
    expect(quoted.status).toBe(200);
  }
  return jobId;
}

async function people() {
  const client = await createUser(t.em, { name: 'Clara Jones' });
  const anna = await createCopywriter(t.em, 'approved', { name: 'Anna Writer' });
  const ben = await createCopywriter(t.em, 'approved', { name: 'Ben Writer' });
  return {
    client: { user: client, cookie: await t.restLoginAs(client) },
    anna: { user: anna, cookie: await t.restLoginAs(anna) },
    ben: { user: ben, cookie: await t.restLoginAs(ben) },
    admin: await t.restLogin('admin'),
  };
}

const kinds = (timeline: TimelineEntry[]) => timeline.map((entry) => entry.kind);

describe('changing quote', () => {
  it('takes an unpaid job back to its quotes, every one as it was, and another can be accepted and paid', async () => {
    const { client, anna, ben } = await people();
    const jobId = await quotedJob(client, [
      { ...anna, price: 80 },
      { ...ben, price: 95 },
    ]);
    const quotesBefore = ((await get(`/api/jobs/${jobId}`, client.cookie)).body as JobDetailDto).quotes;
    expect(
      (await post(`/api/client/accept-quote/${jobId}/${anna.user.id}`, undefined, client.cookie)).status,
    ).toBe(200);

    const changed = await post(`/api/client/jobs/${jobId}/change-quote`, undefined, client.cookie);
    expect(changed.status).toBe(200);
    const job = changed.body as JobDetailDto;
    expect(job).toMatchObject({
      status: 'offer_made',
      copywriterId: null,
      fixedPrice: null,
      estimatedHours: null,
    });
    expect(job.quotes).toEqual(quotesBefore);
    expect(kinds(job.timeline)).toEqual(['submitted', 'quoted', 'quoted', 'quote_accepted', 'quote_changed']);
    // Anna no longer has the job; both may see it again as an open job.
    expect((await get(`/api/jobs/${jobId}`, anna.cookie)).status).toBe(200);

    expect(
      (await post(`/api/client/accept-quote/${jobId}/${ben.user.id}`, undefined, client.cookie)).status,
    ).toBe(200);
    const paid = await post('/api/payments/process-job-payment', { jobId, amount: 9500 }, client.cookie);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ job: { status: 'in_progress', copywriterId: ben.user.id } });
    // Anna quoted: she is told why the job is closed to her, never that it does not exist.
    expect((await get(`/api/jobs/${jobId}`, anna.cookie)).body).toMatchObject({ code: 'QUOTE_NOT_CHOSEN' });
  });

  it('is offered after a declined card, and refused once the job is paid or before a quote is accepted', async () => {
    const { client, anna } = await people();
    const jobId = await quotedJob(client, [{ ...anna, price: 80 }]);
    const early = await post(`/api/client/jobs/${jobId}/change-quote`, undefined, client.cookie);
    expect([early.status, (early.body as { message: string }).message]).toEqual([
      409,
      'Only an accepted quote that is not yet paid can be changed',
    ]);
    await post(`/api/client/accept-quote/${jobId}/${anna.user.id}`, undefined, client.cookie);
    const declined = await post(
      '/api/payments/process-job-payment',
      { jobId, amount: 8000, card: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' } },
      client.cookie,
    );
    expect(declined.status).toBe(402);
    const afterDecline = (await get(`/api/jobs/${jobId}`, client.cookie)).body as JobDetailDto;
    expect(afterDecline.status).toBe('unpaid');
    expect(afterDecline.timeline.at(-1)).toMatchObject({
      kind: 'payment_failed',
      actor: { id: client.user.id },
    });
    expect((await post(`/api/client/jobs/${jobId}/change-quote`, undefined, client.cookie)).status).toBe(200);

    await post(`/api/client/accept-quote/${jobId}/${anna.user.id}`, undefined, client.cookie);
    expect(
      (await post('/api/payments/process-job-payment', { jobId, amount: 8000 }, client.cookie)).status,
    ).toBe(200);
    const late = await post(`/api/client/jobs/${jobId}/change-quote`, undefined, client.cookie);
    expect(late.status).toBe(409);
  });

  it('closes a card payment still open for the old terms', async () => {
    const { client, anna } = await people();
    const jobId = await quotedJob(client, [{ ...anna, price: 80 }]);
    await post(`/api/client/accept-quote/${jobId}/${anna.user.id}`, undefined, client.cookie);
    const fork = t.em;
    fork.create(Payment, {
      client: client.user.id,
      job: jobId,
      purpose: 'job',
      method: 'card',
      amountPence: 8000,
      gateway: 'test',
      status: 'pending',
      reference: 'pi_open_for_old_terms',
    });
    await fork.flush();
    expect((await post(`/api/client/jobs/${jobId}/change-quote`, undefined, client.cookie)).status).toBe(200);
    expect(await t.em.findOneOrFail(Payment, { reference: 'pi_open_for_old_terms' })).toMatchObject({
      status: 'failed',
      failureMessage: 'Cancelled: the client chose another quote',
    });
  });
});

describe('withdrawing a job', () => {
  it('is open to its client until payment, and takes the job away from copywriters', async () => {
    const { client, anna } = await people();
    for (const stage of ['quote', 'offer_made', 'unpaid'] as const) {
      const jobId = await quotedJob(client, stage === 'quote' ? [] : [{ ...anna, price: 80 }]);
      if (stage === 'unpaid')
        await post(`/api/client/accept-quote/${jobId}/${anna.user.id}`, undefined, client.cookie);
      const withdrawn = await post(`/api/client/jobs/${jobId}/withdraw`, undefined, client.cookie);
      expect(withdrawn.status, stage).toBe(200);
      expect(withdrawn.body, stage).toMatchObject({ status: 'withdrawn' });
      expect((withdrawn.body as JobDetailDto).timeline.at(-1), stage).toMatchObject({
        kind: 'withdrawn',
        actor: { id: client.user.id },
      });
      // The client still finds it among their jobs.
      const mine = (await get('/api/jobs', client.cookie)).body as JobDto[];
      expect(mine.find((job) => job.id === jobId)?.status, stage).toBe('withdrawn');
      const available = (await get('/api/copywriter/available-jobs', anna.cookie)).body as JobDto[];
      expect(
        available.map((job) => job.id),
        stage,
      ).not.toContain(jobId);
      const quoting = await post(
        `/api/copywriter/submit-quote/${jobId}`,
        { estimatedHours: 1, fixedPrice: null, quoteMessage: null },
        anna.cookie,
      );
      expect(quoting.status, stage).not.toBe(200);
      const again = await post(`/api/client/jobs/${jobId}/withdraw`, undefined, client.cookie);
      expect([again.status, (again.body as { message: string }).message]).toEqual([
        409,
        'This job has been withdrawn',
      ]);
    }
  });

  it('is refused for a paid job', async () => {
    const { client, anna } = await people();
    const job = await createJob(t.em, { client: client.user, copywriter: anna.user, status: 'in_progress' });
    const response = await post(`/api/client/jobs/${job.id}/withdraw`, undefined, client.cookie);
    expect([response.status, (response.body as { message: string }).message]).toEqual([
      409,
      'A paid job cannot be withdrawn',
    ]);
  });
});

describe("an admin's rejection of a copywriter who quoted", () => {
  it('withdraws their open quotes, returns an unpaid job that took theirs to the quotes, and ends their conversations', async () => {
    const { client, anna, ben, admin } = await people();
    // One job quoted by Anna alone, one by both, one that took Anna's quote and waits for payment.
    const alone = await quotedJob(client, [{ ...anna, price: 70 }]);
    const shared = await quotedJob(client, [
      { ...anna, price: 80 },
      { ...ben, price: 90 },
    ]);
    const taken = await quotedJob(client, [
      { ...anna, price: 60 },
      { ...ben, price: 65 },
    ]);
    await post(`/api/client/accept-quote/${taken}/${anna.user.id}`, undefined, client.cookie);
    const takenAlone = await quotedJob(client, [{ ...anna, price: 50 }]);
    await post(`/api/client/accept-quote/${takenAlone}/${anna.user.id}`, undefined, client.cookie);
    // Anna took a client's open conversation, and wrote in a job's.
    const open = await createConversation(t.em, client.user, 'Who can help?');
    await postMessage(t.em, client.user, open.id, 'Anyone free this week?');
    await postMessage(t.em, anna.user, open.id, 'I am.');
    const { conversationId: jobConversation } = await postJobMessage(t.em, anna.user, shared, 'Hello!');
    // Paid work of hers stays hers, conversation and all.
    const paid = await createJob(t.em, { client: client.user, copywriter: anna.user, status: 'in_progress' });
    const { conversationId: paidConversation } = await postJobMessage(t.em, anna.user, paid.id, 'Started');

    const rejected = await post(
      `/api/admin/copywriters/${anna.user.id}/reject`,
      { reason: 'Your samples were not your own work.' },
      admin.cookie,
    );
    expect(rejected.status).toBe(200);

    const status = async (id: number) => (await t.em.findOneOrFail(Job, id)).status;
    expect(await status(alone)).toBe('quote');
    expect(await status(shared)).toBe('offer_made');
    expect(await status(taken)).toBe('offer_made');
    expect(await status(takenAlone)).toBe('quote');
    expect(await t.em.count(Quote, { copywriter: anna.user.id })).toBe(0);
    expect(await t.em.findOneOrFail(Job, taken)).toMatchObject({ copywriter: null, fixedPrice: null });
    const page = (await get(`/api/jobs/${taken}`, client.cookie)).body as JobDetailDto;
    expect(page.quotes.map((quote) => quote.copywriterId)).toEqual([ben.user.id]);
    expect(kinds(page.timeline).slice(-2)).toEqual(['quote_changed', 'quote_withdrawn']);
    expect(page.timeline.at(-1)).toMatchObject({
      actor: { id: admin.user.id, role: 'admin' },
      copywriter: { id: anna.user.id },
      detail: '£60.00, fixed price: the copywriter is no longer available',
    });

    // The conversations she joined are closed to her, but for the paid job's; the client's open one is open
    // to other copywriters again.
    const readable = async (user: User, id: number) =>
      (await get(`/api/conversations/${id}`, await t.restLoginAs(user))).status;
    expect(await readable(anna.user, open.id)).toBe(404);
    expect(await readable(anna.user, jobConversation)).toBe(404);
    expect(await readable(anna.user, paidConversation)).toBe(200);
    expect(await readable(ben.user, open.id)).toBe(200);
    expect(await t.em.count(ConversationParticipant, { user: anna.user.id, joined: true })).toBe(1);

    // She hears the admin's reason.
    const email = await t.em.findOneOrFail(OutboxEmail, { kind: 'application_rejected' });
    expect(email).toMatchObject({ toAddress: anna.user.email });
    expect(email.message).toMatchObject({ reason: 'Your samples were not your own work.' });
  });

  it('leaves no quote of a copywriter who is not approved to be accepted', async () => {
    const { client, anna } = await people();
    const jobId = await quotedJob(client, [{ ...anna, price: 80 }]);
    // As if the rejection and the acceptance had crossed: the quote is still there, the approval is not.
    const { CopywriterProfile } = await import('../db/entities/copywriter-profile.ts');
    await t.em.nativeUpdate(CopywriterProfile, { user: anna.user.id }, { status: 'rejected' });
    const accepted = await post(
      `/api/client/accept-quote/${jobId}/${anna.user.id}`,
      undefined,
      client.cookie,
    );
    expect([accepted.status, (accepted.body as { message: string }).message]).toEqual([
      409,
      'This copywriter is no longer available to take on work. Please choose another quote.',
    ]);
    expect((await t.em.findOneOrFail(Job, jobId)).status).toBe('offer_made');
  });
});

describe('a client applying to write', () => {
  it('is asked to finish or withdraw their open jobs first', async () => {
    const client = await createUser(t.em);
    const cookie = await t.restLoginAs(client);
    const open = await createJob(t.em, { client, status: 'offer_made' });
    const refused = await post('/api/copywriter/apply', application, cookie);
    expect([refused.status, refused.body]).toEqual([
      409,
      { message: 'Finish or withdraw your open jobs before applying', code: 'CONFLICT' },
    ]);
    expect((await get('/api/jobs', cookie)).status).toBe(200);

    expect((await post(`/api/client/jobs/${open.id}/withdraw`, undefined, cookie)).status).toBe(200);
    await createJob(t.em, { client, status: 'completed', copywriter: await createCopywriter(t.em) });
    expect((await post('/api/copywriter/apply', application, cookie)).status).toBe(200);
  });
});

describe('the job page', () => {
  it('shows an approved copywriter the whole of a job open for quotes, and only their own quote', async () => {
    const { client, anna, ben } = await people();
    const jobId = await quotedJob(client, [{ ...anna, price: 80 }]);
    const asBen = (await get(`/api/jobs/${jobId}`, ben.cookie)).body as JobDetailDto;
    expect(asBen).toMatchObject({
      content: AI_TEXT,
      writingStyle: 'Conversational',
      extraNotes: 'Keep it under 300 words.',
      quotes: [],
    });
    expect(kinds(asBen.timeline)).toEqual(['submitted']);
    // A client shows to copywriters by first name.
    expect(asBen.timeline[0]!.actor).toEqual({ id: client.user.id, name: 'Clara', role: 'client' });
    const asAnna = (await get(`/api/jobs/${jobId}`, anna.cookie)).body as JobDetailDto;
    expect(asAnna.quotes.map((quote) => quote.copywriterId)).toEqual([anna.user.id]);
    expect(kinds(asAnna.timeline)).toEqual(['submitted', 'quoted']);
    const asClient = (await get(`/api/jobs/${jobId}/timeline`, client.cookie)).body as TimelineEntry[];
    expect(asClient).toEqual([
      expect.objectContaining({
        kind: 'submitted',
        actor: { id: client.user.id, name: 'Clara Jones', role: 'client' },
      }),
      expect.objectContaining({
        kind: 'quoted',
        actor: { id: anna.user.id, name: 'Anna Writer', role: 'copywriter' },
        copywriter: { id: anna.user.id, name: 'Anna Writer' },
        detail: '£80.00, fixed price',
      }),
    ]);
  });

  it("shows each quote with its writer's rating and completed jobs", async () => {
    const { client, anna, ben } = await people();
    for (const rating of [5, 4]) {
      const done = await createJob(t.em, { client: client.user, copywriter: anna.user, status: 'completed' });
      await t.em.nativeUpdate(Job, { id: done.id }, { rating });
    }
    const jobId = await quotedJob(client, [
      { ...anna, price: 80 },
      { ...ben, price: 90 },
    ]);
    const job = (await get(`/api/jobs/${jobId}`, client.cookie)).body as JobDetailDto;
    expect(
      job.quotes.map((quote) => [
        quote.copywriterName,
        quote.copywriterRating,
        quote.copywriterCompletedJobs,
      ]),
    ).toEqual([
      ['Anna Writer', 4.5, 2],
      ['Ben Writer', null, 0],
    ]);
  });

  it('names the visitor who submitted a job once they sign up in the same session', async () => {
    const submitted = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: {
        contentTopic: 'A visitor',
        aiContent: AI_TEXT,
        serviceType: 'rewrite',
        writingStyle: 'Academic',
      },
    });
    const jobId = (submitted.body as JobDto).id;
    const signup = await t.rest({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Vera Visitor', email: 'vera@example.com', password: 'vera password' },
      cookie: submitted.cookie,
    });
    const timeline = (await get(`/api/jobs/${jobId}/timeline`, signup.cookie!)).body as TimelineEntry[];
    expect(timeline).toEqual([
      expect.objectContaining({
        kind: 'submitted',
        actor: expect.objectContaining({ name: 'Vera Visitor' }),
      }),
    ]);
  });

  it('keeps 404 for a job a copywriter may not see', async () => {
    const { client, anna, ben } = await people();
    const job = await createJob(t.em, { client: client.user, copywriter: anna.user, status: 'in_progress' });
    expect((await get(`/api/jobs/${job.id}`, ben.cookie)).status).toBe(404);
    expect((await get(`/api/jobs/${job.id}/timeline`, ben.cookie)).status).toBe(404);
    expect((await get('/api/jobs/999999/timeline', client.cookie)).status).toBe(404);
  });
});
