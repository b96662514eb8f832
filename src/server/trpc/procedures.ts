// Role guards are procedures: not signed in is 401, signed in with the wrong role is 403.
import type { Role } from '../../shared/constants.ts';
import { AppError } from '../errors.ts';
import { findSessionUser } from '../services/auth-service.ts';
import { isApprovedCopywriter } from '../services/job-access.ts';
import { t } from './init.ts';

export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const user = await findSessionUser(ctx);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in to continue');
  return next({ ctx: { ...ctx, user } });
});

function roleProcedure(role: Role, message: string) {
  return authedProcedure.use(({ ctx, next }) => {
    if (ctx.user.role !== role) throw new AppError('FORBIDDEN', message);
    return next({ ctx });
  });
}

export const clientProcedure = roleProcedure('client', 'Only clients can do this');
export const copywriterProcedure = roleProcedure('copywriter', 'Only copywriters can do this');
export const adminProcedure = roleProcedure('admin', 'Only admins can do this');

// DECISIONS.md: a pending or rejected copywriter sees no jobs.
export const approvedCopywriterProcedure = copywriterProcedure.use(async ({ ctx, next }) => {
  if (!(await isApprovedCopywriter(ctx.em, ctx.user))) {
    throw new AppError('FORBIDDEN', 'Your copywriter application has not been approved yet');
  }
  return next({ ctx });
});

// Public, but knowing who is asking when someone is signed in (a visitor may submit a job).
export const optionalUserProcedure = t.procedure.use(async ({ ctx, next }) => {
  const user = await findSessionUser(ctx);
  return next({ ctx: { ...ctx, user } });
});
