// A signed-in account's new password (docs/product.md "Accounts"): the current one is checked (and throttled),
// links asked for with the old one die with it, and every other session ends; this one carries on.
import type { User } from '../db/entities/user.ts';
import { retirePendingTokens } from './account-tokens.ts';
import { recordAudit } from './audit-log.ts';
import { checkCurrentPassword } from './current-password.ts';
import { refuseCommonPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import type { RequestScope } from './request-scope.ts';
import { endAccess } from './user-sessions.ts';

export async function changePassword(
  ctx: Pick<RequestScope, 'em' | 'session'> & { user: User },
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  refuseCommonPassword(input.newPassword, 'newPassword');
  await checkCurrentPassword(ctx.em, ctx.user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.em.transactional(async (tx) => {
    ctx.user.passwordHash = passwordHash;
    // A link asked for with the old password (an email change, a reset) dies with it.
    await retirePendingTokens(tx, ctx.user.id);
    recordAudit(tx, { action: 'password.changed', actor: ctx.user, subject: ctx.user });
    await tx.flush();
  });
  // Every other session ends; this one carries on.
  await endAccess(ctx.em, ctx.user.id, { except: ctx.session.sessionId });
}
