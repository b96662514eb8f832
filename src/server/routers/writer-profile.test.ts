// Over 300 lines: the public profile and the invitation sent from it share their world.
// A writer's public profile (GET /api/copywriters/{id}) and the invitation a client sends from it: the job
// remembers the writer, who is told in the bell and by email and sees the job first among their open jobs.
// Long on purpose: the profile and the invitation sent from it, their cases sharing the database and app this
// file starts once.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import { Job } from '../db/entities/job.ts';
import { User } from '../db/entities/user.ts';

const t = setupTestApp();

interface Profile {
  id: number;
  name: string;
  bio: string;
  specialties: string[];
  rating: number | null;
  completedJobs: number;
  portfolio: string | null;
  profileImageUrl: string | null;
  reviews: { rating: number; review: string | null; clientFirstName: string; at: string }[];
}

// A completed job of this writer, rated by its client `daysAgo` days ago.
async function rated(
  writer: User,
  client: User,
  rating: number,
  review: string | null,
  daysAgo: number,
): Promise<Job> {
  const job = await createJob(t.em, { client, copywriter: writer, status: 'completed' });
  await t.em.nativeUpdate(
    Job,
    { id: job.id },
    { rating, review, ratedAt: new Date(Date.now() - daysAgo * 86_400_000) },
  );
  return job;
}

const getProfile = (id: number | string, query = '') =>
  t.rest({ method: 'GET', url: `/api/copywriters/${id}${query}` });

describe('GET /api/copywriters/{id}', () => {
  it("answers an approved writer's profile with the directory's figures and reviews newest first", async () => {
    const writer = await createCopywriter(t.em, 'approved', { name: 'Sarah Jenkins', specialties: ['seo'] });
    await t.em.nativeUpdate(
      CopywriterProfile,
      { user: writer.id },
      { bio: 'Ten years of B2B copy.', portfolio: 'https://sarah.example/work' },
    );
    const clara = await createUser(t.em, { name: 'Clara Oswald Smith' });
    const tom = await createUser(t.em, { name: 'Tom Baker' });
    await rated(writer, clara, 5, 'Sharp, warm and on time.', 3);
    await rated(writer, tom, 4, null, 1);
    await createJob(t.em, { client: tom, copywriter: writer, status: 'completed' });

    const response = await getProfile(writer.id);
    expect(response.status).toBe(200);
    const profile = response.body as Profile;
    const directory = (await t.rest({ method: 'GET', url: '/api/copywriters' })).body as {
      id: number;
      rating: number | null;
      completedJobs: number;
    }[];
    const listing = directory.find((entry) => entry.id === writer.id)!;
    expect(profile).toMatchObject({
      id: writer.id,
      name: 'Sarah Jenkins',
      bio: 'Ten years of B2B copy.',
      specialties: ['seo'],
      portfolio: 'https://sarah.example/work',
      profileImageUrl: null,
      rating: listing.rating,
      completedJobs: listing.completedJobs,
    });
    expect([profile.rating, profile.completedJobs]).toEqual([4.5, 3]);
    // Newest first, each client by first name only.
    expect(
      profile.reviews.map(({ rating, review, clientFirstName }) => [rating, review, clientFirstName]),
    ).toEqual([
      [4, null, 'Tom'],
      [5, 'Sharp, warm and on time.', 'Clara'],
    ]);
    expect(JSON.stringify(profile)).not.toContain('Oswald');
    expect(JSON.stringify(profile)).not.toContain('@');
    expect(Date.parse(profile.reviews[0]!.at)).toBeGreaterThan(Date.parse(profile.reviews[1]!.at));
  });

  it('leaves out a portfolio that is not an http(s) link', async () => {
    const writer = await createCopywriter(t.em);
    await t.em.nativeUpdate(CopywriterProfile, { user: writer.id }, { portfolio: 'javascript:alert(1)' });
    expect(((await getProfile(writer.id)).body as Profile).portfolio).toBeNull();
  });

  it('names a deleted client as a former client', async () => {
    const writer = await createCopywriter(t.em);
    const client = await createUser(t.em, { name: 'Deleted user' });
    await t.em.nativeUpdate(User, { id: client.id }, { deletedAt: new Date() });
    await rated(writer, client, 3, 'Fine.', 1);
    const profile = (await getProfile(writer.id)).body as Profile;
    expect(profile.reviews[0]!.clientFirstName).toBe('A former client');
  });

  it('pages the reviews with ?limit and a Link to the next page, the body keeping its shape', async () => {
    const writer = await createCopywriter(t.em);
    const client = await createUser(t.em, { name: 'Mei Lin' });
    for (let day = 1; day <= 5; day += 1) await rated(writer, client, 5, `Review ${day}`, day);
    const first = await getProfile(writer.id, '?limit=2');
    expect((first.body as Profile).reviews.map((review) => review.review)).toEqual(['Review 1', 'Review 2']);
    const link = String(first.headers.link);
    expect(link).toMatch(new RegExp(`^</api/copywriters/${writer.id}\\?limit=2&cursor=[^>]+>; rel="next"$`));
    const seen = (first.body as Profile).reviews.map((review) => review.review!);
    let next: string | undefined = link.slice(1, link.indexOf('>'));
    while (next) {
      const page = await t.rest({ method: 'GET', url: next });
      expect(page.status).toBe(200);
      const body = page.body as Profile;
      expect(body.name).toBe((first.body as Profile).name);
      seen.push(...body.reviews.map((review) => review.review!));
      const header = page.headers.link as string | undefined;
      next = header ? header.slice(1, header.indexOf('>')) : undefined;
    }
    expect(seen).toEqual(['Review 1', 'Review 2', 'Review 3', 'Review 4', 'Review 5']);
    expect((await getProfile(writer.id, '?cursor=nonsense')).status).toBe(400);
  });

  it('answers 404 for an unknown id, an applicant, a rejected or deleted writer and a client', async () => {
    const pending = await createCopywriter(t.em, 'pending');
    const rejected = await createCopywriter(t.em, 'rejected');
    const deleted = await createCopywriter(t.em);
    await t.em.nativeUpdate(User, { id: deleted.id }, { deletedAt: new Date() });
    const client = await createUser(t.em);
    for (const id of [pending.id, rejected.id, deleted.id, client.id, 2_000_000]) {
      const response = await getProfile(id);
      expect(response.status, String(id)).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Copywriter not found' });
    }
  });

  it('answers 400 for an id that is not one', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '0x7', '99999999999']) {
      const response = await getProfile(id);
      expect(response.status, id).toBe(400);
    }
  });

  it('reads the profile in the same statements for 1 review and for 120', async () => {
    const few = await createCopywriter(t.em);
    const many = await createCopywriter(t.em);
    const client = await createUser(t.em);
    await rated(few, client, 4, 'One.', 1);
    for (let i = 0; i < 120; i += 1) await rated(many, client, (i % 5) + 1, `Review ${i}`, i);
    const count = async (id: number, expected: number) => {
      let body: Profile | undefined;
      const statements = await t.statementsDuring(async () => {
        body = (await getProfile(id)).body as Profile;
      });
      expect(body!.reviews).toHaveLength(expected);
      return statements.length;
    };
    const one = await count(few.id, 1);
    const fifty = await count(many.id, 50);
    expect(fifty).toBe(one);
    // The profile with its user, the record, the page of reviews.
    expect(one).toBe(3);
  });
});

const submission = {
  contentTopic: 'A landing page for a bakery',
  aiContent: 'Our bakery makes fresh bread every morning with local flour and a lot of care.',
  serviceType: 'rewrite',
  writingStyle: 'Conversational',
};

async function notificationsOf(user: User) {
  return t.em.execute<{ kind: string; title: string; link: string }[]>(
    'select kind, title, link from notifications where user_id = ?',
    [user.id],
  );
}

async function emailsTo(user: User) {
  return t.em.execute<{ kind: string }[]>('select kind from emails where to_address = ?', [user.email]);
}

describe('asking a writer for a quote', () => {
  it('records the writer on the job, tells them in the bell and by email, and puts the job first for them', async () => {
    const writer = await createCopywriter(t.em);
    const other = await createCopywriter(t.em);
    const client = await createUser(t.em);
    const cookie = await t.restLoginAs(client);
    const response = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...submission, invitedCopywriterId: writer.id },
      cookie,
    });
    expect(response.status).toBe(200);
    const job = response.body as { id: number; invitedCopywriterId: number | null };
    expect(job.invitedCopywriterId).toBe(writer.id);
    expect((await t.em.findOneOrFail(Job, { id: job.id })).invitedCopywriter?.id).toBe(writer.id);

    expect(await notificationsOf(writer)).toEqual([
      { kind: 'quote_invitation', title: 'Asked for your quote', link: `/jobs/${job.id}` },
    ]);
    expect(await emailsTo(writer)).toEqual([{ kind: 'quote_invitation' }]);
    expect(await notificationsOf(other)).toEqual([]);

    // Newer jobs do not push it down: it is first for the invited writer, and an ordinary one for others.
    await createJob(t.em, { client, title: 'A newer job' });
    const mine = (
      await t.rest({
        method: 'GET',
        url: '/api/copywriter/available-jobs',
        cookie: await t.restLoginAs(writer),
      })
    ).body as { id: number; invitedCopywriterId: number | null }[];
    expect(mine.map((item) => [item.id, item.invitedCopywriterId])).toEqual([
      [job.id, writer.id],
      [expect.any(Number), null],
    ]);
    const theirs = (
      await t.rest({
        method: 'GET',
        url: '/api/copywriter/available-jobs',
        cookie: await t.restLoginAs(other),
      })
    ).body as { id: number; invitedCopywriterId: number | null }[];
    expect(theirs).toHaveLength(2);
    expect(theirs[0]!.id).not.toBe(job.id);
    // Another writer is not told whom the client asked, and may still quote.
    expect(theirs.every((item) => item.invitedCopywriterId === null)).toBe(true);
    const otherJob = await t.rest({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      cookie: await t.restLoginAs(other),
    });
    expect((otherJob.body as { invitedCopywriterId: number | null }).invitedCopywriterId).toBeNull();
  });

  it('pages the invited-first list without losing or repeating a job', async () => {
    const writer = await createCopywriter(t.em);
    const client = await createUser(t.em);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createJob(t.em, { client, title: `Job ${i}` })).id);
    await t.em.nativeUpdate(Job, { id: { $in: [ids[1]!, ids[3]!] } }, { invitedCopywriter: writer.id });
    const cookie = await t.restLoginAs(writer);
    const seen: number[] = [];
    let url: string | undefined = '/api/copywriter/available-jobs?limit=2';
    while (url) {
      const page = await t.rest({ method: 'GET', url, cookie });
      seen.push(...(page.body as { id: number }[]).map((item) => item.id));
      const link = page.headers.link as string | undefined;
      url = link ? link.slice(1, link.indexOf('>')) : undefined;
    }
    expect(seen).toEqual([ids[3], ids[1], ids[4], ids[2], ids[0]]);
  });

  it("keeps a visitor's invitation and tells the writer at once", async () => {
    const writer = await createCopywriter(t.em);
    const response = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...submission, invitedCopywriterId: writer.id },
    });
    expect(response.status).toBe(200);
    expect(await notificationsOf(writer)).toHaveLength(1);
  });

  it('refuses an invitation to anyone but an approved writer with 400, and creates no job', async () => {
    const pending = await createCopywriter(t.em, 'pending');
    const rejected = await createCopywriter(t.em, 'rejected');
    const client = await createUser(t.em);
    const admin = await createUser(t.em, { role: 'admin' });
    const cookie = await t.restLoginAs(client);
    for (const id of [pending.id, rejected.id, client.id, admin.id, 2_000_000]) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/jobs',
        payload: { ...submission, invitedCopywriterId: id },
        cookie,
      });
      expect(response.status, String(id)).toBe(400);
      expect((response.body as { message: string }).message).toMatch(/not available/);
    }
    for (const id of ['7', 0, -3, 1.5]) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/jobs',
        payload: { ...submission, invitedCopywriterId: id },
        cookie,
      });
      expect(response.status, String(id)).toBe(400);
    }
    expect(await t.em.count(Job, {})).toBe(0);
    expect(await notificationsOf(pending)).toEqual([]);
  });

  it('submits without an invitation as before', async () => {
    const client = await createUser(t.em);
    const response = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: { ...submission, invitedCopywriterId: null },
      cookie: await t.restLoginAs(client),
    });
    expect(response.status).toBe(200);
    expect((response.body as { invitedCopywriterId: number | null }).invitedCopywriterId).toBeNull();
  });
});
