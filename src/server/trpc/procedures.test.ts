import { describe, expect, it } from 'vitest';
import { createCopywriter } from '../../../test/factories.ts';
import { memorySession, setupTestApp } from '../../../test/helpers/test-app.ts';
import { endAccess } from '../services/user-sessions.ts';
import { createCallerFactory, router } from './init.ts';
import {
  adminProcedure,
  approvedCopywriterProcedure,
  authedProcedure,
  clientProcedure,
  copywriterProcedure,
} from './procedures.ts';

const t = setupTestApp();

const guarded = router({
  authed: authedProcedure.query(({ ctx }) => ctx.user.role),
  client: clientProcedure.query(({ ctx }) => ctx.user.role),
  copywriter: copywriterProcedure.query(({ ctx }) => ctx.user.role),
  admin: adminProcedure.query(({ ctx }) => ctx.user.role),
  approvedCopywriter: approvedCopywriterProcedure.query(({ ctx }) => ctx.user.role),
});
const createCaller = createCallerFactory(guarded);

const GUARDS = ['authed', 'client', 'copywriter', 'admin', 'approvedCopywriter'] as const;
// Who may pass each guard; anyone else signed in is FORBIDDEN, anyone signed out UNAUTHORIZED.
const ALLOWED: Record<(typeof GUARDS)[number], string[]> = {
  authed: ['client', 'copywriter', 'admin'],
  client: ['client'],
  copywriter: ['copywriter'],
  admin: ['admin'],
  // The test caller's copywriter has no profile: signed in with the right role, but not approved.
  approvedCopywriter: [],
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

  it('lets an approved copywriter through, and tells a pending or rejected one and everyone else why not', async () => {
    const callAs = async (status: 'approved' | 'pending' | 'rejected') => {
      const user = await createCopywriter(t.em, status);
      const session = await t.sessionOf(user);
      return createCaller(t.context(session)).approvedCopywriter();
    };
    await expect(callAs('approved')).resolves.toBe('copywriter');
    const notYet = { code: 'FORBIDDEN', message: 'Your copywriter application has not been approved yet' };
    await expect(callAs('pending')).rejects.toMatchObject(notYet);
    await expect(callAs('rejected')).rejects.toMatchObject(notYet);
    const { session } = await t.createTestCaller({ as: 'client' });
    await expect(createCaller(t.context(session)).approvedCopywriter()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only copywriters can do this',
    });
  });

  it('treats a session that has ended as signed out', async () => {
    const { session, user } = await t.createTestCaller({ as: 'client' });
    await expect(createCaller(t.context(session)).authed()).resolves.toBe('client');
    await endAccess(t.em, user!.id);
    await expect(createCaller(t.context(session)).authed()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('treats a cookie without a session row (one from before sessions were rows) as signed out', async () => {
    const { user } = await t.createTestCaller({ as: 'client' });
    const old = memorySession({ userId: user!.id });
    await expect(createCaller(t.context(old)).authed()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
