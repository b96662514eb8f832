import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../src/server/db/entities/blog-post.ts';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { JobDelivery } from '../src/server/db/entities/job-delivery.ts';
import { Quote } from '../src/server/db/entities/quote.ts';
import { featuredCopywriters } from '../src/server/services/copywriter-service.ts';
import { JOB_STATUSES } from '../src/shared/domain/job-status.ts';
import { createTestDatabase, type TestDatabase } from '../test/helpers/test-database.ts';
import { seed } from './seed.ts';
import { SEED_DRAFTS } from './seed-content.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await seed(db.orm.em.fork());
});
afterAll(async () => db.drop());

const words = (text: string) => text.toLowerCase().match(/[a-z0-9£%']+/g) ?? [];

/** The share of the draft's three-word runs that survive in the delivery: 1 for a copy, near 0 for a rewrite. */
function kept(draft: string, delivered: string): number {
  const runs = (text: string) => {
    const list = words(text);
    return new Set(list.slice(2).map((_, index) => list.slice(index, index + 3).join(' ')));
  };
  const before = runs(draft);
  const after = runs(delivered);
  return [...before].filter((run) => after.has(run)).length / before.size;
}

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((part) => part.trim() !== '');

describe('npm run seed', () => {
  it('makes jobs in every status, and refuses to run twice', async () => {
    const statuses = new Set((await db.orm.em.fork().find(Job, {})).map((job) => job.status));
    expect([...statuses].sort()).toEqual([...JOB_STATUSES].sort());
    await expect(seed(db.orm.em.fork())).rejects.toThrow('already has accounts');
  });

  it('delivers rewrites that rewrite whole paragraphs, and Human Checks that fix facts and keep the rest', async () => {
    const em = db.orm.em.fork();
    const delivered = await em.find(Job, { result: { $ne: null } }, { orderBy: { id: 'asc' } });
    const rewrites = delivered.filter((job) => job.serviceType === 'rewrite');
    const checks = delivered.filter((job) => job.serviceType === 'human-check');
    expect(rewrites.length).toBeGreaterThanOrEqual(2);
    expect(checks.length).toBeGreaterThanOrEqual(2);
    for (const job of rewrites) {
      expect(kept(job.content, job.result!), job.title).toBeLessThan(0.1);
      expect(paragraphs(job.result!).length, job.title).toBeGreaterThanOrEqual(3);
    }
    for (const job of checks) {
      // An edit, not a new piece: much of the draft stays, and something of substance changes.
      const share = kept(job.content, job.result!);
      expect(share, job.title).toBeGreaterThan(0.2);
      expect(share, job.title).toBeLessThan(0.9);
    }
    const indexFunds = checks.find((job) => job.title === SEED_DRAFTS.indexFunds.title)!;
    expect(indexFunds.content).toContain('1975');
    expect(indexFunds.result).toContain('1976');
    expect(indexFunds.result).toContain('£20,000');
    expect(indexFunds.result).not.toMatch(/no risk/);
  });

  it('has revisions requested and redelivered, reviews in words, and delivered versions kept', async () => {
    const em = db.orm.em.fork();
    const revised = await em.find(Job, { revisionsRequested: { $gt: 0 } });
    expect(revised.map((job) => job.status).sort()).toEqual(['completed', 'in_progress']);
    const redelivered = revised.find((job) => job.status === 'completed')!;
    const versions = await em.find(JobDelivery, { job: redelivered.id }, { orderBy: { round: 'asc' } });
    expect(versions.map((version) => version.round)).toEqual([1, 2]);
    expect(versions[0]?.revisionReason).toMatch(/warranty/);
    expect(redelivered.result).toBe(versions[1]?.result);
    const reviewed = await em.find(Job, { review: { $ne: null } });
    expect(reviewed.length).toBeGreaterThanOrEqual(4);
    // One delivery still in its 7-day review window, so its client can still approve it or ask for changes.
    expect(await em.count(Job, { status: 'completed', approvedAt: null })).toBe(1);
    expect(await em.count(Job, { status: 'withdrawn' })).toBeGreaterThanOrEqual(2);
  });

  it('gives every writer their own bio, specialties and writing sample', async () => {
    const profiles = await db.orm.em.fork().find(CopywriterProfile, {});
    expect(profiles).toHaveLength(4);
    for (const field of ['bio', 'sampleContent', 'experience'] as const) {
      expect(new Set(profiles.map((profile) => profile[field])).size, field).toBe(4);
    }
    expect(new Set(profiles.map((profile) => profile.specialties.join())).size).toBe(4);
    for (const profile of profiles) {
      expect(profile.sampleContent.length).toBeGreaterThanOrEqual(300);
      // Real paragraphs, not one sentence repeated.
      const sentences = profile.sampleContent.split(/(?<=[.!?])\s+/);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('publishes six or more posts in two or more categories, each of real paragraphs', async () => {
    const posts = await db.orm.em.fork().find(BlogPost, { published: true }, { populate: ['category'] });
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.category?.id)).size).toBeGreaterThanOrEqual(2);
    for (const post of posts) expect(paragraphs(post.content).length, post.title).toBeGreaterThanOrEqual(4);
  });

  it('rates three writers, so the home page shows real ones, and dates some deadlines and deliveries', async () => {
    const em = db.orm.em.fork();
    expect((await featuredCopywriters(em)).map((writer) => writer.name).sort()).toEqual([
      'James Whitfield',
      'Priya Shah',
      'Sarah Mitchell',
    ]);
    expect(await em.count(Job, { deadline: { $ne: null } })).toBeGreaterThanOrEqual(3);
    expect(await em.count(Quote, { deliveryDate: { $ne: null } })).toBeGreaterThanOrEqual(2);
    expect(await em.count(Job, { invitedCopywriter: { $ne: null }, status: 'quote' })).toBe(1);
  });
});
