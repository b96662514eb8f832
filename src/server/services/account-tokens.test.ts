// The account's links (docs/product.md "Accounts"): an email change confirmed twice at once for one address.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
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
