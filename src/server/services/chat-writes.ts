// Writing in the chat (docs/product.md "Chat"): new conversations, messages in them and in a job's own
// conversation (under the job's lock, as the job's other steps), and a rejected copywriter leaving. Each
// message is announced to every instance's live streams (live/live-bus.ts) after it is written.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageDto } from '../../shared/schemas/chat.ts';
import { Conversation, ConversationParticipant, Message } from '../db/entities/conversation.ts';
import type { Job } from '../db/entities/job.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { announceMessage } from '../live/live-bus.ts';
import {
  type ConversationAudience,
  chatViewer,
  isThreadLive,
  loadAudiences,
  mayPost,
  mayRead,
} from './chat-access.ts';
import { CONVERSATION_NOT_FOUND, readableAudience, toMessageDto } from './chat-reads.ts';
import { lockJob } from './jobs/transitions.ts';
import { recordMessageWebhook } from './webhook-events.ts';

export async function createConversation(
  em: EntityManager,
  creator: User,
  title: string,
): Promise<{ id: number }> {
  const conversation = em.create(Conversation, { title, createdBy: creator });
  em.create(ConversationParticipant, { conversation, user: creator });
  await em.flush();
  return { id: conversation.id };
}

async function join(em: EntityManager, conversationId: number, userIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await em.execute(
    `insert into conversation_participants (conversation_id, user_id, joined, created_at)
      values ${ids.map(() => '(?, ?, true, now())').join(', ')}
      on conflict (conversation_id, user_id) do update set joined = true`,
    ids.flatMap((id) => [conversationId, id]),
  );
}

// Under the lock that serialises a conversation's writers: each message is later than the one before, so
// that a read mark (the time of the newest message seen) never hides a message written in the same instant.
async function writeMessage(
  em: EntityManager,
  conversation: Conversation,
  sender: User,
  content: string,
): Promise<MessageDto> {
  const previous = conversation.lastMessageAt?.getTime() ?? 0;
  const createdAt = new Date(Math.max(Date.now(), previous + 1));
  const message = em.create(Message, { conversation, sender, content, createdAt });
  conversation.lastMessageAt = createdAt;
  await em.flush();
  // Whoever writes has the conversation in front of them: what came before is read.
  await em.execute(
    `update conversation_participants set last_read_at = greatest(last_read_at, ?)
      where conversation_id = ? and user_id = ?`,
    [createdAt, conversation.id, sender.id],
  );
  await announceMessage(em, message.id);
  await recordMessageWebhook(em, {
    id: message.id,
    conversationId: conversation.id,
    senderId: sender.id,
    createdAt,
  });
  return toMessageDto(message);
}

// POST /api/conversations/{id}/messages. A job's conversation is written through the job's own rules.
export async function postMessage(
  em: EntityManager,
  sender: User,
  conversationId: number,
  content: string,
): Promise<MessageDto> {
  const [found] = await em.execute<{ job_id: number | null }[]>(
    'select job_id from conversations where id = ?',
    [conversationId],
  );
  if (!found) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  // The job's lock comes first, as on the job's own path, so that the two paths never wait on each other.
  if (found.job_id !== null)
    return postInJobConversation(em, sender, found.job_id, content, {
      missing: CONVERSATION_NOT_FOUND,
      conversationId,
    });

  return em.transactional(async (tx) => {
    // Locked, so that two copywriters answering an open conversation at once cannot both take it.
    const conversation = await tx.findOneOrFail(Conversation, conversationId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    const viewer = await chatViewer(tx, sender);
    const audience = await readableAudience(tx, viewer, conversationId);
    if (!mayPost(viewer, audience)) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
    // Writing makes the writer a member: an open conversation is now theirs and its client's.
    if (!audience.memberIds.includes(sender.id)) await join(tx, conversationId, [sender.id]);
    return writeMessage(tx, conversation, sender, content);
  });
}

// POST /api/conversations/job/{id}/message: a thread of the job's, made on first use with the job's client and
// its writer as members (docs/product.md "Chat"). Each writer who quoted talks with the client in a thread of
// their own: a copywriter writes in theirs; the client and an admin in the one of the copywriter they name,
// else of the chosen copywriter, else of the only one who quoted.
export async function postJobMessage(
  em: EntityManager,
  sender: User,
  jobId: number,
  content: string,
  copywriterId?: number,
): Promise<MessageDto> {
  return postInJobConversation(em, sender, jobId, content, { missing: 'Job not found', copywriterId });
}

export const THREAD_CLOSED = 'This conversation closed when the job went to another copywriter';

export const SAY_WHICH_COPYWRITER =
  'Several copywriters have quoted this job: say which one your message is for (copywriterId)';

// Whose thread a message to the job goes to; null for the job's thread begun before anyone quoted.
function threadWriterFor(
  sender: User,
  job: Job,
  quoterIds: number[],
  copywriterId: number | undefined,
): number | null {
  const candidates = new Set([...quoterIds, ...(job.copywriter ? [job.copywriter.id] : [])]);
  if (sender.role === 'copywriter') return sender.id;
  if (copywriterId !== undefined) {
    if (!candidates.has(copywriterId))
      throw new AppError('NOT_FOUND', 'That copywriter has not quoted on this job');
    return copywriterId;
  }
  if (job.copywriter) return job.copywriter.id;
  if (candidates.size > 1) throw new AppError('CONFLICT', SAY_WHICH_COPYWRITER);
  return candidates.size === 1 ? [...candidates][0]! : null;
}

async function postInJobConversation(
  em: EntityManager,
  sender: User,
  jobId: number,
  content: string,
  options: { missing: string; copywriterId?: number | undefined; conversationId?: number },
): Promise<MessageDto> {
  return em.transactional(async (tx) => {
    // Locked: two first messages cannot both create a thread, and its writers take turns.
    const job = await lockJob(tx, jobId);
    const quoters = await tx.find(
      Quote,
      { job: job.id, copywriter: { $ne: null } },
      { fields: ['copywriter'] },
    );
    const quoterIds = quoters.map((quote) => quote.copywriter!.id);
    const viewer = await chatViewer(tx, sender);
    let conversation: Conversation | null;
    let writerId: number | null;
    if (options.conversationId !== undefined) {
      conversation = await tx.findOneOrFail(Conversation, options.conversationId);
      writerId = conversation.writer?.id ?? null;
    } else {
      // A client who is not this job's sees no job at all, rather than a question about its copywriters.
      if (sender.role === 'client' && sender.id !== job.client?.id)
        throw new AppError('NOT_FOUND', options.missing);
      writerId = threadWriterFor(sender, job, quoterIds, options.copywriterId);
      conversation = await tx.findOne(Conversation, { job: job.id, writer: writerId });
      // The thread begun before anyone quoted is the chosen copywriter's, until they have one of their own.
      if (!conversation && writerId !== null && writerId === job.copywriter?.id)
        conversation = await tx.findOne(Conversation, { job: job.id, writer: null });
      if (conversation && !conversation.writer) writerId = null;
    }
    const members = conversation
      ? ((await loadAudiences(tx, [conversation.id])).get(conversation.id)?.memberIds ?? [])
      : [];
    const audience: ConversationAudience = {
      conversationId: conversation?.id ?? 0,
      createdById: conversation?.createdBy.id ?? sender.id,
      creatorRole: sender.role,
      memberIds: members,
      job: {
        id: job.id,
        clientId: job.client?.id ?? null,
        copywriterId: job.copywriter?.id ?? null,
        status: job.status,
        approvedAt: job.approvedAt ?? null,
        reviewWindowEndsAt: job.reviewWindowEndsAt ?? null,
        quoterIds,
        writerId,
      },
    };
    const strangerWriter =
      options.conversationId === undefined &&
      sender.role === 'copywriter' &&
      !isQuoterOrChosen(sender, job, quoterIds);
    if (strangerWriter || !mayRead(viewer, audience)) throw new AppError('NOT_FOUND', options.missing);
    if (!mayPost(viewer, audience)) {
      if (!isThreadLive(audience.job!)) throw new AppError('INVALID_TRANSITION', THREAD_CLOSED);
      if (sender.id === job.client?.id || sender.id === job.copywriter?.id || quoterIds.includes(sender.id)) {
        throw new AppError(
          'INVALID_TRANSITION',
          'Messages can be sent while quotes are in, while work is under way and while a delivery is reviewed',
        );
      }
      throw new AppError('FORBIDDEN', "Only the job's client and copywriter write in its conversation now");
    }
    if (!conversation) {
      conversation = tx.create(Conversation, {
        title: job.title,
        job,
        writer: writerId,
        createdBy: sender,
      });
      await tx.flush();
    }
    // The thread's client and writer belong to it, also a copywriter assigned after it began.
    const joining = [job.client?.id, writerId ?? job.copywriter?.id, sender.id].filter(
      (id): id is number => id !== undefined && id !== null && !members.includes(id),
    );
    await join(tx, conversation.id, joining);
    return writeMessage(tx, conversation, sender, content);
  });
}

// A copywriter has a thread on a job only if they quoted it or were chosen for it.
function isQuoterOrChosen(sender: User, job: Job, quoterIds: number[]): boolean {
  return job.copywriter?.id === sender.id || quoterIds.includes(sender.id);
}

// A copywriter rejected by an admin leaves every conversation they joined, except those of paid jobs that are
// still theirs: they keep no door to clients they may no longer work for. Their messages stay, and a
// conversation a client started becomes open again to approved copywriters (docs/product.md "Chat").
export async function leaveConversations(em: EntityManager, userId: number): Promise<void> {
  await em.execute(
    `update conversation_participants p set joined = false
      where p.user_id = ? and p.joined and not exists (
        select 1 from conversations c join jobs j on j.id = c.job_id
          where c.id = p.conversation_id and j.copywriter_id = ?
            and j.status in ('pending', 'in_progress', 'completed'))`,
    [userId, userId],
  );
}
