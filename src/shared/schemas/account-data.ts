// "Your data" on /account: the export of everything an account holds, and the deletion of the account.
// Other people appear in the export by name only, never by email (account-data.ts on the server).
import { z } from 'zod';
import './zod-setup.ts';
import { LANGUAGES, ROLES, SERVICE_TYPES, TEXT_MAXIMUMS } from '../constants.ts';
import { JOB_STATUSES } from '../domain/job-status.ts';
import { LEDGER_KINDS } from '../domain/ledger-kinds.ts';
import { NOTIFICATION_KIND_NAMES } from '../domain/notification-kinds.ts';
import { notificationPreferencesSchema } from './account.ts';
import { isoDateSchema, text } from './common.ts';
import { PROFILE_STATUSES } from './copywriter.ts';
import { PAYMENT_STATUSES } from './payments.ts';

export { DELETED_USER_NAME } from '../domain/deleted-user.ts';

export const deleteAccountSchema = z.object({
  password: text().min(1, 'Please enter your password').max(TEXT_MAXIMUMS.password, 'Password is too long'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

const terms = {
  estimatedHours: z.number().nullable(),
  fixedPrice: z.number().nullable(),
};

const exportedQuoteSchema = z.object({
  id: z.number().int(),
  // Null for the house quote.
  copywriterName: z.string().nullable(),
  ...terms,
  message: z.string().nullable(),
  createdAt: isoDateSchema,
  deliveryDate: isoDateSchema.nullable(),
});

const exportedJobFields = {
  id: z.number().int(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  writingStyle: z.string(),
  content: z.string(),
  extraNotes: z.string().nullable(),
  wordCount: z.number().int(),
  result: z.string().nullable(),
  ...terms,
  rating: z.number().int().nullable(),
  // The written review the client gave with the rating.
  review: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  completedAt: isoDateSchema.nullable(),
  approvedAt: isoDateSchema.nullable(),
  // The client's deadline and the accepted quote's delivery date (docs/product.md "Deadlines and delivery
  // dates").
  deadline: isoDateSchema.nullable(),
  deliveryDate: isoDateSchema.nullable(),
};

export const accountExportSchema = z.object({
  exportedAt: isoDateSchema,
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    spelling: z.enum(LANGUAGES),
    emailVerified: z.boolean(),
    emailVerifiedAt: isoDateSchema.nullable(),
    profileImageUrl: z.string().nullable(),
    notificationPreferences: notificationPreferencesSchema,
    createdAt: isoDateSchema,
    hoursBalance: z.number(),
  }),
  copywriterProfile: z
    .object({
      status: z.enum(PROFILE_STATUSES),
      bio: z.string(),
      specialties: z.array(z.string()),
      experience: z.string(),
      portfolio: z.string(),
      sampleContent: z.string(),
      availability: z.string(),
      rates: z.string(),
      createdAt: isoDateSchema,
      updatedAt: isoDateSchema,
    })
    .nullable(),
  // The jobs the account submitted, with every quote it was offered.
  jobsAsClient: z.array(
    z.object({
      ...exportedJobFields,
      quoteMessage: z.string().nullable(),
      copywriterName: z.string().nullable(),
      quotes: z.array(exportedQuoteSchema),
      // What the account asked the copywriter to change, delivery by delivery.
      revisionRequests: z.array(
        z.object({ round: z.number().int(), reason: z.string(), requestedAt: isoDateSchema }),
      ),
    }),
  ),
  // The jobs assigned to the account as a copywriter, with every text it delivered.
  jobsAsCopywriter: z.array(
    z.object({
      ...exportedJobFields,
      clientName: z.string().nullable(),
      deliveries: z.array(
        z.object({ round: z.number().int(), result: z.string(), deliveredAt: isoDateSchema }),
      ),
    }),
  ),
  // The quotes the account made as a copywriter, on any job.
  quotesMade: z.array(
    z.object({
      id: z.number().int(),
      jobId: z.number().int(),
      ...terms,
      message: z.string().nullable(),
      createdAt: isoDateSchema,
      deliveryDate: isoDateSchema.nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      purpose: z.enum(['hours', 'job']),
      method: z.enum(['card', 'hours']),
      status: z.enum(PAYMENT_STATUSES),
      jobId: z.number().int().nullable(),
      packageId: z.string().nullable(),
      hours: z.number().nullable(),
      amountPence: z.number().int(),
      currency: z.string(),
      cardLast4: z.string().nullable(),
      failureMessage: z.string().nullable(),
      createdAt: isoDateSchema,
      settledAt: isoDateSchema.nullable(),
      refundedAt: isoDateSchema.nullable(),
    }),
  ),
  ledgerEntries: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(LEDGER_KINDS),
      amountPence: z.number().int(),
      hours: z.number(),
      // A copywriter's earnings: money not yet cleared, and the platform's fee on it.
      pendingPence: z.number().int(),
      feePence: z.number().int(),
      availableAt: isoDateSchema.nullable(),
      payoutId: z.number().int().nullable(),
      paymentId: z.number().int().nullable(),
      jobId: z.number().int().nullable(),
      description: z.string(),
      createdAt: isoDateSchema,
    }),
  ),
  // The conversations the account belongs to, with the names of their members.
  conversations: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      jobId: z.number().int().nullable(),
      participants: z.array(z.string()),
      createdAt: isoDateSchema,
      lastMessageAt: isoDateSchema.nullable(),
    }),
  ),
  // Only the messages the account wrote: other people's words are theirs.
  messages: z.array(
    z.object({
      id: z.number().int(),
      conversationId: z.number().int(),
      content: z.string(),
      createdAt: isoDateSchema,
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(NOTIFICATION_KIND_NAMES as [string, ...string[]]),
      title: z.string(),
      body: z.string(),
      link: z.string(),
      createdAt: isoDateSchema,
      readAt: isoDateSchema.nullable(),
    }),
  ),
  feedback: z.array(z.object({ id: z.number().int(), content: z.string(), createdAt: isoDateSchema })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
