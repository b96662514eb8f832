import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { createCallerFactory, router } from './init.ts';
import { adminProcedure, authedProcedure, clientProcedure, copywriterProcedure } from './procedures.ts';

const t = setupTestApp();

const guarded = router({
  authed: authedProcedure.query(({ ctx }) => ctx.user.role),
  client: clientProcedure.query(({ ctx }) => ctx.user.role),
  copywriter: copywriterProcedure.query(({ ctx }) => ctx.user.role),
  admin: adminProcedure.query(({ ctx }) => ctx.user.role),
});
const createCaller = createCallerFactory(guarded);

const GUARDS = ['authed', 'client', 'copywriter', 'admin'] as const;
// Who may pass each guard; anyone else signed in is FORBIDDEN, anyone signed out UNAUTHORIZED.
const ALLOWED: Record<(typeof GUARDS)[number], string[]> = {
  authed: ['client', 'copywriter', 'admin'],
  client: ['client'],
  copywriter: ['copywriter'],
  admin: ['admin'],
};

describe('role guards', () => {
  for (const as of ['anonymous', 'client', 'copywriter', 'admin'] as const) {
    for (const guard of GUARDS) {
      const expected =
        as === 'anonymous' ? 'UNAUTHORIZED' : ALLOWED[guard].includes(as) ? 'pass' : 'FORBIDDEN';
      it(`${guard}Procedure with ${as}: ${expected}`, async () => {
        const { session } = await t.createTestCaller({ as });
        const call = createCaller(t.context(session))[guard]();
        if (expected === 'pass') await expect(call).resolves.toBe(as);
        else await expect(call).rejects.toMatchObject({ code: expected });
      });
    }
  }

  it('treats a session from before a logout as signed out', async () => {
    const { session, user } = await t.createTestCaller({ as: 'client' });
    const stale = { ...session, sessionVersion: user!.sessionVersion - 1 };
    await expect(createCaller(t.context(stale)).authed()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
