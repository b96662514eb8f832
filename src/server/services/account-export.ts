// "Your data" (docs/product.md "Accounts"): everything an account holds, as one JSON document. Its deletion is
// account-deletion.ts.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountExport } from '../../shared/schemas/account-data.ts';
import { ConversationParticipant, Message } from '../db/entities/conversation.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import { Feedback } from '../db/entities/feedback.ts';
import { Job } from '../db/entities/job.ts';
import { JobDelivery } from '../db/entities/job-delivery.ts';
import { LedgerEntry } from '../db/entities/ledger-entry.ts';
import { Notification } from '../db/entities/notification.ts';
import { Payment } from '../db/entities/payment.ts';
import { Quote } from '../db/entities/quote.ts';
import type { User } from '../db/entities/user.ts';
import { profileTexts } from './copywriter-service.ts';
import { hoursBalance } from './payments/ledger.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null | undefined) => date?.toISOString() ?? null;

// A notification's words are made for its reader, and an admin's name an applicant's email: the export
// shows no address but the account's own.
const EMAIL_ADDRESS = /[^\s()<>@,;:"[\]]+@[^\s()<>@,;:"[\]]+\.[^\s()<>@,;:"[\]]+/g;
function withoutOtherEmails(text: string, own: string): string {
  return text.replace(EMAIL_ADDRESS, (found) =>
    found.toLowerCase() === own.toLowerCase() ? found : '[email address removed]',
  );
}

// The name of a related user, loaded with the query; never their email.
const nameOf = (user: User | null | undefined) => user?.name ?? null;

export async function exportAccount(em: EntityManager, user: User): Promise<AccountExport> {
  // One query after another on the request's own EntityManager: an export is rare, and a pool connection per
  // query would crowd out other requests.
  const balance = await hoursBalance(em, user.id);
  const profile = await em.findOne(CopywriterProfile, { user: user.id });
  const ownJobs = await em.find(
    Job,
    { client: user.id },
    { populate: ['quotes', 'quotes.copywriter', 'copywriter'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const assignedJobs = await em.find(
    Job,
    { copywriter: user.id },
    { populate: ['client'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const quotes = await em.find(Quote, { copywriter: user.id }, { orderBy: { id: 'asc' } });
  const jobIds = [...ownJobs, ...assignedJobs].map((job) => job.id);
  const deliveries =
    jobIds.length === 0
      ? []
      : await em.find(JobDelivery, { job: { $in: jobIds } }, { orderBy: { job: 'asc', round: 'asc' } });
  const deliveriesOf = (job: Job) => deliveries.filter((delivery) => delivery.job.id === job.id);
  const payments = await em.find(Payment, { client: user.id }, { orderBy: { id: 'asc' } });
  const ledger = await em.find(LedgerEntry, { user: user.id }, { orderBy: { id: 'asc' } });
  const memberships = await em.find(
    ConversationParticipant,
    { user: user.id, joined: true },
    { populate: ['conversation'], orderBy: { conversation: { id: 'asc' } } },
  );
  const messages = await em.find(Message, { sender: user.id }, { orderBy: { id: 'asc' } });
  const notifications = await em.find(Notification, { user: user.id }, { orderBy: { id: 'asc' } });
  const feedback = await em.find(Feedback, { user: user.id }, { orderBy: { id: 'asc' } });

  const conversationIds = memberships.map((membership) => membership.conversation.id);
  const members =
    conversationIds.length === 0
      ? []
      : await em.find(
          ConversationParticipant,
          { conversation: { $in: conversationIds }, joined: true },
          { populate: ['user'], orderBy: { id: 'asc' } },
        );
  const namesByConversation = new Map<number, string[]>();
  for (const member of members) {
    const names = namesByConversation.get(member.conversation.id) ?? [];
    names.push(member.user.name);
    namesByConversation.set(member.conversation.id, names);
  }

  // What the client asked for and the terms it was done on.
  const jobFields = (job: Job) => ({
    id: job.id,
    title: job.title,
    status: job.status,
    serviceType: job.serviceType,
    writingStyle: job.writingStyle,
    content: job.content,
    extraNotes: job.extraNotes ?? null,
    wordCount: job.wordCount,
    result: job.result ?? null,
    estimatedHours: job.estimatedHours ?? null,
    fixedPrice: job.fixedPrice ?? null,
    rating: job.rating ?? null,
    review: job.review ?? null,
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
    completedAt: isoOrNull(job.completedAt),
    approvedAt: isoOrNull(job.approvedAt),
    deadline: isoOrNull(job.deadline),
    deliveryDate: isoOrNull(job.deliveryDate),
  });

  return {
    exportedAt: iso(new Date()),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      spelling: user.spelling,
      emailVerified: user.emailVerifiedAt != null,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      profileImageUrl: user.profileImageUrl ?? null,
      notificationPreferences: {
        quotes: user.emailQuotes,
        messages: user.emailMessages,
        delivery: user.emailDelivery,
        ratings: user.emailRatings,
      },
      createdAt: iso(user.createdAt),
      hoursBalance: balance,
    },
    copywriterProfile: profile
      ? {
          status: profile.status,
          ...profileTexts(profile),
          createdAt: iso(profile.createdAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    jobsAsClient: ownJobs.map((job) => ({
      ...jobFields(job),
      quoteMessage: job.quoteMessage ?? null,
      copywriterName: nameOf(job.copywriter),
      quotes: job.quotes
        .getItems()
        .sort((a, b) => a.id - b.id)
        .map((quote) => ({
          id: quote.id,
          copywriterName: nameOf(quote.copywriter),
          estimatedHours: quote.estimatedHours ?? null,
          fixedPrice: quote.fixedPrice ?? null,
          message: quote.message ?? null,
          createdAt: iso(quote.createdAt),
          deliveryDate: isoOrNull(quote.deliveryDate),
        })),
      revisionRequests: deliveriesOf(job).flatMap((delivery) =>
        delivery.revisionReason && delivery.revisionRequestedAt
          ? [
              {
                round: delivery.round,
                reason: delivery.revisionReason,
                requestedAt: iso(delivery.revisionRequestedAt),
              },
            ]
          : [],
      ),
    })),
    jobsAsCopywriter: assignedJobs.map((job) => ({
      ...jobFields(job),
      clientName: nameOf(job.client),
      deliveries: deliveriesOf(job).map((delivery) => ({
        round: delivery.round,
        result: delivery.result,
        deliveredAt: iso(delivery.deliveredAt),
      })),
    })),
    quotesMade: quotes.map((quote) => ({
      id: quote.id,
      jobId: quote.job.id,
      estimatedHours: quote.estimatedHours ?? null,
      fixedPrice: quote.fixedPrice ?? null,
      message: quote.message ?? null,
      createdAt: iso(quote.createdAt),
      deliveryDate: isoOrNull(quote.deliveryDate),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      method: payment.method,
      status: payment.status,
      jobId: payment.job?.id ?? null,
      packageId: payment.packageId ?? null,
      hours: payment.hours ?? null,
      amountPence: payment.amountPence,
      currency: payment.currency,
      cardLast4: payment.cardLast4 ?? null,
      failureMessage: payment.failureMessage ?? null,
      createdAt: iso(payment.createdAt),
      settledAt: isoOrNull(payment.settledAt),
      refundedAt: isoOrNull(payment.refundedAt),
    })),
    ledgerEntries: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amountPence: entry.amountPence,
      hours: entry.hours,
      paymentId: entry.payment?.id ?? null,
      jobId: entry.job?.id ?? null,
      description: entry.description,
      createdAt: iso(entry.createdAt),
    })),
    conversations: memberships.map(({ conversation }) => ({
      id: conversation.id,
      title: conversation.title,
      jobId: conversation.job?.id ?? null,
      participants: namesByConversation.get(conversation.id) ?? [],
      createdAt: iso(conversation.createdAt),
      lastMessageAt: isoOrNull(conversation.lastMessageAt),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      conversationId: message.conversation.id,
      content: message.content,
      createdAt: iso(message.createdAt),
    })),
    notifications: notifications.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: withoutOtherEmails(item.title, user.email),
      body: withoutOtherEmails(item.body, user.email),
      link: item.link,
      createdAt: iso(item.createdAt),
      readAt: isoOrNull(item.readAt),
    })),
    feedback: feedback.map((item) => ({
      id: item.id,
      content: item.content,
      createdAt: iso(item.createdAt),
    })),
  };
}

/** The export's file name: humanise-export-2026-11-22.json (the date in UTC). */
export function exportFileName(now = new Date()): string {
  return `humanise-export-${now.toISOString().slice(0, 10)}.json`;
}
