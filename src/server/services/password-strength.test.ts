// A new password (signup, change, reset) is checked against a list of common passwords, offline (issue 28,
// finding 9: `12345678` was accepted): 400, naming the field, with one message.
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { User } from '../db/entities/user.ts';
import { issueToken } from './account-tokens.ts';

const t = setupTestApp();

const MESSAGE = 'This password is too common. Choose another.';
// Taken from the top of the list, and variations of them the list's matcher sees through.
const COMMON = ['12345678', 'password', 'Password1', 'p@ssw0rd1', 'qwertyuiop', 'football1', 'letmein!'];

function expectTooCommon(response: { status: number; body: unknown }, field: string) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    message: MESSAGE,
    code: 'VALIDATION_ERROR',
    issues: [{ path: field, message: MESSAGE }],
  });
}

describe('a common new password', () => {
  it('is refused at signup', async () => {
    for (const [n, password] of COMMON.entries()) {
      const response = await t.rest({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Casey Common', email: `common${n}@example.com`, password },
      });
      expectTooCommon(response, 'password');
    }
    expect(await t.em.count(User, { name: 'Casey Common' })).toBe(0);
    const fine = await t.rest({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Casey Common', email: 'uncommon@example.com', password: 'kettle on the landing' },
    });
    expect(fine.status).toBe(200);
  });

  it('is refused as a changed password, and the old one still works', async () => {
    const user = await createUser(t.em);
    const cookie = await t.restLoginAs(user);
    const response = await t.rest({
      method: 'POST',
      url: '/api/auth/change-password',
      cookie,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: '12345678' },
    });
    expectTooCommon(response, 'newPassword');
    expect((await t.rest({ method: 'GET', url: '/api/auth/user', cookie })).status).toBe(200);
  });

  it('is refused by a reset link, which stays usable', async () => {
    const fork = t.em;
    const token = issueToken(
      fork,
      await fork.findOneOrFail(User, (await createUser(t.em)).id),
      'reset_password',
    );
    await fork.flush();
    const refused = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'qwertyuiop' },
    });
    expectTooCommon(refused, 'password');
    const reset = await t.rest({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'kettle on the landing' },
    });
    expect(reset.status).toBe(200);
  });
});
