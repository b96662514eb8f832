// Over 300 lines: one table of every marketplace endpoint's bad inputs.
// Every marketplace endpoint that takes a body, sent malformed JSON, wrong types, 1 MB strings and missing
// fields by a caller who is allowed to use it: a 4xx JSON error each time, never a 5xx.
// Long on purpose: one table of bad inputs per endpoint, which a split would scatter.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { type BadInputTarget, expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

interface Case {
  name: string;
  target: () => Promise<BadInputTarget>;
}

const asClient = async () => {
  const client = await createUser(t.em);
  return { client, cookie: await t.restLoginAs(client) };
};
const asWriter = async () => {
  const writer = await createCopywriter(t.em);
  return { writer, cookie: await t.restLoginAs(writer) };
};

const CASES: Case[] = [
  {
    name: 'POST /api/jobs',
    target: async () => ({
      method: 'POST',
      url: '/api/jobs',
      validBody: {
        contentTopic: 'A topic',
        aiContent: 'Thirty characters or more of AI text to check.',
        serviceType: 'rewrite',
        writingStyle: 'Creative',
        extraNotes: 'none',
        wordCount: 9,
      },
      optional: ['serviceType', 'writingStyle', 'extraNotes', 'wordCount'],
    }),
  },
  {
    name: 'POST /api/jobs/{id}/rating',
    target: async () => {
      const { client, cookie } = await asClient();
      const job = await createJob(t.em, {
        client,
        status: 'completed',
        copywriter: await createCopywriter(t.em),
      });
      return {
        method: 'POST',
        url: `/api/jobs/${job.id}/rating`,
        validBody: { rating: 5 },
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/jobs/{id}/rating with a review',
    target: async () => {
      const { client, cookie } = await asClient();
      const job = await createJob(t.em, {
        client,
        status: 'completed',
        copywriter: await createCopywriter(t.em),
      });
      return {
        method: 'POST',
        url: `/api/jobs/${job.id}/rating`,
        validBody: { rating: 4, review: 'Clear and on time.' },
        optional: ['review'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/jobs/{id}/request-revision',
    target: async () => {
      const { client, cookie } = await asClient();
      const job = await createJob(t.em, {
        client,
        status: 'completed',
        copywriter: await createCopywriter(t.em),
      });
      return {
        method: 'POST',
        url: `/api/jobs/${job.id}/request-revision`,
        validBody: { reason: 'Please shorten the introduction.' },
        cookie: () => cookie,
      };
    },
  },
  ...(
    [
      ['/api/jobs/{id}/approve', 'completed'],
      ['/api/client/jobs/{id}/change-quote', 'unpaid'],
      ['/api/client/jobs/{id}/withdraw', 'offer_made'],
    ] as const
  ).map(
    ([path, status]): Case => ({
      name: `POST ${path}`,
      target: async () => {
        const { client, cookie } = await asClient();
        const job = await createJob(t.em, { client, status, copywriter: await createCopywriter(t.em) });
        return {
          method: 'POST',
          url: path.replace('{id}', String(job.id)),
          validBody: {},
          cookie: () => cookie,
        };
      },
    }),
  ),
  {
    name: 'POST /api/feedback',
    target: async () => {
      const { cookie } = await asClient();
      return { method: 'POST', url: '/api/feedback', validBody: { content: 'Great' }, cookie: () => cookie };
    },
  },
  {
    name: 'POST /api/copywriter/submit-quote/{id}',
    target: async () => {
      const { cookie } = await asWriter();
      const job = await createJob(t.em, { client: await createUser(t.em), status: 'quote' });
      return {
        method: 'POST',
        url: `/api/copywriter/submit-quote/${job.id}`,
        validBody: { estimatedHours: 2, quoteMessage: 'Two hours' },
        optional: ['quoteMessage'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/payments/process-job-payment',
    target: async () => {
      const { client, cookie } = await asClient();
      const job = await createJob(t.em, {
        client,
        status: 'unpaid',
        copywriter: await createCopywriter(t.em),
        fixedPrice: 40,
      });
      return {
        method: 'POST',
        url: '/api/payments/process-job-payment',
        validBody: { jobId: job.id, amount: 4000 },
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/payments/skip-for-testing',
    target: async () => {
      const { client, cookie } = await asClient();
      const job = await createJob(t.em, {
        client,
        status: 'unpaid',
        copywriter: await createCopywriter(t.em),
      });
      return {
        method: 'POST',
        url: '/api/payments/skip-for-testing',
        validBody: { jobId: job.id },
        optional: ['jobId'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/conversations/job/{id}/message',
    target: async () => {
      const { client, cookie } = await asClient();
      const job = await createJob(t.em, { client, status: 'offer_made' });
      return {
        method: 'POST',
        url: `/api/conversations/job/${job.id}/message`,
        validBody: { content: 'Hello' },
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/copywriter/apply',
    target: async () => {
      const { cookie } = await asClient();
      return {
        method: 'POST',
        url: '/api/copywriter/apply',
        validBody: {
          specialties: ['marketing'],
          profileImage: 'https://example.com/me.png',
          experience: 'e'.repeat(60),
          portfolio: 'https://example.com',
          sampleContent: 's'.repeat(320),
          availability: 'Weekdays',
          rates: '£75',
        },
        optional: ['profileImage', 'portfolio'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'PUT /api/copywriter/profile',
    target: async () => {
      const { cookie } = await asWriter();
      return {
        method: 'PUT',
        url: '/api/copywriter/profile',
        validBody: {
          bio: 'b',
          specialties: ['tech'],
          profileImage: 'https://example.com/me.jpg',
          experience: 'e',
          portfolio: 'https://example.com',
          sampleContent: 's',
          availability: 'a',
          rates: 'r',
        },
        optional: [
          'bio',
          'specialties',
          'profileImage',
          'experience',
          'portfolio',
          'sampleContent',
          'availability',
          'rates',
        ],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/copywriter/submit-work/{id}',
    target: async () => {
      const { writer, cookie } = await asWriter();
      const job = await createJob(t.em, {
        client: await createUser(t.em),
        status: 'in_progress',
        copywriter: writer,
      });
      return {
        method: 'POST',
        url: `/api/copywriter/submit-work/${job.id}`,
        validBody: { result: 'Finished.' },
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/admin/copywriters/{userId}/reject',
    target: async () => {
      const { cookie } = await t.restLogin('admin');
      const writer = await createCopywriter(t.em, 'pending');
      return {
        method: 'POST',
        url: `/api/admin/copywriters/${writer.id}/reject`,
        validBody: { reason: 'Samples copied from elsewhere.' },
        optional: ['reason'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/admin/jobs/{id}/quote',
    target: async () => {
      const { cookie } = await t.restLogin('admin');
      const job = await createJob(t.em, { client: await createUser(t.em), status: 'quote' });
      return {
        method: 'POST',
        url: `/api/admin/jobs/${job.id}/quote`,
        validBody: { fixedPrice: 50, quoteMessage: 'House price' },
        optional: ['quoteMessage'],
        cookie: () => cookie,
      };
    },
  },
  {
    name: 'POST /api/admin/jobs/{id}/assign',
    target: async () => {
      const { cookie } = await t.restLogin('admin');
      const job = await createJob(t.em, { client: await createUser(t.em), status: 'pending' });
      return {
        method: 'POST',
        url: `/api/admin/jobs/${job.id}/assign`,
        validBody: { copywriterId: (await createCopywriter(t.em)).id },
        cookie: () => cookie,
      };
    },
  },
];

describe('bad input', () => {
  for (const testCase of CASES) {
    it(`${testCase.name} answers 4xx JSON`, async () => {
      await expectBadInputRejected(t, await testCase.target());
    });
  }

  it('answers ids in the path that are not numbers with 4xx', async () => {
    const { cookie } = await asClient();
    for (const url of [
      '/api/jobs/abc',
      '/api/jobs/-1',
      '/api/jobs/1.5',
      '/api/jobs/99999999999999999999',
      '/api/jobs/2147483648',
      '/api/jobs/abc/timeline',
      '/api/jobs/0x7/timeline',
    ]) {
      const response = await t.rest({ method: 'GET', url, cookie });
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
    }
  });
});
