// The throttles of docs/product.md "Limits", exact under concurrency: requests sent all at once are counted
// as if they came one by one, because every instance counts in the database under one lock per key.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { type RestResponse, setupTestApp, TEST_ADMIN_CODE } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

const submission = {
  contentTopic: 'A post about tea',
  aiContent: 'Tea is a drink that many people around the world enjoy every single day of the year.',
  serviceType: 'rewrite',
  writingStyle: 'Professional',
};

function statuses(responses: RestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

function expectRetryAfter(responses: RestResponse[]) {
  for (const response of responses.filter((each) => each.status === 429)) {
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  }
}

describe('anonymous job submissions', () => {
  it('takes 10 from one session, then answers 429', async () => {
    let cookie: string | undefined;
    for (let n = 0; n < 10; n += 1) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/jobs',
        payload: submission,
        cookie,
        remoteAddress: '10.1.0.1',
      });
      expect(response.status).toBe(200);
      cookie = response.cookie ?? cookie;
    }
    const refused = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: submission,
      cookie,
      remoteAddress: '10.1.0.1',
    });
    expect(refused.status).toBe(429);
    expectRetryAfter([refused]);
  });

  it('takes 30 an hour from one address, however many sessions, even sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.rest({ method: 'POST', url: '/api/jobs', payload: submission, remoteAddress: '10.1.0.2' }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 30, 429: 10 });
    expectRetryAfter(responses);
    // Another address is not held back, nor is a signed-in client.
    const other = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: submission,
      remoteAddress: '10.1.0.3',
    });
    expect(other.status).toBe(200);
    const client = await t.restLogin('client');
    const signedIn = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      payload: submission,
      cookie: client.cookie,
      remoteAddress: '10.1.0.2',
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('job submissions of a signed-in client', () => {
  it('takes 20 an hour from one account, even sent at once, then answers 429 with Retry-After', async () => {
    const { cookie } = await t.restLogin('client');
    const responses = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.rest({ method: 'POST', url: '/api/jobs', payload: submission, cookie }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 20, 429: 5 });
    expectRetryAfter(responses);
    // Another account is counted apart.
    const other = await t.restLogin('client');
    expect(
      (await t.rest({ method: 'POST', url: '/api/jobs', payload: submission, cookie: other.cookie })).status,
    ).toBe(200);
  });
});

describe('signups', () => {
  it('takes 20 an hour from one address, even sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        t.rest({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: `Person ${n}`, email: `person${n}@example.com`, password: 'a long password' },
          remoteAddress: '10.2.0.1',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 20, 429: 5 });
    expectRetryAfter(responses);
  });
});

describe('admin codes', () => {
  it('refuses 5 wrong codes an hour from one address, then every code, even sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        t.rest({
          method: 'POST',
          url: '/api/auth/signup',
          payload: {
            name: `Guess ${n}`,
            email: `guess${n}@example.com`,
            password: 'a long password',
            adminCode: `guess-${n}`,
          },
          remoteAddress: '10.3.0.1',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 403: 5, 429: 7 });
    expectRetryAfter(responses);
    const right = await t.rest({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Late',
        email: 'late@example.com',
        password: 'a long password',
        adminCode: TEST_ADMIN_CODE,
      },
      remoteAddress: '10.3.0.1',
    });
    expect(right.status).toBe(429);
  });
});

describe('logins', () => {
  it('gives at most 10 answers of 401 to 60 concurrent wrong passwords for one email', async () => {
    const user = await createUser(t.em);
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.rest({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'not the password' },
          remoteAddress: '10.4.0.1',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 50 });
    expectRetryAfter(responses);
    // The right password waits out the window too.
    const right = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.4.0.2',
    });
    expect(right.status).toBe(429);
  }, 60_000);

  it('counts 100 failures an hour from one address across emails, even sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 110 }, (_, n) =>
        t.rest({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `nobody${n}@example.com`, password: 'not the password' },
          remoteAddress: '10.4.0.3',
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: 100, 429: 10 });
  }, 60_000);

  it('forgets the failures of an email once it signs in', async () => {
    const user = await createUser(t.em);
    for (let n = 0; n < 9; n += 1) {
      await t.rest({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong one!' },
      });
    }
    const right = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(right.status).toBe(200);
    for (let n = 0; n < 10; n += 1) {
      const wrong = await t.rest({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'wrong one!' },
      });
      expect(wrong.status).toBe(401);
    }
  });
});
