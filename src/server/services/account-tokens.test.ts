// The account's links (docs/product.md "Accounts"): which events retire a pending link, the old address told
// of a change with a way to undo it, and an email change confirmed twice at once for one address.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { OutboxEmail } from '../db/entities/outbox-email.ts';
import { User } from '../db/entities/user.ts';
import { issueToken } from './account-tokens.ts';

const t = setupTestApp();

async function changeEmailToken(user: User, newEmail: string): Promise<string> {
  const fork = t.em;
  const token = issueToken(fork, await fork.findOneOrFail(User, user.id), 'change_email', newEmail);
  await fork.flush();
  return token;
}

describe('two email changes to one address, confirmed at once', () => {
  // Both passed the "is it taken?" check before either committed, and the unique index answered 500
  // (issue 28, finding 7).
  it('moves one account and answers the other 409, never 500', async () => {
    for (let round = 0; round < 5; round += 1) {
      const address = `contested-${round}@example.com`;
      const [a, b] = [await createUser(t.em), await createUser(t.em)];
      const tokens = [await changeEmailToken(a, address), await changeEmailToken(b, address)];
      const answers = await Promise.all(
        tokens.map((token) => t.rest({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
      });
      expect(await t.em.count(User, { email: address })).toBe(1);
    }
  });
});

async function resetToken(user: User): Promise<string> {
  const fork = t.em;
  const token = issueToken(fork, await fork.findOneOrFail(User, user.id), 'reset_password');
  await fork.flush();
  return token;
}

const confirm = (token: string) =>
  t.rest({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const whoIs = (cookie: string | undefined) => t.rest({ method: 'GET', url: '/api/auth/user', cookie });

// A link to take the account over, asked for by whoever held a session, must not outlive the owner's
// taking it back (issue 28, finding 2).
describe('the events that retire every pending link', () => {
  it('a password change retires a pending email change and a pending reset', async () => {
    const user = await createUser(t.em);
    const cookie = await t.restLoginAs(user);
    const change = await changeEmailToken(user, 'thief@example.com');
    const reset = await resetToken(user);
    const changed = await t.rest({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'an entirely new passphrase' },
    });
    expect(changed.status).toBe(200);
    expect((await confirm(change)).status).toBe(400);
    const reused = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset, password: 'the thief chose this one' },
    });
    expect(reused.status).toBe(400);
    expect((await t.em.findOneOrFail(User, user.id)).email).toBe(user.email);
  });

  it('a password reset retires a pending email change', async () => {
    const user = await createUser(t.em);
    const change = await changeEmailToken(user, 'thief@example.com');
    const reset = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: await resetToken(user), password: 'an entirely new passphrase' },
    });
    expect(reset.status).toBe(200);
    expect((await confirm(change)).status).toBe(400);
  });

  it("'Sign out everywhere else' retires a pending email change and a pending reset", async () => {
    const user = await createUser(t.em);
    const cookie = await t.restLoginAs(user);
    const change = await changeEmailToken(user, 'thief@example.com');
    const reset = await resetToken(user);
    const signedOut = await t.rest({ method: 'POST', url: '/api/account/sessions/sign-out-others', cookie });
    expect(signedOut.status).toBe(200);
    expect((await confirm(change)).status).toBe(400);
    const reused = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset, password: 'the thief chose this one' },
    });
    expect(reused.status).toBe(400);
  });
});

async function undoTokenSentTo(address: string): Promise<string> {
  const emails = await t.em.find(OutboxEmail, { toAddress: address, kind: 'email_changed' });
  expect(emails).toHaveLength(1);
  return String(emails[0]!.message.token);
}

describe('a confirmed email change', () => {
  it('tells the old address, with a link that undoes the change, which outlives a new password', async () => {
    const user = await createUser(t.em, { email: 'owner@example.com' });
    const cookie = await t.restLoginAs(user);
    expect((await confirm(await changeEmailToken(user, 'thief@example.com'))).status).toBe(200);
    const [notice] = await t.em.find(OutboxEmail, { toAddress: 'owner@example.com', kind: 'email_changed' });
    expect(notice?.message).toMatchObject({ oldEmail: 'owner@example.com', newEmail: 'thief@example.com' });

    // Meanwhile the holder of the new address asks for a reset, and changes the password.
    const reset = await resetToken(user);
    const thiefSession = await t.rest({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'thief@example.com', password: DEFAULT_PASSWORD },
    });
    expect(thiefSession.status).toBe(200);
    const changed = await t.rest({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie: thiefSession.cookie,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'the thief chose this one' },
    });
    expect(changed.status).toBe(200);

    // The undo link survives that, puts the old address back and ends every sign-in.
    const undone = await confirm(await undoTokenSentTo('owner@example.com'));
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ message: expect.stringContaining('owner@example.com') });
    expect((await t.em.findOneOrFail(User, user.id)).email).toBe('owner@example.com');
    expect((await whoIs(cookie)).status).toBe(401);
    expect((await whoIs(changed.cookie ?? thiefSession.cookie)).status).toBe(401);
    const reused = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset, password: 'the thief chose again' },
    });
    expect(reused.status).toBe(400);
    // Used once.
    expect((await confirm(await undoTokenSentTo('owner@example.com'))).status).toBe(400);
  });

  it('undone to the first address wins over an undo of a later change', async () => {
    const user = await createUser(t.em, { email: 'first@example.com' });
    expect((await confirm(await changeEmailToken(user, 'second@example.com'))).status).toBe(200);
    expect((await confirm(await changeEmailToken(user, 'third@example.com'))).status).toBe(200);
    const backToFirst = await undoTokenSentTo('first@example.com');
    const backToSecond = await undoTokenSentTo('second@example.com');
    expect((await confirm(backToFirst)).status).toBe(200);
    expect((await confirm(backToSecond)).status).toBe(400);
    expect((await t.em.findOneOrFail(User, user.id)).email).toBe('first@example.com');
  });

  it('retires the links sent to the old address before the change, but for its undo link', async () => {
    const user = await createUser(t.em, { email: 'before@example.com' });
    const reset = await resetToken(user);
    expect((await confirm(await changeEmailToken(user, 'after@example.com'))).status).toBe(200);
    const reused = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset, password: 'kettle on the landing' },
    });
    expect(reused.status).toBe(400);
    expect((await confirm(await undoTokenSentTo('before@example.com'))).status).toBe(200);
  });

  it('answers 409 when the old address has since become another account', async () => {
    const user = await createUser(t.em, { email: 'left@example.com' });
    expect((await confirm(await changeEmailToken(user, 'moved@example.com'))).status).toBe(200);
    await createUser(t.em, { email: 'left@example.com' });
    const undone = await confirm(await undoTokenSentTo('left@example.com'));
    expect(undone.status).toBe(409);
    expect((await t.em.findOneOrFail(User, user.id)).email).toBe('moved@example.com');
  });
});
