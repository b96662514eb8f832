// Every list is paged (docs/product.md "Limits"): ?limit (50 unless given, at most 100), an opaque
// ?cursor, a Link rel="next" header while more items follow, and the body as it always was.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { type RestResponse, setupTestApp } from '../../../test/helpers/test-app.ts';
import { PAGE_LIMIT } from '../../shared/schemas/paging.ts';
import { BlogCategory } from '../db/entities/blog-category.ts';
import { BlogPost } from '../db/entities/blog-post.ts';
import { Conversation } from '../db/entities/conversation.ts';
import type { Job } from '../db/entities/job.ts';
import { JobEvent } from '../db/entities/job-event.ts';
import { Payment } from '../db/entities/payment.ts';
import { Quote } from '../db/entities/quote.ts';
import { encodeCursor } from '../services/read-models/page.ts';

const t = setupTestApp();

const ITEMS = 5;

// At least five items in every list, several of them written in the same millisecond (a flush), so that
// pages end between items of equal time.
async function marketplace() {
  const client = await createUser(t.em, { name: 'Clara Client' });
  const admin = await t.restLogin('admin');
  const writer = await createCopywriter(t.em);
  for (let i = 1; i < ITEMS; i += 1) await createCopywriter(t.em);
  await createCopywriter(t.em, 'pending');
  const jobs: Record<string, Job[]> = { quote: [], in_progress: [], completed: [] };
  for (const status of ['quote', 'in_progress', 'completed'] as const) {
    for (let i = 0; i < ITEMS; i += 1) {
      const copywriter = status === 'quote' ? null : writer;
      jobs[status]!.push(await createJob(t.em, { client, status, copywriter, title: `${status} ${i}` }));
    }
  }
  const em = t.em;
  // The writer's quotes on the jobs they were given, written in one flush (the same millisecond).
  for (const job of [...jobs.in_progress!, ...jobs.completed!]) {
    em.create(Quote, { job: job.id, copywriter: writer.id, fixedPrice: 120 });
  }
  const categories = Array.from({ length: ITEMS }, (_, i) =>
    em.create(BlogCategory, { name: i % 2 ? 'Writing' : 'SEO', slug: `category-${i}` }),
  );
  for (let i = 0; i <= ITEMS; i += 1) {
    em.create(BlogPost, {
      title: `Post ${i}`,
      slug: `post-${i}`,
      content: `Post ${i}. `.repeat(100),
      category: categories[i % ITEMS],
      published: i < ITEMS,
      publishedAt: i < ITEMS ? new Date() : null,
    });
  }
  for (const [i, job] of jobs.in_progress!.entries()) {
    em.create(Payment, {
      client: client.id,
      job: job.id,
      amountPence: 12_000,
      gateway: 'test',
      reference: `pi_test_${i}`,
      status: 'succeeded',
      settledAt: new Date(),
    });
    em.create(Conversation, { title: `About ${job.title}`, job: job.id, createdBy: client.id });
  }
  for (let i = 0; i < ITEMS; i += 1) {
    em.create(JobEvent, {
      job: jobs.in_progress![0]!.id,
      kind: 'quoted',
      actor: writer.id,
      copywriter: writer.id,
    });
  }
  await em.flush();
  return {
    client: await t.restLoginAs(client),
    admin: admin.cookie,
    writer: await t.restLoginAs(writer),
    timelineJob: jobs.in_progress![0]!.id,
  };
}

type Cookies = Awaited<ReturnType<typeof marketplace>>;

// Each list endpoint, with who may read it.
function lists(cookies: Cookies): { path: string; cookie?: string }[] {
  return [
    { path: '/api/jobs', cookie: cookies.client },
    { path: '/api/jobs', cookie: cookies.admin },
    { path: `/api/jobs/${cookies.timelineJob}/timeline`, cookie: cookies.client },
    { path: '/api/copywriter/available-jobs', cookie: cookies.writer },
    { path: '/api/copywriter/active-jobs', cookie: cookies.writer },
    { path: '/api/copywriter/completed-jobs', cookie: cookies.writer },
    { path: '/api/copywriter/quotes', cookie: cookies.writer },
    { path: '/api/copywriters' },
    { path: '/api/admin/copywriters', cookie: cookies.admin },
    { path: '/api/admin/users', cookie: cookies.admin },
    { path: '/api/blog/posts/published' },
    { path: '/api/blog/posts', cookie: cookies.admin },
    { path: '/api/blog/categories' },
    { path: '/api/payments/packages' },
    { path: '/api/payments/history', cookie: cookies.client },
    { path: '/api/admin/payments', cookie: cookies.admin },
    { path: '/api/conversations', cookie: cookies.client },
  ];
}

function nextLink(response: RestResponse): string | undefined {
  const link = response.headers.link;
  if (link === undefined) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  expect(match, `Link: ${link}`).not.toBeNull();
  return match![1];
}

describe('every list endpoint', () => {
  it('pages by ?limit and the cursor its Link header names, to the same items in the same order', async () => {
    const cookies = await marketplace();
    for (const { path, cookie } of lists(cookies)) {
      const whole = await t.rest({ method: 'GET', url: `${path}?limit=${PAGE_LIMIT.max}`, cookie });
      expect(whole.status, path).toBe(200);
      expect(nextLink(whole), path).toBeUndefined();
      const all = whole.body as unknown[];
      expect(all.length, `${path} has several pages of 2`).toBeGreaterThan(2);

      const paged: unknown[] = [];
      let url: string | undefined = `${path}?limit=2`;
      let pages = 0;
      while (url) {
        const response = await t.rest({ method: 'GET', url, cookie });
        expect(response.status, url).toBe(200);
        const items = response.body as unknown[];
        expect(items.length, url).toBeLessThanOrEqual(2);
        paged.push(...items);
        url = nextLink(response);
        // The next page is the same path and query with its cursor.
        if (url) expect(url, path).toMatch(new RegExp(`^${path}\\?limit=2&cursor=[A-Za-z0-9_-]+$`));
        pages += 1;
        expect(pages, path).toBeLessThanOrEqual(all.length);
      }
      expect(paged, path).toEqual(all);
    }
  });

  it('answers 50 items unless told otherwise', async () => {
    const client = await createUser(t.em);
    for (let i = 0; i < PAGE_LIMIT.default + 1; i += 1) await createJob(t.em, { client });
    const response = await t.rest({ method: 'GET', url: '/api/jobs', cookie: await t.restLoginAs(client) });
    expect((response.body as unknown[]).length).toBe(PAGE_LIMIT.default);
    expect(nextLink(response)).toMatch(/^\/api\/jobs\?cursor=/);
  });

  it('refuses a limit outside 1 to 100 and a cursor it did not write with 400', async () => {
    const cookies = await marketplace();
    const badCursors = [
      '%%%',
      'bm90LWFuLWlk',
      encodeCursor(['1']),
      encodeCursor(['time', 'not a time', '1']),
      encodeCursor(['time', '1700000000000000', '0']),
      encodeCursor(['offset', '-1']),
      encodeCursor(['text', 'SEO']),
      // Another encoding of a cursor's bytes: only the one the server writes is accepted.
      `${encodeCursor(['time', '1700000000000000', '1'])}=`,
    ];
    for (const { path, cookie } of lists(cookies)) {
      for (const query of ['limit=0', 'limit=101', 'limit=-1', 'limit=1.5', 'limit=abc']) {
        const response = await t.rest({ method: 'GET', url: `${path}?${query}`, cookie });
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(response.body, `${path}?${query}`).toMatchObject({ code: 'VALIDATION_ERROR' });
      }
      const tooMany = await t.rest({ method: 'GET', url: `${path}?limit=101`, cookie });
      expect(tooMany.body, path).toMatchObject({
        issues: [{ path: 'limit', message: 'limit must be at most 100' }],
      });
      for (const cursor of badCursors) {
        const url = `${path}?cursor=${encodeURIComponent(cursor)}`;
        const response = await t.rest({ method: 'GET', url, cookie });
        expect(response.status, url).toBe(400);
      }
    }
  });
});

describe('a cursor holding a NUL character', () => {
  // PostgreSQL's text cannot hold a NUL: a position carrying one reached the database and answered 503
  // (issue 28, finding 8). The ?cursor itself refuses a raw NUL; these carry it inside the encoded position.
  it('is refused with 400 by every list that decodes one, never sent to the database', async () => {
    const admin = await t.restLogin('admin');
    const encoded = (text: string) => Buffer.from(text).toString('base64url');
    const cases = [
      { path: '/api/blog/categories', cursor: encodeCursor(['text', 'SE\u0000O', '1']) },
      { path: '/api/blog/categories', cursor: encodeCursor(['text', 'SEO', '1\u0000']) },
      {
        path: '/api/admin/emails',
        cursor: encoded('2026-11-28T08:00:00.000Z|1\u0000'),
        cookie: admin.cookie,
      },
      {
        path: '/api/admin/emails',
        cursor: encoded('2026-11-28T08:00:00.000Z\u0000|1'),
        cookie: admin.cookie,
      },
      { path: '/api/admin/emails', cursor: encoded('2026-11-28T08:00:00.000Z|1x'), cookie: admin.cookie },
      { path: '/api/notifications', cursor: encoded('1\u0000'), cookie: admin.cookie },
      {
        path: '/api/jobs',
        cursor: encodeCursor(['time', '1700000000000000', '1\u0000']),
        cookie: admin.cookie,
      },
    ];
    for (const { path, cursor, cookie } of cases) {
      const url = `${path}?cursor=${encodeURIComponent(cursor)}`;
      const response = await t.rest({ method: 'GET', url, cookie });
      expect(response.status, url).toBe(400);
      expect(response.body, url).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // The cursors the server writes still page: the admin's emails by (time, uuid).
    for (const email of ['one@example.com', 'two@example.com']) {
      const payload = { name: 'Someone', email, password: 'a long unusual passphrase' };
      expect((await t.rest({ method: 'POST', url: '/api/auth/signup', payload })).status).toBe(200);
    }
    const first = await t.rest({ method: 'GET', url: '/api/admin/emails?limit=1', cookie: admin.cookie });
    const next = nextLink(first);
    expect(next).toBeDefined();
    const second = await t.rest({ method: 'GET', url: next!, cookie: admin.cookie });
    expect(second.status).toBe(200);
    expect(second.body).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('gives every GET that answers an array a limit and a cursor', async () => {
    const document = (await t.rest({ method: 'GET', url: '/api/openapi.json' })).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            responses?: Record<string, { content?: Record<string, { schema?: { type?: string } }> }>;
          }
        >
      >;
    };
    const lists = Object.entries(document.paths).flatMap(([path, methods]) => {
      const get = methods.get;
      const schema = get?.responses?.['200']?.content?.['application/json']?.schema;
      return get && schema?.type === 'array' ? [{ path, get }] : [];
    });
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const { path, get } of lists) {
      const query = (get.parameters ?? []).filter((parameter) => parameter.in === 'query').map((p) => p.name);
      expect(query, path).toEqual(expect.arrayContaining(['limit', 'cursor']));
    }
  });
});

describe('the web pages', () => {
  it('read the same pages with the next cursor in the body', async () => {
    const client = await createUser(t.em);
    for (let i = 0; i < 5; i += 1) await createJob(t.em, { client, title: `Job ${i}` });
    const caller = t.caller(await t.sessionOf(client));
    const rest = await t.rest({ method: 'GET', url: '/api/jobs', cookie: await t.restLoginAs(client) });
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = await caller.jobs.listPage({ limit: 2, cursor, direction: 'forward' });
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(rest.body);
  });
});
