// Over 300 lines: every list an account holds, one entry each, in the order the document writes them.
// "Your data" (docs/product.md "Accounts"): everything an account holds, as one JSON document, streamed a page
// at a time. Its deletion is account-deletion.ts.
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

// Every long list is read this many rows at a time, and written out before the next page is read.
export const EXPORT_PAGE_SIZE = 100;

type Exported = AccountExport;
type Row<K extends keyof Exported> = Exported[K] extends (infer T)[] ? T : never;

// A list read page after page by id, each page's rows mapped and handed on, then forgotten by the
// EntityManager, so that memory holds one page whatever the account holds.
async function* paged<E extends { id: number }, T>(
  em: EntityManager,
  read: (afterId: number, limit: number) => Promise<E[]>,
  map: (rows: E[]) => Promise<T[]> | T[],
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, EXPORT_PAGE_SIZE);
    if (rows.length === 0) return;
    yield await map(rows);
    afterId = rows.at(-1)!.id;
    em.clear();
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
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

async function deliveriesOf(em: EntityManager, jobs: Job[]): Promise<(job: Job) => JobDelivery[]> {
  const deliveries =
    jobs.length === 0
      ? []
      : await em.find(
          JobDelivery,
          { job: { $in: jobs.map((job) => job.id) } },
          { orderBy: { job: 'asc', round: 'asc' } },
        );
  return (job) => deliveries.filter((delivery) => delivery.job.id === job.id);
}

// The account's own record and copywriter profile: small, written first.
async function head(em: EntityManager, user: User) {
  const balance = await hoursBalance(em, user.id);
  const profile = await em.findOne(CopywriterProfile, { user: user.id });
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
  } satisfies Pick<Exported, 'exportedAt' | 'profile' | 'copywriterProfile'>;
}

// Each list of the document, in the document's order, as pages of rows.
function lists(em: EntityManager, user: User): { [K in ListKey]: () => AsyncGenerator<Row<K>[]> } {
  const userId = user.id;
  const byId = { orderBy: { id: 'asc' as const } };
  return {
    jobsAsClient: () =>
      paged(
        em,
        (afterId, limit) =>
          em.find(
            Job,
            { client: userId, id: { $gt: afterId } },
            { populate: ['quotes', 'quotes.copywriter', 'copywriter'], ...byId, limit },
          ),
        async (jobs) => {
          const deliveries = await deliveriesOf(em, jobs);
          return jobs.map((job) => ({
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
            revisionRequests: deliveries(job).flatMap((delivery) =>
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
          }));
        },
      ),
    jobsAsCopywriter: () =>
      paged(
        em,
        (afterId, limit) =>
          em.find(
            Job,
            { copywriter: userId, id: { $gt: afterId } },
            { populate: ['client'], ...byId, limit },
          ),
        async (jobs) => {
          const deliveries = await deliveriesOf(em, jobs);
          return jobs.map((job) => ({
            ...jobFields(job),
            clientName: nameOf(job.client),
            deliveries: deliveries(job).map((delivery) => ({
              round: delivery.round,
              result: delivery.result,
              deliveredAt: iso(delivery.deliveredAt),
            })),
          }));
        },
      ),
    quotesMade: () =>
      paged(
        em,
        (afterId, limit) => em.find(Quote, { copywriter: userId, id: { $gt: afterId } }, { ...byId, limit }),
        (quotes) =>
          quotes.map((quote) => ({
            id: quote.id,
            jobId: quote.job.id,
            estimatedHours: quote.estimatedHours ?? null,
            fixedPrice: quote.fixedPrice ?? null,
            message: quote.message ?? null,
            createdAt: iso(quote.createdAt),
            deliveryDate: isoOrNull(quote.deliveryDate),
          })),
      ),
    payments: () =>
      paged(
        em,
        (afterId, limit) => em.find(Payment, { client: userId, id: { $gt: afterId } }, { ...byId, limit }),
        (payments) =>
          payments.map((payment) => ({
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
      ),
    ledgerEntries: () =>
      paged(
        em,
        (afterId, limit) => em.find(LedgerEntry, { user: userId, id: { $gt: afterId } }, { ...byId, limit }),
        (entries) =>
          entries.map((entry) => ({
            id: entry.id,
            kind: entry.kind,
            amountPence: entry.amountPence,
            hours: entry.hours,
            pendingPence: entry.pendingPence,
            feePence: entry.feePence,
            availableAt: isoOrNull(entry.availableAt),
            payoutId: entry.payout?.id ?? null,
            paymentId: entry.payment?.id ?? null,
            jobId: entry.job?.id ?? null,
            description: entry.description,
            createdAt: iso(entry.createdAt),
          })),
      ),
    conversations: () =>
      paged(
        em,
        (afterId, limit) =>
          em.find(
            ConversationParticipant,
            { user: userId, joined: true, id: { $gt: afterId } },
            { populate: ['conversation'], ...byId, limit },
          ),
        async (memberships) => {
          const conversationIds = memberships.map((membership) => membership.conversation.id);
          const members = await em.find(
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
          return memberships.map(({ conversation }) => ({
            id: conversation.id,
            title: conversation.title,
            jobId: conversation.job?.id ?? null,
            participants: namesByConversation.get(conversation.id) ?? [],
            createdAt: iso(conversation.createdAt),
            lastMessageAt: isoOrNull(conversation.lastMessageAt),
          }));
        },
      ),
    messages: () =>
      paged(
        em,
        (afterId, limit) => em.find(Message, { sender: userId, id: { $gt: afterId } }, { ...byId, limit }),
        (messages) =>
          messages.map((message) => ({
            id: message.id,
            conversationId: message.conversation.id,
            content: message.content,
            createdAt: iso(message.createdAt),
          })),
      ),
    notifications: () =>
      paged(
        em,
        (afterId, limit) => em.find(Notification, { user: userId, id: { $gt: afterId } }, { ...byId, limit }),
        (items) =>
          items.map((item) => ({
            id: item.id,
            kind: item.kind,
            title: withoutOtherEmails(item.title, user.email),
            body: withoutOtherEmails(item.body, user.email),
            link: item.link,
            createdAt: iso(item.createdAt),
            readAt: isoOrNull(item.readAt),
          })),
      ),
    feedback: () =>
      paged(
        em,
        (afterId, limit) => em.find(Feedback, { user: userId, id: { $gt: afterId } }, { ...byId, limit }),
        (items) =>
          items.map((item) => ({ id: item.id, content: item.content, createdAt: iso(item.createdAt) })),
      ),
  };
}

const LIST_KEYS = [
  'jobsAsClient',
  'jobsAsCopywriter',
  'quotesMade',
  'payments',
  'ledgerEntries',
  'conversations',
  'messages',
  'notifications',
  'feedback',
] as const;
type ListKey = (typeof LIST_KEYS)[number];

/**
 * The account's export as JSON text, in pieces (issue 28, finding 4): the head, then each list a page at a
 * time, so that the answer streams and the server holds one page of it, whatever the account holds. One
 * query after another on the request's own EntityManager: an export is rare, and a pool connection per
 * query would crowd out other requests.
 */
export async function* exportAccountJson(em: EntityManager, user: User): AsyncGenerator<string> {
  const first = await head(em, user);
  const readers = lists(em, user);
  yield JSON.stringify(first).slice(0, -1);
  for (const key of LIST_KEYS) {
    yield `,${JSON.stringify(key)}:[`;
    let written = 0;
    for await (const rows of readers[key]()) {
      const text = rows.map((row) => JSON.stringify(row)).join(',');
      yield written > 0 ? `,${text}` : text;
      written += rows.length;
    }
    yield ']';
  }
  yield '}';
}

/** The export's file name: humanise-export-2026-11-22.json (the date in UTC). */
export function exportFileName(now = new Date()): string {
  return `humanise-export-${now.toISOString().slice(0, 10)}.json`;
}
