// PUT /api/copywriter/profile is the approved copywriter's own page: an applicant cannot use it to rewrite the
// application an admin is judging, and the addresses it keeps are http(s) links that fit their columns.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import type { User } from '../db/entities/user.ts';

const t = setupTestApp();

const application = {
  specialties: ['marketing'],
  experience: 'Fifteen years of writing for brands across finance, health and technology.',
  sampleContent: 'Writing sample. '.repeat(25),
  availability: 'Weekdays',
  rates: '£75 an hour',
};

const NOT_HTTP = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://example.com/portfolio',
  '//evil.example/portfolio',
  'https://[::1/portfolio',
  'example.com',
];

function putProfile(body: Record<string, unknown>, cookie: string) {
  return t.rest({ method: 'PUT', url: '/api/copywriter/profile', payload: body, cookie });
}

async function storedProfile(user: User) {
  return t.em.findOneOrFail(CopywriterProfile, { user: user.id });
}

const urlOfLength = (length: number) => {
  const start = 'https://example.com/';
  return start + 'a'.repeat(length - start.length);
};

describe('PUT /api/copywriter/profile', () => {
  it('refuses a pending or rejected copywriter with 403 and leaves their application as it was', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const writer = await createCopywriter(t.em, status);
      const before = await storedProfile(writer);
      const response = await putProfile(
        { bio: 'x', experience: 'short', sampleContent: 'short', portfolio: 'https://example.com' },
        await t.restLoginAs(writer),
      );
      expect(response.status, status).toBe(403);
      expect((response.body as { code: string }).code, status).toBe('FORBIDDEN');
      const after = await storedProfile(writer);
      expect([after.experience, after.sampleContent, after.portfolio], status).toEqual([
        before.experience,
        before.sampleContent,
        before.portfolio,
      ]);
    }
  });

  it('refuses a pending copywriter through tRPC too', async () => {
    const writer = await createCopywriter(t.em, 'pending');
    const caller = t.caller(await t.sessionOf(writer));
    await expect(caller.copywriter.updateProfile({ experience: 'short' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a copywriter without a profile: the way in is the application', async () => {
    const { cookie } = await t.restLogin('copywriter');
    expect((await putProfile({ bio: 'Hello' }, cookie)).status).toBe(403);
  });

  it('lets an approved copywriter save their profile, portfolio and all', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const response = await putProfile(
      { bio: 'Hello', specialties: ['tech'], portfolio: 'https://example.com/work' },
      await t.restLoginAs(writer),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ bio: 'Hello', portfolio: 'https://example.com/work' });
    expect((await storedProfile(writer)).portfolio).toBe('https://example.com/work');
    const cleared = await putProfile({ portfolio: '' }, await t.restLoginAs(writer));
    expect(cleared.body).toMatchObject({ portfolio: '' });
  });

  it('takes specialties only from the application’s list, and refuses any other with 400', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const cookie = await t.restLoginAs(writer);
    const saved = await putProfile({ specialties: ['seo', 'legal'] }, cookie);
    expect(saved.status).toBe(200);
    expect((await storedProfile(writer)).specialties).toEqual(['seo', 'legal']);
    const refused = await putProfile({ specialties: ['seo', 'B2B SaaS'] }, cookie);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'specialties.1', message: 'Choose specialties from the list' }],
    });
    expect((await storedProfile(writer)).specialties).toEqual(['seo', 'legal']);
  });

  it('keeps a photo link, keeps it when left out, removes it when blank and refuses a non-http one', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const cookie = await t.restLoginAs(writer);
    const photo = 'https://example.com/me.jpg';
    const saved = await putProfile({ profileImage: photo }, cookie);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ profileImageUrl: photo });
    expect((await putProfile({ bio: 'Hi' }, cookie)).body).toMatchObject({ profileImageUrl: photo });
    for (const bad of NOT_HTTP) {
      const response = await putProfile({ profileImage: bad }, cookie);
      expect(response.status, bad).toBe(400);
    }
    expect((await putProfile({ profileImage: '' }, cookie)).body).toMatchObject({ profileImageUrl: null });
  });

  it('refuses a portfolio that is not an http(s) address with 400', async () => {
    const cookie = await t.restLoginAs(await createCopywriter(t.em, 'approved'));
    for (const portfolio of NOT_HTTP) {
      const response = await putProfile({ portfolio }, cookie);
      expect(response.status, portfolio).toBe(400);
      expect((response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toContain(
        'portfolio',
      );
    }
  });

  it('keeps a portfolio of up to 2,048 characters and refuses a longer one with 400', async () => {
    const writer = await createCopywriter(t.em, 'approved');
    const cookie = await t.restLoginAs(writer);
    expect((await putProfile({ portfolio: urlOfLength(2048) }, cookie)).status).toBe(200);
    expect((await storedProfile(writer)).portfolio).toHaveLength(2048);
    for (const length of [2049, 5000]) {
      const response = await putProfile({ portfolio: urlOfLength(length) }, cookie);
      expect(response.status, `${length} characters`).toBe(400);
      expect(response.body, `${length} characters`).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: 'portfolio' }],
      });
    }
  });
});

describe('POST /api/copywriter/apply', () => {
  it('refuses a portfolio or profile image that is not an http(s) address with 400', async () => {
    for (const field of ['portfolio', 'profileImage']) {
      for (const value of NOT_HTTP) {
        const { cookie } = await t.restLogin('client');
        const response = await t.rest({
          method: 'POST',
          url: '/api/copywriter/apply',
          payload: { ...application, [field]: value },
          cookie,
        });
        expect(response.status, `${field}: ${value}`).toBe(400);
        expect(
          (response.body as { issues: { path: string }[] }).issues.map((issue) => issue.path),
          `${field}: ${value}`,
        ).toContain(field);
      }
    }
  });

  it('takes http and https addresses', async () => {
    const client = await createUser(t.em);
    const response = await t.rest({
      method: 'POST',
      url: '/api/copywriter/apply',
      payload: {
        ...application,
        portfolio: 'http://example.com/me',
        profileImage: 'https://example.com/me.png',
      },
      cookie: await t.restLoginAs(client),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      portfolio: 'http://example.com/me',
      profileImageUrl: 'https://example.com/me.png',
    });
  });

  it('lets a rejected copywriter apply again', async () => {
    const writer = await createCopywriter(t.em, 'rejected');
    const response = await t.rest({
      method: 'POST',
      url: '/api/copywriter/apply',
      payload: application,
      cookie: await t.restLoginAs(writer),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'pending', experience: application.experience });
  });
});
