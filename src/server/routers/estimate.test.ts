// The instant estimate (docs/decisions/0044-instant-estimate.md): history once there are 10 accepted quotes in
// the last 90 days, the default table before, the answer cacheable, and bad input a 400.
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { ServiceType } from '../../shared/constants.ts';
import { defaultEstimate } from '../../shared/domain/estimate.ts';
import { Job } from '../db/entities/job.ts';
import { JobEvent } from '../db/entities/job-event.ts';

const t = setupTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

interface Accepted {
  serviceType: ServiceType;
  wordCount: number;
  fixedPrice?: number | null;
  estimatedHours?: number | null;
  acceptedAt?: Date;
}

// Jobs whose quote was accepted, with the timeline's quote_accepted step at the given time.
async function acceptedJobs(em: EntityManager, jobs: Accepted[]): Promise<void> {
  const fork = em.fork();
  const client = await createUser(fork, { role: 'client' });
  for (const accepted of jobs) {
    const job = fork.create(Job, {
      client: client.id,
      title: 'A job',
      content: 'Some words.',
      serviceType: accepted.serviceType,
      writingStyle: 'Professional',
      wordCount: accepted.wordCount,
      status: 'unpaid',
      fixedPrice: accepted.fixedPrice ?? null,
      estimatedHours: accepted.estimatedHours ?? null,
    });
    fork.create(JobEvent, {
      job,
      kind: 'quote_accepted',
      actor: client.id,
      createdAt: accepted.acceptedAt ?? new Date(),
    });
  }
  await fork.flush();
}

const get = (query: string) => t.rest({ method: 'GET', url: `/api/estimate${query}` });

describe('GET /api/estimate', () => {
  it('answers from the history with 12 accepted quotes: their 25th to 75th percentile per 1,000 words', async () => {
    // £100, £110, ... £210 for 1,000 words, one of them as hours (2 hours at £75 = £150 for 1,000 words).
    const jobs: Accepted[] = Array.from({ length: 12 }, (_, i) => ({
      serviceType: 'rewrite',
      wordCount: 1000,
      fixedPrice: 100 + i * 10,
    }));
    jobs[5] = { serviceType: 'rewrite', wordCount: 500, estimatedHours: 1 };
    // Outside the window, or another service: not counted.
    jobs.push({
      serviceType: 'rewrite',
      wordCount: 1000,
      fixedPrice: 9000,
      acceptedAt: new Date(Date.now() - 91 * DAY_MS),
    });
    jobs.push({ serviceType: 'human-check', wordCount: 1000, fixedPrice: 9000 });
    await acceptedJobs(t.em, jobs);

    const response = await get('?words=2000&serviceType=rewrite');
    expect(response.status).toBe(200);
    // Per 1,000 words (pence): 10000, 11000, 12000, 13000, 14000, 15000 (the hours), ... 21000.
    // 25th percentile: position 2.75 → 12750; 75th: position 8.25 → 18250; for 2,000 words twice that.
    expect(response.body).toEqual({
      low: 25500,
      high: 36500,
      currency: 'GBP',
      turnaround: '4-10 hours',
      basis: 'history',
      sample: 12,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers from the default table below 10 accepted quotes, and says how many there were', async () => {
    await acceptedJobs(
      t.em,
      Array.from({ length: 9 }, () => ({
        serviceType: 'human-check' as const,
        wordCount: 1000,
        fixedPrice: 500,
      })),
    );
    const response = await get('?words=950&serviceType=human-check');
    expect(response.status).toBe(200);
    // 950 words are estimated as 1,000: £75 to £150 at one to two hours.
    expect(response.body).toEqual({
      ...defaultEstimate('human-check', 1000),
      currency: 'GBP',
      turnaround: '1-2 hours',
      basis: 'default',
      sample: 9,
    });
    expect(response.body).toMatchObject({ low: 7500, high: 15000 });
  });

  it('answers the same for words within one hundred', async () => {
    const a = await get('?words=1201&serviceType=rewrite');
    const b = await get('?words=1300&serviceType=rewrite');
    expect(a.body).toEqual(b.body);
  });

  it('counts a job accepted twice once', async () => {
    const jobs: Accepted[] = Array.from({ length: 10 }, () => ({
      serviceType: 'human-check',
      wordCount: 1000,
      fixedPrice: 100,
    }));
    await acceptedJobs(t.em, jobs);
    const fork = t.em.fork();
    const job = await fork.findOneOrFail(Job, { serviceType: 'human-check' }, { orderBy: { id: 'asc' } });
    fork.create(JobEvent, { job, kind: 'quote_accepted', createdAt: new Date() });
    await fork.flush();
    const response = await get('?words=1000&serviceType=human-check');
    expect(response.body).toMatchObject({ basis: 'history', sample: 10, low: 10000, high: 10000 });
  });

  it('answers from the history it read within the last minute, per service', async () => {
    const twelve = (serviceType: ServiceType) =>
      Array.from({ length: 12 }, () => ({ serviceType, wordCount: 1000, fixedPrice: 100 }));
    await acceptedJobs(t.em, twelve('rewrite'));
    const before = await get('?words=1000&serviceType=rewrite');
    expect(before.body).toMatchObject({ basis: 'history', sample: 12 });
    // Acceptances made since show once the kept answer is a minute old (docs/decisions/0044).
    await acceptedJobs(t.em, [...twelve('rewrite'), ...twelve('human-check')]);
    expect((await get('?words=1000&serviceType=rewrite')).body).toEqual(before.body);
    // The other service had not been read: its answer is today's.
    expect((await get('?words=1000&serviceType=human-check')).body).toMatchObject({ sample: 12 });
  });

  it('answers bad input with a 400', async () => {
    for (const query of [
      '?words=0&serviceType=rewrite',
      '?words=-1&serviceType=rewrite',
      '?words=abc&serviceType=rewrite',
      '?words=1000000000&serviceType=rewrite',
      '?words=12.5&serviceType=rewrite',
      '?words=100&serviceType=proofreading',
      '?words=100',
      '?serviceType=rewrite',
      '',
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
  });
});
