// The list the ORM is configured with; a new entity is added here once.

import { AccountTokenSchema } from './account-token.ts';
import { ApiKeySchema } from './api-key.ts';
import { ApiKeyRequestCountSchema } from './api-key-request-count.ts';
import { AuditEntrySchema } from './audit-entry.ts';
import { BlogCategorySchema } from './blog-category.ts';
import { BlogPostSchema } from './blog-post.ts';
import { ConversationParticipantSchema, ConversationSchema, MessageSchema } from './conversation.ts';
import { CopywriterProfileSchema } from './copywriter-profile.ts';
import { FeedbackSchema } from './feedback.ts';
import { IdempotencyKeySchema } from './idempotency-key.ts';
import { JobSchema } from './job.ts';
import { JobDeliverySchema } from './job-delivery.ts';
import { JobDisputeSchema } from './job-dispute.ts';
import { JobEventSchema } from './job-event.ts';
import { LedgerEntrySchema } from './ledger-entry.ts';
import { LoginFailureSchema } from './login-failure.ts';
import { NotificationSchema } from './notification.ts';
import { OutboxEmailSchema } from './outbox-email.ts';
import { PaymentSchema } from './payment.ts';
import { PaymentEventSchema } from './payment-event.ts';
import { PayoutSchema } from './payout.ts';
import { PayoutAccountSchema } from './payout-account.ts';
import { QuoteSchema } from './quote.ts';
import { SitePageSchema } from './site-page.ts';
import { ThrottleHitSchema } from './throttle-hit.ts';
import { TwoFactorRecoveryCodeSchema } from './two-factor-recovery-code.ts';
import { UserSchema } from './user.ts';
import { UserSessionSchema } from './user-session.ts';
import { WebhookDeliverySchema, WebhookEndpointSchema } from './webhook.ts';

export const entities = [
  UserSchema,
  LoginFailureSchema,
  BlogCategorySchema,
  BlogPostSchema,
  JobSchema,
  JobEventSchema,
  JobDeliverySchema,
  QuoteSchema,
  CopywriterProfileSchema,
  PaymentSchema,
  LedgerEntrySchema,
  PaymentEventSchema,
  ConversationSchema,
  ConversationParticipantSchema,
  MessageSchema,
  FeedbackSchema,
  AccountTokenSchema,
  AuditEntrySchema,
  NotificationSchema,
  OutboxEmailSchema,
  ThrottleHitSchema,
  UserSessionSchema,
  SitePageSchema,
  TwoFactorRecoveryCodeSchema,
  PayoutAccountSchema,
  PayoutSchema,
  JobDisputeSchema,
  ApiKeySchema,
  ApiKeyRequestCountSchema,
  WebhookEndpointSchema,
  WebhookDeliverySchema,
  IdempotencyKeySchema,
];
