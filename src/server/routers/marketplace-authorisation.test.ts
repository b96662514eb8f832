// Over 300 lines: one matrix of every (role, endpoint) pair of the marketplace.
// Every (role, endpoint) pair of the marketplace, with the status docs/product.md "Roles" implies. Each call
// gets fresh state, so that one role's success cannot change what the next role finds.
// Long on purpose: one authorisation table, which a split would scatter.
import { describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories.ts';
import {
  createMarketplaceActors,
  MARKETPLACE_CALLERS,
  type MarketplaceActors,
  type MarketplaceCaller,
  statusesByCaller,
  type TableCall,
} from '../../../test/helpers/authorisation-table.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

const ROLES = MARKETPLACE_CALLERS;
type Actor = MarketplaceCaller;
type Actors = MarketplaceActors;

interface Row {
  name: string;
  call: (actors: Actors) => Promise<TableCall>;
  expect: Record<Actor, number>;
}

const em = () => t.em;
// clientA's job, quoted by `copywriter` (offer_made), as most rows need it.
async function offeredJob(actors: Actors) {
  const job = await createJob(em(), { client: actors.clientA, status: 'offer_made' });
  const fork = em();
  const { Quote } = await import('../db/entities/quote.ts');
  fork.create(Quote, {
    job: job.id,
    copywriter: actors.copywriter.id,
    fixedPrice: 80,
    message: 'Happy to help',
  });
  await fork.flush();
  return job;
}

const quoteTerms = { estimatedHours: 2, fixedPrice: null, quoteMessage: 'Two hours' };
const application = {
  specialties: ['marketing'],
  experience: 'I have written marketing copy for fifteen years for agencies and brands.',
  sampleContent: 'Sample writing. '.repeat(25),
  availability: 'Weekdays',
  rates: '£75 an hour',
};

const ALL = (status: number): Record<Actor, number> =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Actor, number>;
const ONLY = (
  allowed: Partial<Record<Actor, number>>,
  others: number,
  anonymous = 401,
): Record<Actor, number> => ({
  ...ALL(others),
  anonymous,
  ...allowed,
});

const ROWS: Row[] = [
  {
    name: 'POST /api/jobs',
    call: async () => ({
      method: 'POST',
      url: '/api/jobs',
      body: {
        contentTopic: 'Topic',
        aiContent: 'x '.repeat(40),
        serviceType: 'rewrite',
        writingStyle: 'Academic',
      },
    }),
    expect: ONLY({ anonymous: 200, clientA: 200, clientB: 200 }, 403),
  },
  {
    name: 'GET /api/jobs',
    call: async () => ({ method: 'GET', url: '/api/jobs' }),
    expect: ONLY({ clientA: 200, clientB: 200, admin: 200 }, 403),
  },
  {
    name: 'GET /api/jobs/pending',
    call: async () => ({ method: 'GET', url: '/api/jobs/pending' }),
    expect: ONLY({ clientA: 200, clientB: 200 }, 403),
  },
  {
    name: 'GET /api/jobs/{id} of a job open for quotes',
    call: async (actors) => ({ method: 'GET', url: `/api/jobs/${(await offeredJob(actors)).id}` }),
    expect: ONLY({ clientA: 200, copywriter: 200, otherCopywriter: 200, admin: 200 }, 404),
  },
  {
    name: 'GET /api/jobs/{id} of a job in progress',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'in_progress',
        copywriter: actors.copywriter,
      });
      return { method: 'GET', url: `/api/jobs/${job.id}` };
    },
    expect: ONLY({ clientA: 200, copywriter: 200, admin: 200 }, 404),
  },
  {
    name: 'POST /api/jobs/{id}/rating',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'completed',
        copywriter: actors.copywriter,
      });
      return { method: 'POST', url: `/api/jobs/${job.id}/rating`, body: { rating: 5 } };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'GET /api/jobs/{id}/timeline of a job open for quotes',
    call: async (actors) => ({ method: 'GET', url: `/api/jobs/${(await offeredJob(actors)).id}/timeline` }),
    expect: ONLY({ clientA: 200, copywriter: 200, otherCopywriter: 200, admin: 200 }, 404),
  },
  {
    name: 'GET /api/jobs/{id}/timeline of a job in progress',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'in_progress',
        copywriter: actors.copywriter,
      });
      return { method: 'GET', url: `/api/jobs/${job.id}/timeline` };
    },
    expect: ONLY({ clientA: 200, copywriter: 200, admin: 200 }, 404),
  },
  {
    name: 'POST /api/jobs/{id}/rating with a review',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'completed',
        copywriter: actors.copywriter,
      });
      return {
        method: 'POST',
        url: `/api/jobs/${job.id}/rating`,
        body: { rating: 4, review: 'Lovely work' },
      };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  ...(
    [
      ['request-revision', { reason: 'Please shorten the introduction.' }],
      ['approve', undefined],
    ] as const
  ).map(
    ([action, body]): Row => ({
      name: `POST /api/jobs/{id}/${action}`,
      call: async (actors) => {
        const job = await createJob(em(), {
          client: actors.clientA,
          status: 'completed',
          copywriter: actors.copywriter,
        });
        return { method: 'POST', url: `/api/jobs/${job.id}/${action}`, body };
      },
      expect: ONLY({ clientA: 200, clientB: 404 }, 403),
    }),
  ),
  {
    name: 'POST /api/client/jobs/{id}/change-quote',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'unpaid',
        copywriter: actors.copywriter,
      });
      return { method: 'POST', url: `/api/client/jobs/${job.id}/change-quote` };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'POST /api/client/jobs/{id}/withdraw',
    call: async (actors) => ({
      method: 'POST',
      url: `/api/client/jobs/${(await offeredJob(actors)).id}/withdraw`,
    }),
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'POST /api/feedback',
    call: async () => ({ method: 'POST', url: '/api/feedback', body: { content: 'Lovely service' } }),
    expect: ONLY({}, 200),
  },
  {
    name: 'POST /api/copywriter/submit-quote/{id}',
    call: async (actors) => {
      const job = await createJob(em(), { client: actors.clientA, status: 'quote' });
      return { method: 'POST', url: `/api/copywriter/submit-quote/${job.id}`, body: quoteTerms };
    },
    expect: ONLY({ copywriter: 200, otherCopywriter: 200 }, 403),
  },
  {
    name: 'POST /api/client/accept-quote/{jobId}/{copywriterId}',
    call: async (actors) => {
      const job = await offeredJob(actors);
      return { method: 'POST', url: `/api/client/accept-quote/${job.id}/${actors.copywriter.id}` };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'POST /api/payments/process-job-payment',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'unpaid',
        copywriter: actors.copywriter,
      });
      return {
        method: 'POST',
        url: '/api/payments/process-job-payment',
        body: { jobId: job.id, amount: 12000 },
      };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'POST /api/payments/skip-for-testing',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'unpaid',
        copywriter: actors.copywriter,
      });
      return { method: 'POST', url: '/api/payments/skip-for-testing', body: { jobId: job.id } };
    },
    expect: ONLY({ clientA: 200, clientB: 404 }, 403),
  },
  {
    name: 'POST /api/conversations/job/{id}/message',
    call: async (actors) => {
      const job = await offeredJob(actors);
      return { method: 'POST', url: `/api/conversations/job/${job.id}/message`, body: { content: 'Hello' } };
    },
    expect: ONLY({ clientA: 200, copywriter: 200, admin: 200 }, 404),
  },
  {
    name: 'POST /api/copywriter/apply',
    call: async () => ({ method: 'POST', url: '/api/copywriter/apply', body: application }),
    expect: ONLY({ clientA: 200, clientB: 200, admin: 403 }, 409),
  },
  {
    name: 'GET /api/copywriter/profile',
    call: async () => ({ method: 'GET', url: '/api/copywriter/profile' }),
    expect: ONLY({ pendingCopywriter: 200, copywriter: 200, otherCopywriter: 200 }, 403),
  },
  {
    name: 'PUT /api/copywriter/profile',
    call: async () => ({
      method: 'PUT',
      url: '/api/copywriter/profile',
      body: { bio: 'Hi', specialties: ['tech'] },
    }),
    // An applicant's profile is the application under review: only an approved copywriter edits one.
    expect: ONLY({ copywriter: 200, otherCopywriter: 200 }, 403),
  },
  ...(['available-jobs', 'active-jobs', 'completed-jobs', 'quotes'] as const).map(
    (list): Row => ({
      name: `GET /api/copywriter/${list}`,
      call: async () => ({ method: 'GET', url: `/api/copywriter/${list}` }),
      expect: ONLY({ copywriter: 200, otherCopywriter: 200 }, 403),
    }),
  ),
  {
    name: 'POST /api/copywriter/submit-work/{id}',
    call: async (actors) => {
      const job = await createJob(em(), {
        client: actors.clientA,
        status: 'in_progress',
        copywriter: actors.copywriter,
      });
      return { method: 'POST', url: `/api/copywriter/submit-work/${job.id}`, body: { result: 'Done.' } };
    },
    expect: ONLY({ copywriter: 200, otherCopywriter: 404 }, 403),
  },
  {
    name: 'GET /api/copywriters',
    call: async () => ({ method: 'GET', url: '/api/copywriters' }),
    expect: ALL(200),
  },
  {
    name: "GET /api/copywriters/{id} (an approved writer's public profile)",
    call: async (actors) => ({ method: 'GET', url: `/api/copywriters/${actors.copywriter.id}` }),
    expect: ALL(200),
  },
  {
    name: "GET /api/copywriters/{id} (an applicant's, which is not public)",
    call: async (actors) => ({ method: 'GET', url: `/api/copywriters/${actors.pendingCopywriter.id}` }),
    expect: ALL(404),
  },
  ...(['stats', 'copywriters'] as const).map(
    (path): Row => ({
      name: `GET /api/admin/${path}`,
      call: async () => ({ method: 'GET', url: `/api/admin/${path}` }),
      expect: ONLY({ admin: 200 }, 403),
    }),
  ),
  ...(['approve', 'reject'] as const).map(
    (decision): Row => ({
      name: `POST /api/admin/copywriters/{userId}/${decision}`,
      call: async (actors) => ({
        method: 'POST',
        url: `/api/admin/copywriters/${actors.pendingCopywriter.id}/${decision}`,
      }),
      expect: ONLY({ admin: 200 }, 403),
    }),
  ),
  {
    name: 'POST /api/admin/copywriters/{userId}/reject with a reason',
    call: async (actors) => ({
      method: 'POST',
      url: `/api/admin/copywriters/${actors.copywriter.id}/reject`,
      body: { reason: 'Samples copied from elsewhere.' },
    }),
    expect: ONLY({ admin: 200 }, 403),
  },
  {
    name: 'POST /api/admin/jobs/{id}/quote',
    call: async (actors) => {
      const job = await createJob(em(), { client: actors.clientA, status: 'quote' });
      return { method: 'POST', url: `/api/admin/jobs/${job.id}/quote`, body: { ...quoteTerms } };
    },
    expect: ONLY({ admin: 200 }, 403),
  },
  {
    name: 'POST /api/admin/jobs/{id}/assign',
    call: async (actors) => {
      const job = await createJob(em(), { client: actors.clientA, status: 'pending' });
      return {
        method: 'POST',
        url: `/api/admin/jobs/${job.id}/assign`,
        body: { copywriterId: actors.copywriter.id },
      };
    },
    expect: ONLY({ admin: 200 }, 403),
  },
];

describe('who may call what', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      const actors = await createMarketplaceActors(em);
      expect(await statusesByCaller(t, actors, ROLES, row.call)).toEqual(row.expect);
    });
  }
});
