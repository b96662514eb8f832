// The REST door parses what it is sent as strictly as the tRPC door: a number in a JSON body is a JSON number,
// and an id in a path or a query is written in decimal digits and nothing else ("0x7" is not job 7).
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/helpers/test-app.ts';
import * as blog from './services/blog-service.ts';
import { createConversation, postMessage } from './services/chat-writes.ts';

const t = setupTestApp();

async function completedJob() {
  const client = await createUser(t.em);
  const writer = await createCopywriter(t.em);
  const job = await createJob(t.em, { client, status: 'completed', copywriter: writer });
  return { client, job, cookie: await t.restLoginAs(client) };
}

function expectValidationError(response: { status: number; body: unknown }, label: string) {
  expect(response.status, label).toBe(400);
  expect(response.body, label).toMatchObject({ code: 'VALIDATION_ERROR' });
}

describe('numbers in a JSON body', () => {
  it('are JSON numbers: a string or an array of one is refused', async () => {
    const { job, cookie } = await completedJob();
    for (const rating of ['5', [5], '0x5', true]) {
      const response = await t.rest({
        method: 'POST',
        url: `/api/jobs/${job.id}/rating`,
        payload: { rating },
        cookie,
      });
      expectValidationError(response, JSON.stringify(rating));
    }
    const rated = await t.rest({
      method: 'POST',
      url: `/api/jobs/${job.id}/rating`,
      payload: { rating: 5 },
      cookie,
    });
    expect([rated.status, (rated.body as { rating: number }).rating]).toEqual([200, 5]);
  });

  it('include ids: a job id in a body is a JSON number', async () => {
    const client = await createUser(t.em);
    const cookie = await t.restLoginAs(client);
    const job = await createJob(t.em, { client, status: 'unpaid', estimatedHours: 1 });
    for (const jobId of [String(job.id), [job.id], `0x${job.id.toString(16)}`]) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/payments/pay-job-with-hours',
        payload: { jobId },
        cookie,
      });
      expectValidationError(response, JSON.stringify(jobId));
    }
  });

  it('stay strict through the tRPC door after REST calls have been made', async () => {
    const { client, job, cookie } = await completedJob();
    await t.rest({ method: 'POST', url: `/api/jobs/${job.id}/rating`, payload: { rating: '4' }, cookie });
    const caller = t.caller(await t.sessionOf(client));
    const refused = await caller.jobs.rate({ id: job.id, rating: '4' as never }).catch((error) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
    const byId = await caller.jobs.byId({ id: String(job.id) as never }).catch((error) => error);
    expect((byId as TRPCError).code).toBe('BAD_REQUEST');
  });
});

describe('ids in a path or a query', () => {
  it('are canonical decimal digits', async () => {
    const client = await createUser(t.em);
    const cookie = await t.restLoginAs(client);
    const job = await createJob(t.em, { client });
    const ok = await t.rest({ method: 'GET', url: `/api/jobs/${job.id}`, cookie });
    expect(ok.status).toBe(200);
    for (const spelling of [
      `0x${job.id.toString(16)}`,
      `0${job.id}`,
      `+${job.id}`,
      `${job.id}.0`,
      `${job.id}e0`,
      `%20${job.id}`,
      `${job.id}%20`,
      `0b${job.id.toString(2)}`,
    ]) {
      expectValidationError(await t.rest({ method: 'GET', url: `/api/jobs/${spelling}`, cookie }), spelling);
    }
  });

  it('are canonical in every kind of path: blog posts, two ids, and a query', async () => {
    const { cookie: admin } = await t.restLogin('admin');
    const post = await blog.createPost({
      em: t.em,
      actor: null,
      input: {
        title: 'A post',
        slug: 'a-post',
        content: 'Some text.',
        excerpt: null,
        featuredImage: null,
        categoryId: null,
        published: false,
      },
    });
    const hex = `0x${post.id.toString(16)}`;
    expectValidationError(
      await t.rest({ method: 'POST', url: `/api/blog/posts/${hex}/publish`, cookie: admin }),
      'blog post id',
    );
    const published = await t.rest({
      method: 'POST',
      url: `/api/blog/posts/${post.id}/publish`,
      cookie: admin,
    });
    expect(published.status).toBe(200);

    const client = await createUser(t.em);
    const writer = await createCopywriter(t.em);
    const cookie = await t.restLoginAs(client);
    const offered = await createJob(t.em, { client, status: 'offer_made' });
    expectValidationError(
      await t.rest({
        method: 'POST',
        url: `/api/client/accept-quote/${offered.id}/0x${writer.id.toString(16)}`,
        cookie,
      }),
      'copywriter id',
    );

    const { id } = await createConversation(t.em, client, 'A question');
    await postMessage(t.em, client, id, 'Hello');
    const page = await t.rest({
      method: 'GET',
      url: `/api/conversations/${id}/messages?before=1000`,
      cookie,
    });
    expect(page.status).toBe(200);
    for (const before of ['0x3e8', '1e3', '01000']) {
      expectValidationError(
        await t.rest({ method: 'GET', url: `/api/conversations/${id}/messages?before=${before}`, cookie }),
        `before=${before}`,
      );
    }
    const limited = await t.rest({ method: 'GET', url: '/api/notifications?limit=0x10', cookie });
    expectValidationError(limited, 'limit=0x10');
    expect((await t.rest({ method: 'GET', url: '/api/notifications?limit=10', cookie })).status).toBe(200);
  });
});
