// "Your data" (docs/product.md "Accounts"): the deletion of an account. Its export is account-export.ts.
//
// Deleting erases what is the person's alone and keeps, under the name 'Deleted user', what other people and
// the books rely on:
// - the user row stays, because jobs, payments, ledger entries, quotes and messages name it; its name, email,
//   password, picture and email preferences go, and every session it had ends;
// - a copywriter profile loses its text and is rejected: it leaves the directory and cannot be assigned;
// - jobs not yet paid are withdrawn (the transition table's `withdraw`): their text goes and nobody can quote,
//   accept or pay any more; a card payment still in flight for one is refunded when it lands
//   (payments/settlement.ts). Paid jobs stay as they are, for their copywriter and the books;
// - a copywriter's quotes on jobs still open for quotes go, so that no client accepts a quote nobody can do;
// - notifications, account tokens, emails to the account, feedback, and conversations nobody else is in go;
//   messages written to other people stay, under the anonymised name.
// - a copywriter's accepted quote not yet paid for is let go: once paid, the job waits for an admin to assign it.
// A copywriter with a job in progress is asked to deliver it first: a client has paid for work only they can do.
import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { DELETED_USER_NAME } from '../../shared/domain/deleted-user.ts';
import { OPEN_FOR_QUOTES } from '../../shared/domain/job-status.ts';
import { AccountToken } from '../db/entities/account-token.ts';
import { Conversation, ConversationParticipant, Message } from '../db/entities/conversation.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import { Feedback } from '../db/entities/feedback.ts';
import { Job } from '../db/entities/job.ts';
import { Notification } from '../db/entities/notification.ts';
import { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from './audit-log.ts';
import { checkCurrentPassword } from './current-password.ts';
import { applyTransition } from './jobs/transitions.ts';
import { withdrawQuotesOf } from './jobs/withdraw-quotes.ts';
import { hashPassword } from './passwords.ts';
import type { RequestScope } from './request-scope.ts';
import { endAccess, sessionIsLive } from './user-sessions.ts';

export function anonymisedEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}

const UNPAID: Job['status'][] = ['quote', 'offer_made', 'unpaid'];

export async function deleteAccount(
  ctx: Pick<RequestScope, 'em' | 'session'> & { user: User },
  password: string,
): Promise<{ success: true }> {
  await checkCurrentPassword(ctx.em, ctx.user, password);
  // A hash of a secret nobody keeps: no password matches it, and checking one against it works as for any other.
  const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));

  await ctx.em.transactional(async (tx) => {
    const userId = ctx.user.id;
    // Jobs first, then the user, as every other path locks a job before anything else; all in one statement, in
    // the order of their ids. Locked: the account's unpaid jobs (so that no payment lands while they are
    // withdrawn), the jobs assigned to it that are not done, and the open jobs it quoted (so that no client
    // accepts one of those quotes while they are removed).
    const jobs = await tx.find(
      Job,
      {
        $or: [
          { client: userId, status: { $in: UNPAID } },
          { copywriter: userId, status: { $in: ['unpaid', 'in_progress'] } },
          { status: { $in: [...OPEN_FOR_QUOTES] }, quotes: { $some: { copywriter: userId } } },
        ],
      },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // Deleted, or signed out everywhere, by a request that finished while this one waited.
    if (user.deletedAt || !(await sessionIsLive(tx, userId, ctx.session.sessionId ?? 0))) {
      throw new AppError('UNAUTHORIZED', 'Please log in to continue');
    }
    // A client has paid for this work, and only its copywriter can deliver it.
    if (jobs.some((job) => job.copywriter?.id === userId && job.status === 'in_progress')) {
      throw new AppError('CONFLICT', 'You have a job in progress: deliver it before deleting your account.');
    }
    recordAudit(tx, { action: 'account.deleted', actor: user, subject: user });

    const ownOpenJobs = jobs.filter((job) => job.client?.id === userId && UNPAID.includes(job.status));
    for (const job of ownOpenJobs) {
      // Through the transition table, like every other change of status, and so on the job's timeline.
      applyTransition(tx, job, 'withdraw', { actor: user });
      job.title = 'Deleted';
      job.content = '';
      job.extraNotes = null;
    }
    // A quote of this copywriter's accepted and not yet paid: the client keeps the agreed price, and once they
    // pay, the job waits for an admin to assign it, as an accepted house quote does.
    for (const job of jobs) {
      if (job.copywriter?.id === userId && job.status === 'unpaid') job.copywriter = null;
    }
    // Each open job loses the quote (and waits for a quote again when it had no other), on its timeline too.
    await withdrawQuotesOf({ em: tx, actor: user, jobs, copywriter: user, why: 'the copywriter left' });
    const withdrawnIds = ownOpenJobs.map((job) => job.id);
    if (withdrawnIds.length > 0) {
      await tx.nativeUpdate(Conversation, { job: { $in: withdrawnIds } }, { title: 'Deleted' });
    }

    await tx.nativeUpdate(
      CopywriterProfile,
      { user: userId },
      {
        status: 'rejected',
        bio: '',
        specialties: [],
        experience: '',
        portfolio: '',
        sampleContent: '',
        availability: '',
        rates: '',
      },
    );

    // Conversations nobody else is in, and nobody else wrote in: nobody needs them.
    const alone = await tx.execute<{ id: number }[]>(
      `select c.id from conversations c
        where c.job_id is null
          and exists (select 1 from conversation_participants p
            where p.conversation_id = c.id and p.user_id = ? and p.joined)
          and not exists (select 1 from conversation_participants p
            where p.conversation_id = c.id and p.joined and p.user_id <> ?)
          and not exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id <> ?)`,
      [userId, userId, userId],
    );
    const aloneIds = alone.map((row) => row.id);
    if (aloneIds.length > 0) {
      await tx.nativeDelete(Message, { conversation: { $in: aloneIds } });
      await tx.nativeDelete(ConversationParticipant, { conversation: { $in: aloneIds } });
      await tx.nativeDelete(Conversation, { id: { $in: aloneIds } });
    }

    await tx.nativeDelete(Notification, { user: userId });
    await tx.nativeDelete(AccountToken, { user: userId });
    await tx.nativeDelete(Feedback, { user: userId });

    const oldEmail = user.email;
    const newEmail = anonymisedEmail(userId);
    // The emails to the account, sent or not, hold its address and what was said to it.
    await tx.execute('delete from emails where user_id = ? or to_address = ?', [userId, oldEmail]);
    // Other people's notifications and emails may name the address (an admin's "new application"): it goes
    // from them too. An address holds no quote or backslash, so replacing it leaves the JSON whole.
    await tx.execute(
      `update notifications set title = replace(title, ?, ?), body = replace(body, ?, ?)
        where strpos(title, ?) > 0 or strpos(body, ?) > 0`,
      [oldEmail, newEmail, oldEmail, newEmail, oldEmail, oldEmail],
    );
    await tx.execute(
      `update emails set subject = replace(subject, ?, ?), text = replace(text, ?, ?), html = replace(html, ?, ?),
          message = replace(message::text, ?, ?)::jsonb
        where strpos(message::text, ?) > 0 or strpos(coalesce(text, ''), ?) > 0
          or strpos(coalesce(html, ''), ?) > 0 or strpos(coalesce(subject, ''), ?) > 0`,
      [
        oldEmail,
        newEmail,
        oldEmail,
        newEmail,
        oldEmail,
        newEmail,
        oldEmail,
        newEmail,
        ...Array(4).fill(oldEmail),
      ],
    );
    await tx.execute('delete from login_failures where email = ?', [oldEmail]);
    await tx.execute('delete from throttle_hits where key = ?', [oldEmail]);
    await tx.execute('delete from two_factor_recovery_codes where user_id = ?', [userId]);

    Object.assign(user, {
      name: DELETED_USER_NAME,
      email: newEmail,
      passwordHash: unusableHash,
      profileImageUrl: null,
      emailVerifiedAt: null,
      emailQuotes: false,
      emailMessages: false,
      emailDelivery: false,
      emailRatings: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
      deletedAt: new Date(),
    });
    await tx.flush();
    await endAccess(tx, userId);
  });
  ctx.session.destroy();
  return { success: true };
}
