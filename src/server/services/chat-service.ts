import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGING_STATUSES } from '../../shared/domain/job-status.ts';
import type { MessageDto } from '../../shared/schemas/chat.ts';
import { Conversation, ConversationParticipant, Message } from '../db/entities/conversation.ts';
import type { Job } from '../db/entities/job.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { lockJob } from './job-transitions.ts';

export function toMessageDto(message: Message): MessageDto {
  return {
    id: message.id,
    conversationId: message.conversation.id,
    senderId: message.sender.id,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    sender: {
      id: message.sender.id,
      name: message.sender.name,
      role: message.sender.role,
      profileImageUrl: message.sender.profileImageUrl ?? null,
    },
  };
}

// Who may write in a job's conversation: its client and its copywriter, admins, and while quotes are
// open the copywriters who quoted it (the client talks to them before choosing).
async function mayPostInJob(em: EntityManager, user: User, job: Job): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (job.client?.id === user.id || job.copywriter?.id === user.id) return true;
  if (user.role !== 'copywriter' || job.status !== 'offer_made') return false;
  return (await em.count(Quote, { job: job.id, copywriter: user.id })) > 0;
}

// POST /api/conversations/job/{id}/message: the job's own conversation, made on first use with the job's
// client and copywriter as participants (DECISIONS.md "Chat").
export async function postJobMessage(
  em: EntityManager,
  sender: User,
  jobId: number,
  content: string,
): Promise<MessageDto> {
  return em.transactional(async (tx) => {
    // Locked, so that two first messages cannot both create the job's conversation.
    const job = await lockJob(tx, jobId);
    if (!(await mayPostInJob(tx, sender, job))) throw new AppError('NOT_FOUND', 'Job not found');
    if (sender.id === job.client?.id && !MESSAGING_STATUSES.includes(job.status)) {
      throw new AppError(
        'INVALID_TRANSITION',
        'Messages can be sent while quotes are in or work is under way',
      );
    }
    let conversation = await tx.findOne(Conversation, { job: job.id });
    if (!conversation) {
      conversation = tx.create(Conversation, { title: job.title, job, createdBy: sender });
      const members = new Map<number, User>();
      for (const member of [job.client, job.copywriter, sender]) if (member) members.set(member.id, member);
      for (const member of members.values())
        tx.create(ConversationParticipant, { conversation, user: member });
    } else if (
      (await tx.count(ConversationParticipant, { conversation: conversation.id, user: sender.id })) === 0
    ) {
      tx.create(ConversationParticipant, { conversation, user: sender });
    }
    const sentAt = new Date();
    const message = tx.create(Message, { conversation, sender, content, createdAt: sentAt });
    conversation.lastMessageAt = sentAt;
    await tx.flush();
    return toMessageDto(message);
  });
}
