// The throttles of docs/product.md "Limits", exact under concurrency: requests sent all at once are counted
// as if they came one by one, because every instance counts in the database under one lock per key.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { type RestResponse, setupTestApp, TEST_ADMIN_CODE } from '../../../test/helpers/test-app.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';

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
    // The right password waits out the window too, from the address that failed.
    const fromThere = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.4.0.1',
    });
    expect(fromThere.status).toBe(429);
    // The owner, elsewhere, is not locked out by someone else's guesses (issue 28, finding 10).
    const owner = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.4.0.2',
    });
    expect(owner.status).toBe(200);
  }, 60_000);

  it('stops guesses for one email spread over many addresses at 50, and still lets the owner in from a clean one', async () => {
    const user = await createUser(t.em);
    const wrong = (n: number) =>
      t.rest({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'not the password' },
        remoteAddress: `10.5.${n % 10}.1`,
      });
    // Ten addresses, five guesses each: none reaches its own limit of 10.
    for (let n = 0; n < 50; n += 1) expect((await wrong(n)).status).toBe(401);
    // Past 50 for the email, an address that has failed is refused, the right password included.
    const again = await wrong(0);
    expect(again.status).toBe(429);
    expectRetryAfter([again]);
    const rightFromFailed = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.5.3.1',
    });
    expect(rightFromFailed.status).toBe(429);
    const owner = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: '10.6.0.1',
    });
    expect(owner.status).toBe(200);
  }, 60_000);

  it('tells the owner by email when a lock trips, once per lock rather than per attempt', async () => {
    const user = await createUser(t.em);
    const wrong = (address: string) =>
      t.rest({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'not the password' },
        remoteAddress: address,
      });
    for (let n = 0; n < 9; n += 1) await wrong('10.7.0.1');
    expect(await t.em.count(OutboxEmail, { toAddress: user.email, kind: 'login_locked' })).toBe(0);
    expect((await wrong('10.7.0.1')).status).toBe(401);
    for (let n = 0; n < 5; n += 1) expect((await wrong('10.7.0.1')).status).toBe(429);
    // A second address tripping its own lock in the same window does not write again.
    for (let n = 0; n < 10; n += 1) await wrong('10.7.0.2');
    const notices = await t.em.find(OutboxEmail, { toAddress: user.email, kind: 'login_locked' });
    expect(notices).toHaveLength(1);
    // Nobody is told about an email that has no account.
    for (let n = 0; n < 10; n += 1) {
      await t.rest({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody-here@example.com', password: 'not the password' },
        remoteAddress: '10.7.0.3',
      });
    }
    expect(await t.em.count(OutboxEmail, { toAddress: 'nobody-here@example.com' })).toBe(0);
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
